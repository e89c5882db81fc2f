// A line of one point draws nothing: the points of a line chart that no neighbour of their own
// series joins (a series of one row, or a row between missing values) are drawn as dots.

const missing = (value: unknown) =>
	value == null || (typeof value === 'number' && Number.isNaN(value));

/** The rows (in x order) whose y has no defined neighbour within its series (`z`, if any). */
export function lonePoints(
	sorted: Record<string, unknown>[],
	y: string,
	z: string | null
): Record<string, unknown>[] {
	const series = new Map<unknown, Record<string, unknown>[]>();
	for (const row of sorted) {
		const key = z === null ? null : row[z];
		const rows = series.get(key);
		if (rows) rows.push(row);
		else series.set(key, [row]);
	}
	const lone: Record<string, unknown>[] = [];
	for (const rows of series.values())
		rows.forEach((row, i) => {
			if (missing(row[y])) return;
			const before = rows[i - 1];
			const after = rows[i + 1];
			if ((!before || missing(before[y])) && (!after || missing(after[y]))) lone.push(row);
		});
	return lone;
}
