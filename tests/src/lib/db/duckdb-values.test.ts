// Values as DuckDB-WASM (the app's own build, run in Node) hands them to the console, read in each
// of the console's ways: on screen, in a JSON file and in a Parquet file (read back by DuckDB).
import { DuckDBInstance } from '@duckdb/node-api';
import type { Table } from 'apache-arrow';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnReader } from '../../../../src/lib/db/table-rows';
import { encodeInBrowser } from '../../../../src/lib/export/result-export';
import { tempDir } from '../../../temp-dir';
import { wasmDuckDB } from '../../../wasm-duckdb';

let query: (sql: string) => Table;

beforeAll(async () => {
	const conn = (await wasmDuckDB()).connect();
	query = (sql) => conn.query(sql);
}, 60_000);

/** The first row's cells as the result table shows them. */
const shown = (table: Table) =>
	table.schema.fields.map((_, i) => columnReader(table, i, 'text')(0));

/** The rows of the result's Parquet export as DuckDB reads the file, as DuckDB's text. */
async function parquetText(table: Table, dir: string): Promise<string[][]> {
	const path = join(dir, 'result.parquet');
	writeFileSync(path, encodeInBrowser(table, 'parquet'));
	const conn = await (await DuckDBInstance.create(':memory:')).connect();
	const names = table.schema.fields.map((f) => `"${f.name}"::VARCHAR`).join(', ');
	const reader = await conn.runAndReadAll(`SELECT ${names} FROM read_parquet('${path}')`);
	return reader.getRowsJS().map((row) => row.map(String));
}

describe('maps', () => {
	it('read key → value, a timestamp in one as a timestamp, an infinite one as a word', async () => {
		const table = query(
			`SELECT MAP {'k': 'infinity'::TIMESTAMP} AS m, [MAP {'a': TIMESTAMP '2024-01-02 03:04:05.123456'}] AS l, MAP {'x': 1, 'y': NULL} AS n`
		);
		expect(shown(table)).toEqual([
			"{k: 'infinity'}",
			"[{a: '2024-01-02T03:04:05.123456Z'}]",
			'{x: 1, y: NULL}'
		]);
		// Keys read by their type: a timestamp, a date, a decimal.
		const keyed = query(
			`SELECT MAP {TIMESTAMP '2024-01-01 00:00:00': 1} AS t, MAP {DATE '2024-01-01': 1} AS d, MAP {1.5::DECIMAL(4,1): 'x'} AS n`
		);
		expect(shown(keyed)).toEqual([
			"{'2024-01-01 00:00:00': 1}",
			"{'2024-01-01': 1}",
			"{'1.5': 'x'}"
		]);
		// In a Parquet file a map is JSON text.
		const [row] = await parquetText(table, tempDir('map-parquet'));
		expect(JSON.parse(row[0])).toEqual({ k: 'infinity' });
	});
});

describe('timestamps', () => {
	it('inside a list or a struct, infinite ones read as words (Arrow threw on them)', () => {
		const table = query(
			`SELECT ['infinity'::TIMESTAMP, NULL] AS l, {'t': '-infinity'::TIMESTAMP} AS s`
		);
		expect(shown(table)).toEqual(["['infinity', NULL]", "{t: '-infinity'}"]);
	});

	it('keep their microseconds on screen and in a JSON file, before 1970 too', () => {
		const table = query(
			`SELECT TIMESTAMP '2024-01-02 03:04:05.123456' AS t, TIMESTAMP '1969-12-31 23:59:59.999999' AS before,
			 TIMESTAMP_NS '2024-01-02 03:04:05.1234567' AS ns, TIMESTAMP_S '2024-01-02 03:04:05' AS s,
			 [TIMESTAMP '2024-01-02 03:04:05.000001'] AS l`
		);
		expect(shown(table)).toEqual([
			'2024-01-02 03:04:05.123456',
			'1969-12-31 23:59:59.999999',
			'2024-01-02 03:04:05.123456',
			'2024-01-02 03:04:05',
			"['2024-01-02T03:04:05.000001Z']"
		]);
		const json = JSON.parse(new TextDecoder().decode(encodeInBrowser(table, 'json')));
		expect(json).toEqual([
			{
				t: '2024-01-02T03:04:05.123456Z',
				before: '1969-12-31T23:59:59.999999Z',
				ns: '2024-01-02T03:04:05.123456Z',
				s: '2024-01-02T03:04:05.000Z',
				l: ['2024-01-02T03:04:05.000001Z']
			}
		]);
	});

	it('keep their microseconds in a Parquet file, and infinite ones stay infinite', async () => {
		const table = query(
			`SELECT TIMESTAMP '2024-01-02 03:04:05.123456' AS t, 'infinity'::TIMESTAMP AS inf,
			 ['-infinity'::TIMESTAMP] AS l`
		);
		expect(await parquetText(table, tempDir('duckdb-values-'))).toEqual([
			['2024-01-02 03:04:05.123456', 'infinity', '[-infinity]']
		]);
	});
	it('are read back as the type they were: with a time zone or without', async () => {
		const table = query(
			`SELECT TIMESTAMP '2024-01-02 03:04:05' AS plain, TIMESTAMPTZ '2024-01-02 03:04:05+00' AS utc`
		);
		const path = join(tempDir('duckdb-values-'), 'types.parquet');
		writeFileSync(path, encodeInBrowser(table, 'parquet'));
		const conn = await (await DuckDBInstance.create(':memory:')).connect();
		const reader = await conn.runAndReadAll(
			`SELECT typeof(plain), typeof(utc) FROM read_parquet('${path}')`
		);
		expect(reader.getRowsJS()).toEqual([['TIMESTAMP', 'TIMESTAMP WITH TIME ZONE']]);
	});
});

describe('dates', () => {
	it('an infinite one is written to Parquet as DuckDB writes it (the export failed)', async () => {
		const table = query(`SELECT 'infinity'::DATE AS d, DATE '2025-03-04' AS day, 1 AS n`);
		expect(await parquetText(table, tempDir('duckdb-values-'))).toEqual([
			['infinity', '2025-03-04', '1']
		]);
	});
});
