// The first answers of the views VIEW_FIRST_QUERIES lists, computed at build time over the fixture
// papers: each view's own first queries, with the rows the app's own DuckDB-WASM gives for the
// same SQL over the same table.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewAnswers } from '../../scripts/view-answers.ts';
import { CHART_COLUMNS } from '../../src/lib/db/columns.ts';
import {
	VIEW_FIRST_QUERIES,
	type FirstAnswersView
} from '../../src/lib/queries/view-first-queries.ts';
import type { Precomputed } from '../../src/lib/state/precomputed.ts';
import { writeFixtureData, type FixtureData } from '../fixtures/papers/fixture-data.ts';
import { wasmAnswers } from './build-answers-check.ts';

let data: FixtureData;
let instance: DuckDBInstance;
let connection: DuckDBConnection;
let answers: Record<FirstAnswersView, Precomputed>;
beforeAll(async () => {
	data = await writeFixtureData();
	instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(
		`CREATE TABLE papers AS SELECT ${CHART_COLUMNS.join(', ')} FROM read_parquet('${data.papers}')`
	);
	answers = await viewAnswers(connection);
});
afterAll(async () => {
	connection?.closeSync();
	instance?.closeSync();
	await data?.remove();
});

describe('viewAnswers', () => {
	it('answers each view’s first queries, by their SQL', () => {
		expect(Object.keys(answers)).toEqual(Object.keys(VIEW_FIRST_QUERIES));
		for (const [view, firstQueries] of Object.entries(VIEW_FIRST_QUERIES)) {
			const queries = firstQueries();
			const built = answers[view as FirstAnswersView].queries;
			expect(Object.keys(built)).toEqual(Object.keys(queries));
			for (const [id, sql] of Object.entries(queries)) expect(built[id].sql).toBe(sql);
		}
	});

	it('gives the rows the app’s DuckDB-WASM gives, as the page reads them', async () => {
		for (const view of Object.keys(VIEW_FIRST_QUERIES) as FirstAnswersView[]) {
			const file = join(data.papers, '..', `${view}.duckdb`);
			const compared = await wasmAnswers(connection, ['papers'], answers[view], file);
			let rows = 0;
			for (const { id, built, app } of compared) {
				expect(built, `${view} ${id}`).toEqual(app);
				rows += app.length;
			}
			// Each view drew something from the fixture papers: its count and more.
			expect(rows, view).toBeGreaterThan(compared.length);
		}
	}, 60_000);
});
