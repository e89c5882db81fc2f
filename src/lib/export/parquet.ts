import type { Table } from 'apache-arrow';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { parquetSchema, parquetValue } from './parquet-schema';

/** An Arrow table (a full query result) as the bytes of a Parquet file. */
export function arrowToParquet(table: Table): Uint8Array {
	const fields = table.schema.fields;
	const columnData = fields.map((field, i) => {
		const vector = table.getChildAt(i);
		const data = new Array<unknown>(table.numRows);
		for (let row = 0; row < table.numRows; row++)
			data[row] = parquetValue(field.type, vector?.get(row));
		return { name: field.name, data };
	});
	const buffer = parquetWriteBuffer({ columnData, schema: parquetSchema(fields) });
	return new Uint8Array(buffer);
}
