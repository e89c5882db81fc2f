// Numbers with units as claims are written: "12.5%", "12.5\%", "+3 points", "4.1x", "2×", "3 times".

export const NUM = '\\d+(?:\\.\\d+)?';
const PERCENT = '(?:\\s?%|\\s?\\\\%|\\s?percent(?!age))';
const POINTS = '(?:\\s?(?:percentage\\s+points?|points?|pts?|pp)(?![\\p{L}]))';
const TIMES = '(?:\\s?(?:×|x|X|times)(?![\\p{L}\\p{N}])|\\s?\\\\\\(\\\\times\\\\\\))';
export const UNIT = `(?:${PERCENT}|${POINTS}|${TIMES})`;

export type Unit = '%' | 'pt' | 'x';

export function unitOf(raw: string): Unit {
	const u = raw.trim().toLowerCase();
	if (u.includes('%') || u.startsWith('percent')) return '%';
	if (u.startsWith('p')) return 'pt';
	return 'x';
}

/** "1.35-2.05×", "11%-34%", "1.7x to 2x", "+7.9%": one or two values sharing the last unit. */
export const QUANTITY = new RegExp(
	`(?<![\\p{L}\\p{N}.])\\+?(${NUM})(${UNIT})?(?:\\s?(?:-|–|to)\\s?\\+?(${NUM}))?(${UNIT})`,
	'gu'
);

export interface Quantity {
	values: number[];
	unit: Unit;
	start: number;
	end: number;
	/** An explicit plus sign: "+11%". */
	plus: boolean;
}

export function findQuantities(text: string): Quantity[] {
	const found: Quantity[] = [];
	for (const m of text.matchAll(QUANTITY)) {
		// "1.35-2.05×": the first unit may be omitted; a range needs both ends of one unit.
		if (m[2] && m[3] && unitOf(m[2]) !== unitOf(m[4])) continue;
		const values = [Number(m[1])];
		if (m[3]) values.push(Number(m[3]));
		found.push({
			values,
			unit: unitOf(m[4]),
			start: m.index,
			end: m.index + m[0].length,
			plus: m[0].startsWith('+')
		});
	}
	return found;
}

/** The sentence around [start, end): from the previous sentence end to the next. */
export function sentenceAround(
	text: string,
	start: number,
	end: number
): { start: number; end: number } {
	const before = text.slice(0, start);
	const stop = Math.max(
		before.lastIndexOf('. '),
		before.lastIndexOf('; '),
		before.lastIndexOf('! ')
	);
	const s = stop === -1 ? 0 : stop + 2;
	const rest = text.slice(end).search(/[.;!](?:\s|$)/);
	return { start: s, end: rest === -1 ? text.length : end + rest };
}
