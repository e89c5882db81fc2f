// Emerging's first answers, computed at build time: the view's own first queries, over the
// fixture papers and the learned names the ETL wrote for them, with the rows the app's own
// DuckDB-WASM gives for the same SQL over the same tables (as the page reads them: tableRows).
import { DuckDBInstance } from '@duckdb/node-api';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergingAnswers } from '../../scripts/emerging-answers.ts';
import { CHART_STORAGE_VERSION } from '../../src/lib/db/chart-database.ts';
import { CHART_COLUMNS } from '../../src/lib/db/columns.ts';
import { tableRows } from '../../src/lib/db/table-rows.ts';
import { emergingFirstQueries } from '../../src/lib/queries/emerging.ts';
import type { EmergingPrecomputed } from '../../src/lib/state/precomputed.ts';
import { writeFixtureData, type FixtureData } from '../fixtures/papers/fixture-data.ts';
import { wasmDuckDB } from '../wasm-duckdb.ts';

let data: FixtureData;
let answers: EmergingPrecomputed | null;
let missing: EmergingPrecomputed | null;
let tablesFile: string;
beforeAll(async () => {
	data = await writeFixtureData();
	tablesFile = join(data.papers, '..', 'tables.duckdb');
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	await connection.run(
		`CREATE TABLE papers AS SELECT ${CHART_COLUMNS.join(', ')} FROM read_parquet('${data.papers}')`
	);
	missing = await emergingAnswers(connection, join(data.papers, '..', 'absent.parquet'));
	answers = await emergingAnswers(connection, data.entities);
	// Both tables as the build made them, in a file the app's DuckDB-WASM reads.
	await connection.run(
		`ATTACH '${tablesFile}' AS f (STORAGE_VERSION '${CHART_STORAGE_VERSION}');
		CREATE TABLE f.papers AS SELECT * FROM papers; CREATE TABLE f.entities AS SELECT * FROM entities;
		DETACH f`
	);
	connection.closeSync();
	instance.closeSync();
});
afterAll(() => data?.remove());

describe('emergingAnswers', () => {
	it('is null without entities.parquet: the view then asks DuckDB', () => {
		expect(missing).toBeNull();
	});

	it('answers the view’s first queries, by their SQL, and counts the learned names', async () => {
		const queries = emergingFirstQueries();
		expect(Object.keys(answers!.queries)).toEqual(Object.keys(queries));
		for (const [id, sql] of Object.entries(queries)) expect(answers!.queries[id].sql).toBe(sql);
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		const [{ n }] = (
			await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM '${data.entities}'`)
		).getRowObjectsJson() as { n: number }[];
		connection.closeSync();
		instance.closeSync();
		expect(answers!.entities).toBe(n);
		expect(n).toBeGreaterThan(0);
		expect(answers!.queries.ranked.rows.length).toBe(Math.min(n, 50));
		expect(answers!.queries.types.rows.length).toBeGreaterThan(0);
	});

	it('gives the rows the app’s DuckDB-WASM gives, as the page reads them', async () => {
		const db = await wasmDuckDB();
		db.registerFileBuffer('tables.duckdb', new Uint8Array(await readFile(tablesFile)));
		const connection = db.connect();
		connection.query(`ATTACH 'tables.duckdb' AS f (READ_ONLY)`);
		connection.query('CREATE TABLE papers AS SELECT * FROM f.papers');
		connection.query('CREATE TABLE entities AS SELECT * FROM f.entities');
		let compared = 0;
		for (const [id, { sql, rows }] of Object.entries(answers!.queries)) {
			const app = tableRows(connection.query(sql), 'rows');
			// Through JSON, as the page receives the build's file.
			expect(JSON.parse(JSON.stringify(rows)), id).toEqual(app);
			compared += app.length;
		}
		// Every query answered something: a ranked name with its adoption points among them.
		for (const { rows } of Object.values(answers!.queries)) expect(rows.length).toBeGreaterThan(0);
		expect(compared).toBeGreaterThan(5);
		connection.close();
	}, 60_000);
});
