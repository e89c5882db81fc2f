// The build's chart database: the fixture papers' chart columns, opened by the app's own
// DuckDB-WASM (an older DuckDB than the build's) as the app does, with the same rows.
import { DuckDBInstance } from '@duckdb/node-api';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeChartDatabase } from '../../scripts/chart-database-file.ts';
import {
	attachChartsSql,
	CHART_DATABASE_FILE,
	isDuckDBFile
} from '../../src/lib/db/chart-database.ts';
import { CHART_COLUMNS } from '../../src/lib/db/columns.ts';
import { writeFixtureData, type FixtureData } from '../fixtures/papers/fixture-data.ts';
import { wasmDuckDB } from '../wasm-duckdb.ts';

let data: FixtureData;
let out: string;
let expected: Record<string, unknown>[];
beforeAll(async () => {
	data = await writeFixtureData();
	out = join(dirname(data.papers), 'papers.duckdb');
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	await connection.run(
		`CREATE TABLE papers AS SELECT ${CHART_COLUMNS.join(', ')} FROM read_parquet('${data.papers}')`
	);
	await writeChartDatabase(connection, 'papers', out);
	expected = (
		await connection.runAndReadAll(
			'SELECT paper_id, algorithms, published::VARCHAR AS published FROM papers ORDER BY paper_id'
		)
	).getRowObjectsJson() as Record<string, unknown>[];
	connection.closeSync();
	instance.closeSync();
});
afterAll(() => data?.remove());

describe('writeChartDatabase', () => {
	it('writes a DuckDB file, leaving no partial file', async () => {
		expect(isDuckDBFile(new Uint8Array(await readFile(out)))).toBe(true);
		expect((await readdir(dirname(out))).filter((f) => f.includes('.partial'))).toEqual([]);
	});

	it('is read by the app’s DuckDB-WASM: the chart columns in order, the same rows', async () => {
		const db = await wasmDuckDB();
		db.registerFileBuffer(CHART_DATABASE_FILE, new Uint8Array(await readFile(out)));
		const connection = db.connect();
		connection.query(attachChartsSql());
		const columns = connection.query('DESCRIBE charts.papers').toArray();
		expect(columns.map((row: { column_name: string }) => row.column_name)).toEqual([
			...CHART_COLUMNS
		]);
		const rows = connection
			.query(
				'SELECT paper_id, algorithms, published::VARCHAR AS published FROM charts.papers ORDER BY paper_id'
			)
			.toArray()
			.map((row: { toJSON(): Record<string, unknown> }) => {
				const { paper_id, algorithms, published } = row.toJSON();
				return { paper_id, algorithms: [...(algorithms as Iterable<string>)], published };
			});
		expect(rows).toEqual(expected);
		expect(rows.length).toBeGreaterThan(5);
		connection.close();
	}, 60_000);
});
