/** Rows as a JSON array of objects, keys in column order. The rows are already JSON values
 * (decoded in $lib/db's `exact` mode), so they are written as they are. */
export function rowsToJson(
	columns: readonly string[],
	rows: readonly Record<string, unknown>[]
): string {
	const ordered = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
	return JSON.stringify(ordered, null, 1);
}
