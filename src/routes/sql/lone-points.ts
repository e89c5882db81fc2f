// A line of one point draws nothing: the points of a line chart that no neighbour of their own
// series joins (a series of one row, or a row between gaps) are drawn as dots.
import { drawnNumber, keyOf, placed } from './drawable';

/** The rows (in x order) Plot draws on the line with no drawn neighbour in their series (`z`,
 * if any). A row is a gap where Plot draws no point: its x or its y missing. */
export function lonePoints(
	sorted: Record<string, unknown>[],
	x: string,
	y: string,
	z: string | null
): Record<string, unknown>[] {
	const gap = (row: Record<string, unknown> | undefined) =>
		!row || !placed(row[x]) || drawnNumber(row[y]) === null;
	const series = new Map<unknown, Record<string, unknown>[]>();
	for (const row of sorted) {
		const key = z === null ? null : keyOf(row[z]);
		const rows = series.get(key);
		if (rows) rows.push(row);
		else series.set(key, [row]);
	}
	const lone: Record<string, unknown>[] = [];
	for (const rows of series.values())
		rows.forEach((row, i) => {
			if (!gap(row) && gap(rows[i - 1]) && gap(rows[i + 1])) lone.push(row);
		});
	return lone;
}
