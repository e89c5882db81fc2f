// The first answers of the views VIEW_FIRST_QUERIES lists, computed at build time over the fixture
// papers: each view's own first queries, with the rows the app's own DuckDB-WASM gives for the
// same SQL over the same table.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewAnswers } from '../../scripts/view-answers.ts';
import {
	VIEW_FIRST_QUERIES,
	type FirstAnswersView
} from '../../src/lib/queries/view-first-queries.ts';
import type { Precomputed } from '../../src/lib/state/precomputed.ts';
import { fixtureBuild, wasmAnswers } from './build-answers-check.ts';

let build: Awaited<ReturnType<typeof fixtureBuild>>;
let answers: Record<FirstAnswersView, Precomputed>;
beforeAll(async () => {
	build = await fixtureBuild();
	answers = await viewAnswers(build.connection);
});
afterAll(() => build?.close());

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
			const file = join(build.data.papers, '..', `${view}.duckdb`);
			const compared = await wasmAnswers(build.connection, ['papers'], answers[view], file);
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
