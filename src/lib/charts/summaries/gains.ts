// The text summary of a gains chart: the median claim of each direction (all claims), or the
// median of each name's claims (a chart per name).
import { countNoun } from '$lib/text/count-noun';
import { gainUnitSymbol } from '../gain-units.ts';
import { amount, listed } from './wording.ts';

const DIRECTION: Record<string, [string, string]> = {
	up: ['increase', 'increases'],
	down: ['reduction', 'reductions']
};

/** How many per-name medians a summary names: the rest is in the chart. */
const NAMED = 3;

/** "3.2%", "3.2 points", "1 point", "3.2×". */
function inUnit(value: number, unit: string): string {
	const symbol = gainUnitSymbol(unit);
	const said = amount(value);
	if (symbol.length === 1) return `${said}${symbol}`;
	// A word unit takes the number it follows: "1 point", not "1 points".
	return `${said} ${said === '1' && symbol === 'points' ? 'point' : symbol}`;
}

/** The median of values each claimed `claims` times. */
function weightedMedian(rows: { value: number; claims: number }[]): number {
	const sorted = [...rows].sort((a, b) => a.value - b.value);
	const total = sorted.reduce((n, r) => n + r.claims, 0);
	const at = (k: number) => {
		let seen = 0;
		for (const r of sorted) if ((seen += r.claims) > k) return r.value;
		return sorted.at(-1)!.value;
	};
	return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

/** A row the median can use: a value and a count of claims, both numbers (a count above 0). */
const usable = (r: { value: number; claims: number }) =>
	Number.isFinite(r.value) && Number.isFinite(r.claims) && r.claims > 0;

/** "Increases: 120 claims, median 3.2%; reductions: 14 claims, median 25%." Rows without a
 * value or a count of claims are left out, and said (a median over NaN read "NaN claims"). */
export function gainClaimsSummary(
	rows: { value: number; claims: number; direction: string }[],
	unit: string
): string {
	const kept = rows.filter(usable);
	const dropped = rows.filter((r) => !usable(r) && !(r.claims === 0 && Number.isFinite(r.value)));
	const leftOut = dropped.length
		? ` (${countNoun(dropped.length, 'row')} without a value or a count left out)`
		: '';
	const parts = Object.entries(DIRECTION).flatMap(([direction, [, plural]]) => {
		const own = kept.filter((r) => r.direction === direction);
		if (own.length === 0) return [];
		const claims = own.reduce((n, r) => n + r.claims, 0);
		return [
			`${plural}: ${countNoun(claims, 'claim')}, median ${inUnit(weightedMedian(own), unit)}`
		];
	});
	if (parts.length === 0) return `No claimed gains to chart${leftOut}.`;
	const text = parts.join('; ');
	return `${text[0].toUpperCase()}${text.slice(1)}${leftOut}.`;
}

/** "Median increase by name: GRPO 5.1% (3 papers), PPO 3% (2 papers), DPO 2% (1 paper) and 4
 * more." Rows in the chart's order (most papers first); a missing median is said as such, a
 * missing paper count left unsaid. */
export function gainMediansSummary(
	rows: { label: string; median?: number | null; papers?: number }[],
	unit: string,
	direction: string
): string {
	if (rows.length === 0) return 'No claimed gains to chart.';
	const named = rows.map((r) => {
		const median =
			typeof r.median === 'number' && Number.isFinite(r.median)
				? inUnit(r.median, unit)
				: 'no median';
		const papers =
			r.papers === undefined || !Number.isFinite(r.papers)
				? ''
				: ` (${countNoun(r.papers, 'paper')})`;
		return `${r.label} ${median}${papers}`;
	});
	return `Median ${DIRECTION[direction]?.[0] ?? 'gain'} by name: ${listed(named, NAMED)}.`;
}
