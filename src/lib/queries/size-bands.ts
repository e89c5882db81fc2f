// Model sizes grouped into bands a reader can compare across papers.

export interface SizeBand {
	label: string;
	/** Inclusive lower bound, in billions of parameters. */
	min: number;
	/** Exclusive upper bound. */
	max: number;
}

export const SIZE_BANDS: SizeBand[] = [
	{ label: '<1B', min: 0, max: 1 },
	{ label: '1–4B', min: 1, max: 4 },
	{ label: '4–10B', min: 4, max: 10 },
	{ label: '10–35B', min: 10, max: 35 },
	{ label: '35–100B', min: 35, max: 100 },
	{ label: '≥100B', min: 100, max: Infinity }
];

export function bandOf(label: string): SizeBand | undefined {
	return SIZE_BANDS.find((b) => b.label === label);
}

/** The band a hand-typed label names ("4-10B" with a hyphen, ">=100B"), as the app writes it, or
 * null when it names none: a filter chip that filters nothing would mislead. */
export function readBand(raw: string): string | null {
	const label = raw
		.replace(/\s+/g, '')
		.replace(/b$/, 'B')
		.replace(/^>=/, '≥')
		.replace(/(\d)[-—–](\d)/, '$1–$2');
	return bandOf(label)?.label ?? null;
}

/** SQL CASE expression naming the band of `expr` (a size in billions). */
export function bandCase(expr: string): string {
	const arms = SIZE_BANDS.map((b) =>
		Number.isFinite(b.max) ? `WHEN ${expr} < ${b.max} THEN '${b.label}'` : `ELSE '${b.label}'`
	);
	return `CASE ${arms.join(' ')} END`;
}

/** SQL expression ranking a band label of `expr` from the smallest band up (panels in size order,
 * not in the order of their text: "10–35B" after "4–10B"). */
export function bandRank(expr: string): string {
	const arms = SIZE_BANDS.map((b, i) => `WHEN '${b.label}' THEN ${i}`);
	return `CASE ${expr} ${arms.join(' ')} END`;
}
