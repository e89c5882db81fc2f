import type { Table } from 'apache-arrow';
import { decoderFor, type DecodeMode } from './arrow-decode.ts';
import { valueReader } from './vector-value.ts';

/** Column `index` of a result, read row by row and decoded: a virtual table reads only the
 * rows on screen, and no row objects exist for the others. */
export function columnReader(
	table: Table,
	index: number,
	mode: DecodeMode
): (row: number) => unknown {
	const vector = table.getChildAt(index);
	const decode = decoderFor(table.schema.fields[index].type, mode);
	const read = vector ? valueReader(vector) : () => undefined;
	return (row) => decode(read(row));
}

/** A result's column names, each once: a second "a" is "a_1" (a join's two paper_id were one
 * key, and a file kept only the second). */
export function uniqueNames(names: string[]): string[] {
	const taken = new Set(names);
	const seen = new Set<string>();
	return names.map((name) => {
		if (!seen.has(name)) return (seen.add(name), name);
		let n = 1;
		while (taken.has(`${name}_${n}`)) n++;
		const unique = `${name}_${n}`;
		taken.add(unique);
		return unique;
	});
}

/** A result's column names, made unique (uniqueNames): the keys of its rows and files. */
export const columnNames = (table: Table): string[] =>
	uniqueNames(table.schema.fields.map((f) => f.name));

/** The first `limit` rows of a result (all by default) as objects keyed by column name (made
 * unique, uniqueNames). */
export function tableRows(
	table: Table,
	mode: DecodeMode,
	limit = table.numRows
): Record<string, unknown>[] {
	const names = columnNames(table);
	const readers = names.map((_, i) => columnReader(table, i, mode));
	const rows = new Array<Record<string, unknown>>(Math.min(limit, table.numRows));
	for (let r = 0; r < rows.length; r++) {
		const row: Record<string, unknown> = {};
		for (let c = 0; c < names.length; c++) row[names[c]] = readers[c](r);
		rows[r] = row;
	}
	return rows;
}
