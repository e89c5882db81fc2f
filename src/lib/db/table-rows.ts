import type { Table } from 'apache-arrow';
import { decoderFor, type DecodeMode } from './arrow-decode.ts';

/** Column `index` of a result, read row by row and decoded: a virtual table reads only the
 * rows on screen, and no row objects exist for the others. */
export function columnReader(
	table: Table,
	index: number,
	mode: DecodeMode
): (row: number) => unknown {
	const vector = table.getChildAt(index);
	const decode = decoderFor(table.schema.fields[index].type, mode);
	return (row) => decode(vector?.get(row));
}

/** The first `limit` rows of a result (all by default) as objects keyed by column name. */
export function tableRows(
	table: Table,
	mode: DecodeMode,
	limit = table.numRows
): Record<string, unknown>[] {
	const names = table.schema.fields.map((f) => f.name);
	const readers = names.map((_, i) => columnReader(table, i, mode));
	const rows = new Array<Record<string, unknown>>(Math.min(limit, table.numRows));
	for (let r = 0; r < rows.length; r++) {
		const row: Record<string, unknown> = {};
		for (let c = 0; c < names.length; c++) row[names[c]] = readers[c](r);
		rows[r] = row;
	}
	return rows;
}
