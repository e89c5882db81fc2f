import type { Table } from 'apache-arrow';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { columnReader } from '$lib/db/table-rows';
import { parquetSchema } from './parquet-schema';

/** An Arrow table (a full query result) as the bytes of a Parquet file. */
export function arrowToParquet(table: Table): Uint8Array {
	const fields = table.schema.fields;
	const columnData = fields.map((field, i) => {
		const read = columnReader(table, i, 'parquet');
		return { name: field.name, data: Array.from({ length: table.numRows }, (_, row) => read(row)) };
	});
	const buffer = parquetWriteBuffer({ columnData, schema: parquetSchema(fields) });
	return new Uint8Array(buffer);
}
