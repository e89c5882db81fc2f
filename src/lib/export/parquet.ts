import { Field, type Table } from 'apache-arrow';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { columnNames, columnReader } from '$lib/db/table-rows';
import { parquetSchema } from './parquet-schema';

/** An Arrow table (a full query result) as the bytes of a Parquet file, its columns named once
 * each (columnNames). */
export function arrowToParquet(table: Table): Uint8Array {
	const names = columnNames(table);
	const fields = table.schema.fields.map((f, i) =>
		f.name === names[i] ? f : new Field(names[i], f.type, f.nullable)
	);
	const columnData = fields.map((field, i) => {
		const read = columnReader(table, i, 'parquet');
		return { name: field.name, data: Array.from({ length: table.numRows }, (_, row) => read(row)) };
	});
	const buffer = parquetWriteBuffer({ columnData, schema: parquetSchema(fields) });
	return new Uint8Array(buffer);
}
