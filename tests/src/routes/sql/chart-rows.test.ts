import {
	Field,
	Int32,
	makeData,
	RecordBatch,
	Schema,
	Struct,
	Table,
	vectorFromArray
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { resultColumns } from '../../../../src/lib/sql/result-columns';
import { chartColumns, chartRows } from '../../../../src/routes/sql/chart-rows';

describe('chartColumns', () => {
	it('names two columns alike as their rows do, so the second can be charted', () => {
		// SELECT 1 AS a, 100 AS a (Arrow's column-wise constructors would merge the two).
		const fields = ['a', 'a'].map((name) => new Field(name, new Int32(), true));
		const data = [1, 100].map((v) => vectorFromArray([v], new Int32()).data[0]);
		const table = new Table([
			new RecordBatch(
				new Schema(fields),
				makeData({ type: new Struct(fields), length: 1, nullCount: 0, children: data })
			)
		]);
		const columns = chartColumns(resultColumns(table.schema.fields));
		expect(columns.map((c) => c.name)).toEqual(['a', 'a_1']);
		const [row] = chartRows(table);
		expect(columns.map((c) => row[c.name])).toEqual([1, 100]);
	});
});
