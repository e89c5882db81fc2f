// Each overview card's n (the papers it can draw) agrees with an independent count over a data
// file the ETL writes, with and without filters.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters, where, type Filters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries, sizesSql, topNamesSql } from '../../../../src/lib/queries/overview.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';

let data: FixtureData;
let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

beforeAll(async () => {
	data = await writeFixtureData();
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
});
afterAll(async () => {
	connection?.closeSync();
	await data?.remove();
});

const COLUMNS = {
	with_algorithms: 'algorithms',
	with_benchmarks: 'benchmarks',
	with_paradigms: 'paradigms',
	with_domains: 'domains',
	with_sizes: 'model_sizes_b',
	with_gains: 'gains'
};

describe('overview denominators', () => {
	for (const f of [emptyFilters(), { ...emptyFilters(), q: 'agent' } as Filters]) {
		it(`counts the papers each card can draw (${f.q || 'no filter'})`, async () => {
			const [counts] = await rows(overviewQueries(f).counts);
			for (const [key, column] of Object.entries(COLUMNS)) {
				const [check] = await rows(
					`SELECT count(*)::INTEGER AS n FROM papers ${where(f, `EXISTS (SELECT 1 FROM unnest(${column}))`)}`
				);
				expect(counts[key], key).toBe(check.n);
				expect(counts[key], key).toBeLessThanOrEqual(counts.papers);
			}
		});
	}

	it('gives every gains row the papers with a claim in its unit', async () => {
		const gains = await rows(overviewQueries(emptyFilters()).gains);
		for (const unit of new Set(gains.map((g) => g.unit))) {
			const [check] = await rows(
				`SELECT count(DISTINCT paper_id)::INTEGER AS n FROM (SELECT paper_id, unnest(gains) AS g FROM papers) WHERE g.unit = '${unit}'`
			);
			expect(gains.filter((g) => g.unit === unit).every((g) => g.papers === check.n)).toBe(true);
		}
	});
});

describe('top names', () => {
	it('says how many names past the cut tie with each shown one, checked by counting all names', async () => {
		let ties = 0;
		for (const limit of [1, 2, 3, 5]) {
			const top = await rows(topNamesSql('algorithms', emptyFilters(), limit));
			ties += top.at(-1)!.tied_names_not_shown;
			const all = await rows(
				`SELECT name, count(DISTINCT paper_id)::INTEGER AS papers FROM (SELECT paper_id, unnest(algorithms) AS name FROM papers) GROUP BY name ORDER BY papers DESC, name`
			);
			expect(top.map((r) => [r.name, r.papers])).toEqual(
				all.slice(0, limit).map((r) => [r.name, r.papers])
			);
			for (const row of top)
				expect(row.tied_names_not_shown, `${limit} ${row.name}`).toBe(
					all.slice(limit).filter((r) => r.papers === row.papers).length
				);
		}
		// The fixture has a tie the cut falls inside.
		expect(ties).toBeGreaterThan(0);
	});
});

describe('model sizes', () => {
	it('counts a paper once per size, and once per bar however many of its sizes the bar holds', async () => {
		await connection.run(`CREATE TABLE sized_papers AS SELECT * FROM (VALUES
			('a', [6.6, 7.6, 8.0]::DOUBLE[]), ('b', [7.0, 7.0, 70.0]::DOUBLE[]),
			('c', [8.0, 0.0]::DOUBLE[]), ('d', []::DOUBLE[])) t(paper_id, model_sizes_b)`);
		const got = await rows(sizesSql(emptyFilters(), 'sized_papers'));
		// 5.6B ≤ 6.6, 7, 7.6, 8 < 10B share a quarter-decade bar; 70B is in the one from 56B;
		// a size of 0 has no place on a log axis.
		expect(got.map((r) => [r.size_b, r.bin, r.papers, r.bin_papers])).toEqual([
			[6.6, 3, 1, 3],
			[7, 3, 1, 3],
			[7.6, 3, 1, 3],
			[8, 3, 2, 3],
			[70, 7, 1, 1]
		]);
	});
});

describe('top names', () => {
	it('orders a tie by name whatever the case ("Actor-Critic" before "ATAC")', async () => {
		const tied = `(SELECT * FROM (VALUES ('p1', ['ATAC']), ('p2', ['Actor-Critic']), ('p3', ['beta']),
			('p4', ['Alpha'])) AS t(paper_id, algorithms))`;
		const top = await rows(topNamesSql('algorithms', emptyFilters(), 4, tied));
		expect(top.map((r) => r.name)).toEqual(['Actor-Critic', 'Alpha', 'ATAC', 'beta']);
	});
});
