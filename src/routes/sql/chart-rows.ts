import type { Table } from 'apache-arrow';
import { valueDecoder } from '$lib/sql/result-columns';

/** Plot can draw this many rows quickly; more are left out, with a notice. */
export const CHART_CAP = 50_000;

/** The first rows of a result as plain objects Plot can draw (numbers, Dates, strings). */
export function chartRows(table: Table, cap = CHART_CAP): Record<string, unknown>[] {
	const fields = table.schema.fields;
	const decoders = fields.map(valueDecoder);
	const vectors = fields.map((_, i) => table.getChildAt(i));
	const n = Math.min(cap, table.numRows);
	const rows = new Array<Record<string, unknown>>(n);
	for (let r = 0; r < n; r++) {
		const row: Record<string, unknown> = {};
		fields.forEach((f, c) => (row[f.name] = decoders[c](vectors[c]?.get(r))));
		rows[r] = row;
	}
	return rows;
}
