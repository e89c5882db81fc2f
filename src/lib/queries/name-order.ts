// The order names tie in, declared once for the queries and the charts that sort in JS: whatever
// the case ("Actor-Critic" before "ATAC"), then as written, so the order never depends on the
// order rows arrive in.

/** SQL: ORDER BY terms putting `column` in name order. */
export const nameOrderSql = (column: string) => `lower(${column}), ${column}`;

/** A sort comparator putting names in the same order as nameOrderSql. */
export function compareNames(a: string, b: string): number {
	const [x, y] = [a.toLowerCase(), b.toLowerCase()];
	return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
