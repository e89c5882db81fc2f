import { toPlain } from '$lib/db/plain-value';

/** Rows as a JSON array of objects, keys in column order. */
export function rowsToJson(
	columns: readonly string[],
	rows: readonly Record<string, unknown>[]
): string {
	const plain = rows.map((row) => Object.fromEntries(columns.map((c) => [c, toPlain(row[c])])));
	return JSON.stringify(plain, null, 1);
}
