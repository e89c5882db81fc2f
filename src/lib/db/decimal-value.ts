// A DECIMAL value from Arrow (DuckDB sends HUGEINT as DECIMAL(38, 0) too), as a double. Arrow's
// conversion throws ("not safe to convert to a number") when the whole part, or 10^scale, is past
// 2^53 (so for every value of a scale of 16 or more), and the console froze on
// `sum(hash(paper_id))`.
import { util } from 'apache-arrow';

/** Unscaled digits with the point put back: ("-12345", 3) → "-12.345". */
export function scaledDigits(digits: string, scale: number): string {
	if (scale <= 0) return digits;
	const sign = digits.startsWith('-') ? '-' : '';
	const unsigned = digits.slice(sign.length).padStart(scale + 1, '0');
	return `${sign}${unsigned.slice(0, -scale)}.${unsigned.slice(-scale)}`;
}

/** The value as a double; one too large for that, as its exact text when `exact` (an exported
 * file keeps every digit), else as the nearest double. */
export function decimalValue(value: unknown, scale: number, exact: boolean): number | string {
	try {
		return util.bigNumToNumber(value as never, scale);
	} catch {
		const text = scaledDigits(util.bigNumToString(value as never), scale);
		return exact ? text : Number(text);
	}
}
