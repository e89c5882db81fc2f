// Emerging's first answers, computed at build time: the view's own first queries, over the
// fixture papers and the learned names the ETL wrote for them, with the rows the app's own
// DuckDB-WASM gives for the same SQL over the same tables.
import { DuckDBInstance } from '@duckdb/node-api';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergingAnswers } from '../../scripts/emerging-answers.ts';
import { emergingFirstQueries } from '../../src/lib/queries/emerging.ts';
import type { EmergingPrecomputed } from '../../src/lib/state/precomputed.ts';
import { fixtureBuild, wasmAnswers } from './build-answers-check.ts';

let build: Awaited<ReturnType<typeof fixtureBuild>>;
let answers: EmergingPrecomputed | null;
let missing: EmergingPrecomputed | null;
beforeAll(async () => {
	build = await fixtureBuild();
	missing = await emergingAnswers(
		build.connection,
		join(build.data.papers, '..', 'absent.parquet')
	);
	answers = await emergingAnswers(build.connection, build.data.entities);
});
afterAll(() => build?.close());

describe('emergingAnswers', () => {
	it('is null without entities.parquet: the view then asks DuckDB', () => {
		expect(missing).toBeNull();
	});

	it('is null for a file it cannot read, without failing the build', async () => {
		const damaged = join(build.data.papers, '..', 'damaged.parquet');
		await writeFile(damaged, 'not a Parquet file');
		const other = await DuckDBInstance.create(':memory:');
		const own = await other.connect();
		try {
			expect(await emergingAnswers(own, damaged)).toBeNull();
		} finally {
			own.closeSync();
			other.closeSync();
		}
	});

	it('answers the view’s first queries, by their SQL, and counts the learned names', async () => {
		const queries = emergingFirstQueries();
		expect(Object.keys(answers!.queries)).toEqual(Object.keys(queries));
		for (const [id, sql] of Object.entries(queries)) expect(answers!.queries[id].sql).toBe(sql);
		const [{ n }] = (
			await build.connection.runAndReadAll(
				`SELECT count(*)::INTEGER AS n FROM '${build.data.entities}'`
			)
		).getRowObjectsJson() as { n: number }[];
		expect(answers!.entities).toBe(n);
		expect(n).toBeGreaterThan(0);
		expect(answers!.queries.ranked.rows.length).toBe(Math.min(n, 50));
	});

	it('gives the rows the app’s DuckDB-WASM gives, as the page reads them', async () => {
		const file = join(build.data.papers, '..', 'tables.duckdb');
		const compared = await wasmAnswers(build.connection, ['papers', 'entities'], answers!, file);
		for (const { id, built, app } of compared) {
			expect(built, id).toEqual(app);
			// Every query answered something: a ranked name with its adoption points among them.
			expect(app.length, id).toBeGreaterThan(0);
		}
	}, 60_000);
});
