// Trends' first answers, computed at build time: the page's own first queries over the fixture
// papers, with the rows the app's own DuckDB-WASM gives for the same SQL over the same table.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendsAnswers } from '../../scripts/trends-answers.ts';
import { CHART_COLUMNS } from '../../src/lib/db/columns.ts';
import { trendsFirstQueries } from '../../src/lib/queries/trends.ts';
import type { TrendsPrecomputed } from '../../src/lib/state/precomputed.ts';
import { fixtureBuild, wasmAnswers } from './build-answers-check.ts';

let build: Awaited<ReturnType<typeof fixtureBuild>>;
let answers: TrendsPrecomputed;
beforeAll(async () => {
	build = await fixtureBuild();
	answers = await trendsAnswers(build.connection);
});
afterAll(() => build?.close());

describe('trendsAnswers', () => {
	it('finds not_after in the data, and answers the page’s first queries by their SQL', () => {
		expect(answers.notAfter).toBe(CHART_COLUMNS.includes('not_after'));
		const queries = trendsFirstQueries(answers.notAfter);
		expect(Object.keys(answers.queries)).toEqual(Object.keys(queries));
		for (const [id, sql] of Object.entries(queries)) expect(answers.queries[id].sql).toBe(sql);
	});

	it('gives the rows the app’s DuckDB-WASM gives, as the page reads them', async () => {
		const file = join(build.data.papers, '..', 'tables.duckdb');
		const compared = await wasmAnswers(build.connection, ['papers'], answers, file);
		let rows = 0;
		for (const { id, built, app } of compared) {
			expect(built, id).toEqual(app);
			rows += app.length;
		}
		// Lines with their periods, the summary, the months: far more than one row each.
		expect(rows).toBeGreaterThan(compared.length * 2);
	}, 60_000);
});
