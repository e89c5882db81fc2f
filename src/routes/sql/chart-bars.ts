// Bars of a query result: upright while their labels fit side by side under them, else lying
// down (labels read across, one per row); past `MAX_BARS` categories only the largest are drawn
// and the rest are counted, so a chart of 89 names stays readable.

/** Average pixels per character of Plot's 10 px axis labels. */
export const LABEL_CHAR_WIDTH = 6;
/** More upright bars than this crowd any chart width. */
const MAX_UPRIGHT = 12;
/** Width labels of upright bars may share, unturned: what a narrow export (a paper column) has
 * beside its axis, with some to spare. */
const UPRIGHT_ROOM = 400;
/** Lying bars drawn at most; more would need a chart taller than a slide. */
export const MAX_BARS = 30;

/** Whether bars over these category labels should lie down. */
export function barsLieDown(labels: readonly string[]): boolean {
	const longest = Math.max(0, ...labels.map((l) => l.length));
	return (
		labels.length > MAX_UPRIGHT || labels.length * (longest * LABEL_CHAR_WIDTH + 8) > UPRIGHT_ROOM
	);
}

export interface TopCategories<Row> {
	/** Rows of the categories kept, in the result's order. */
	rows: Row[];
	/** Categories kept, in the result's order. */
	categories: string[];
	/** Categories left out. */
	omitted: number;
}

/**
 * The `max` categories with the largest totals (a category may span rows, e.g. one per colour);
 * ties keep the result's order, and so do the rows kept.
 */
export function topCategories<Row>(
	rows: readonly Row[],
	category: (row: Row) => string,
	value: (row: Row) => number,
	max: number = MAX_BARS
): TopCategories<Row> {
	const totals = new Map<string, number>();
	for (const row of rows) {
		const v = value(row);
		totals.set(category(row), (totals.get(category(row)) ?? 0) + (Number.isFinite(v) ? v : 0));
	}
	const order = [...totals.keys()];
	const kept = new Set(
		order
			.map((name, index) => ({ name, index, total: totals.get(name)! }))
			.sort((a, b) => b.total - a.total || a.index - b.index)
			.slice(0, max)
			.map((c) => c.name)
	);
	return {
		rows: rows.filter((row) => kept.has(category(row))),
		categories: order.filter((name) => kept.has(name)),
		omitted: order.length - kept.size
	};
}
