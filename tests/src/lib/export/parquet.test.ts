import {
	vectorFromArray,
	List,
	Field,
	Int32,
	Utf8,
	Struct,
	Float64,
	DateDay,
	Table,
	makeVector
} from 'apache-arrow';
import { DuckDBInstance } from '@duckdb/node-api';
import { parquetReadObjects } from 'hyparquet';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrowToParquet } from '../../../../src/lib/export/parquet';
import { parquetSchema } from '../../../../src/lib/export/parquet-schema';

function sampleTable(): Table {
	const algorithms = vectorFromArray(
		[['PPO', 'GRPO'], [], null],
		new List(new Field('item', new Utf8(), true))
	);
	const gains = vectorFromArray(
		[[{ value: 3.5, benchmark: 'MATH' }], null, [{ value: 1, benchmark: null }]],
		new List(
			new Field(
				'item',
				new Struct([
					new Field('value', new Float64(), true),
					new Field('benchmark', new Utf8(), true)
				]),
				true
			)
		)
	);
	const published = vectorFromArray(
		[new Date(Date.UTC(2025, 0, 2)), null, new Date(Date.UTC(2024, 11, 31))],
		new DateDay()
	);
	return new Table({
		id: vectorFromArray(['a', 'b,"c"', null], new Utf8()),
		votes: vectorFromArray([1, null, 3], new Int32()),
		big: makeVector(new BigInt64Array([1n, 2n ** 40n, -5n])),
		algorithms,
		gains,
		published
	});
}

describe('arrowToParquet', () => {
	it('writes a file hyparquet reads back with the same rows, lists and structs', async () => {
		const bytes = arrowToParquet(sampleTable());
		const rows = await parquetReadObjects({
			file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
		});
		expect(rows).toHaveLength(3);
		expect(rows[0]).toMatchObject({ id: 'a', votes: 1, big: 1n, algorithms: ['PPO', 'GRPO'] });
		expect(rows[1]).toMatchObject({ id: 'b,"c"', votes: null, big: 2n ** 40n, algorithms: [] });
		// hyparquet reads a null list as undefined; DuckDB (below) tells null from empty.
		expect(rows[1].gains ?? null).toBeNull();
		expect(rows[2].algorithms ?? null).toBeNull();
		expect(rows[0].gains).toEqual([{ value: 3.5, benchmark: 'MATH' }]);
		expect(rows[2].gains).toEqual([{ value: 1, benchmark: null }]);
		expect((rows[0].published as Date).toISOString().slice(0, 10)).toBe('2025-01-02');
	});
});

describe('arrowToParquet read by DuckDB', () => {
	it('keeps null and empty lists apart, dates as DATE', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'parquet-export-'));
		const path = join(dir, 'x.parquet');
		writeFileSync(path, arrowToParquet(sampleTable()));
		const db = await DuckDBInstance.create(':memory:');
		const connection = await db.connect();
		try {
			const reader = await connection.runAndReadAll(
				`SELECT id, algorithms IS NULL AS no_list, len(algorithms) AS n, published::VARCHAR AS day,
				        gains[1].benchmark AS benchmark FROM read_parquet('${path}')`
			);
			expect(reader.getRowObjectsJson()).toEqual([
				{ id: 'a', no_list: false, n: '2', day: '2025-01-02', benchmark: 'MATH' },
				{ id: 'b,"c"', no_list: false, n: '0', day: null, benchmark: null },
				{ id: null, no_list: true, n: null, day: '2024-12-31', benchmark: null }
			]);
		} finally {
			connection.closeSync();
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe('parquetSchema', () => {
	it('writes lists as 3-level LIST groups', () => {
		const schema = parquetSchema(sampleTable().schema.fields);
		const i = schema.findIndex((e) => e.name === 'algorithms');
		expect(schema[i]).toMatchObject({ converted_type: 'LIST', num_children: 1 });
		expect(schema[i + 1]).toMatchObject({ name: 'list', repetition_type: 'REPEATED' });
		expect(schema[i + 2]).toMatchObject({ name: 'element', converted_type: 'UTF8' });
	});
	it('refuses a table with no columns', () => {
		expect(() => parquetSchema([])).toThrow(/no columns/);
	});
});
