// Every query builder's SQL runs in DuckDB against the real data file, and its numbers agree
// with an independent count over the same rows.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters, where, type Filters } from '../../../../src/lib/queries/filters.ts';
import {
	algorithmBenchmarkSql,
	algorithmPairsSql,
	papersWithBothSql
} from '../../../../src/lib/queries/methods.ts';
import { gainsByGroupSql } from '../../../../src/lib/queries/gains.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { paperCountSql, papersTableSql } from '../../../../src/lib/queries/papers.ts';
import { datedSummarySql, trendSql } from '../../../../src/lib/queries/trends.ts';
import { rankTrends, type TrendPoint } from '../../../../src/lib/queries/trend-statistic.ts';

const PARQUET = 'static/data/papers.parquet';
let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

beforeAll(async () => {
	if (!existsSync(PARQUET)) throw new Error(`${PARQUET} missing: run npm run etl first`);
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${PARQUET}')`);
});
afterAll(() => connection?.closeSync());

const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });

describe('query layer', () => {
	it('counts papers the way an independent query does, with and without filters', async () => {
		for (const f of [
			emptyFilters(),
			filtered({ algorithm: ['GRPO'] }),
			filtered({ algorithm: ['GRPO', 'PPO'], benchmark: ['MATH'] }),
			filtered({ size: ['4–10B'] }),
			filtered({ q: 'agent' }),
			filtered({ from: '2025-01-01', to: '2025-12-31' })
		]) {
			const [counts] = await rows(overviewQueries(f).counts);
			const [check] = await rows(
				`SELECT count(*)::INTEGER AS n, count(published)::INTEGER AS d FROM papers ${where(f)}`
			);
			expect(counts.papers).toBe(check.n);
			expect(counts.dated).toBe(check.d);
		}
		const [grpo] = await rows(
			`SELECT count(*)::INTEGER AS n FROM papers WHERE 'GRPO' IN (SELECT unnest(algorithms))`
		);
		const [counts] = await rows(overviewQueries(filtered({ algorithm: ['GRPO'] })).counts);
		expect(counts.papers).toBe(grpo.n);
		expect(grpo.n).toBeGreaterThan(0);
	});

	it('ranks top names by distinct papers', async () => {
		const top = await rows(overviewQueries(emptyFilters()).algorithms);
		const [first] = await rows(
			`SELECT count(*)::INTEGER AS n FROM papers WHERE list_contains(algorithms, '${top[0].name}')`
		);
		expect(top[0].papers).toBe(first.n);
		expect(top.map((r) => r.papers)).toEqual([...top.map((r) => r.papers)].sort((a, b) => b - a));
	});

	it('keeps size bands, dates and quotes in user values safe and exact', async () => {
		const [bad] = await rows(
			overviewQueries(filtered({ algorithm: ["x'); DROP TABLE papers; --"] })).counts
		);
		expect(bad.papers).toBe(0);
		const [still] = await rows('SELECT count(*)::INTEGER AS n FROM papers');
		expect(still.n).toBeGreaterThan(0);
		const band = await rows(
			`SELECT count(*)::INTEGER AS n FROM papers ${where(filtered({ size: ['4–10B'] }))}`
		);
		const [check] = await rows(
			`SELECT count(*)::INTEGER AS n FROM papers WHERE EXISTS (SELECT 1 FROM unnest(model_sizes_b) t(s) WHERE s >= 4 AND s < 10)`
		);
		expect(band[0].n).toBe(check.n);
		expect(() => where(filtered({ from: "2025'--" }))).toThrow('invalid date');
	});

	it('gives trend shares over dated papers only, and ranks them', async () => {
		const points = (await rows(
			trendSql('algorithms', emptyFilters(), 'year', 5)
		)) as unknown as TrendPoint[];
		expect(points.length).toBeGreaterThan(0);
		const [summary] = await rows(datedSummarySql(emptyFilters()));
		const totalDated = new Map(points.map((p) => [p.period, p.dated]));
		expect([...totalDated.values()].reduce((a, b) => a + b, 0)).toBe(summary.dated);
		for (const p of points) expect(p.share).toBeCloseTo(p.papers / p.dated, 3);
		expect(rankTrends(points).length).toBe(new Set(points.map((p) => p.name)).size);
		for (const subject of ['benchmarks', 'sizes'] as const) {
			for (const period of ['quarter', 'month'] as const)
				await rows(trendSql(subject, emptyFilters(), period, 5));
		}
	});

	it('counts the overview gains per value without losing a claim', async () => {
		const counted = await rows(overviewQueries(emptyFilters()).gains);
		const [independent] = await rows(
			`SELECT count(*)::INTEGER AS n FROM (SELECT unnest(gains) AS g FROM papers)`
		);
		expect(counted.reduce((n, r) => n + r.claims, 0)).toBe(independent.n);
		expect(independent.n).toBeGreaterThan(50);
	});

	it('runs the methods, gains and papers queries, and a cell lists exactly its papers', async () => {
		const cells = await rows(algorithmBenchmarkSql(emptyFilters(), 12));
		expect(cells.length).toBeGreaterThan(0);
		const cell = cells[0];
		const behind = await rows(
			papersWithBothSql(
				emptyFilters(),
				['algorithms', cell.algorithm],
				['benchmarks', cell.benchmark]
			)
		);
		expect(behind.length).toBe(cell.papers);
		const pairs = await rows(algorithmPairsSql(emptyFilters(), 12));
		expect(pairs.every((p) => p.first !== p.second)).toBe(true);
		for (const unit of ['%', 'pt', 'x']) {
			const gains = await rows(gainsByGroupSql(emptyFilters(), 'benchmarks', unit, 12));
			expect(gains.every((g) => typeof g.value === 'number')).toBe(true);
			// Counted rows lose no claim, and each name's median is over its claims, not its rows.
			for (const name of new Set(gains.map((g) => g.name))) {
				const mine = gains.filter((g) => g.name === name);
				const values = mine
					.flatMap((g) => Array(g.claims).fill(g.value) as number[])
					.sort((a, b) => a - b);
				const mid = values.length / 2;
				const median =
					values.length % 2 ? values[Math.floor(mid)] : (values[mid - 1] + values[mid]) / 2;
				expect(mine[0].median).toBeCloseTo(median, 9);
			}
		}
		const [count] = await rows(paperCountSql(emptyFilters()));
		const table = await rows(papersTableSql(emptyFilters(), 'votes', true, 10));
		expect(table).toHaveLength(Math.min(10, count.papers));
	});
});
