// Every query builder's SQL runs in DuckDB against a data file the ETL writes (from the fixture
// papers), and its numbers agree with an independent count over the same rows.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters, where, type Filters } from '../../../../src/lib/queries/filters.ts';
import {
	algorithmBenchmarkSql,
	algorithmPairsSql,
	papersWithBothSql
} from '../../../../src/lib/queries/methods.ts';
import { gainsByGroupSql } from '../../../../src/lib/queries/gains.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { paperCountSql, papersTableSql, TITLE_ORDER } from '../../../../src/lib/queries/papers.ts';
import {
	datedSummarySql,
	NOT_AFTER_PROBE_SQL,
	trendSql
} from '../../../../src/lib/queries/trends.ts';
import { adoptionSql, emergingSql } from '../../../../src/lib/queries/emerging.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';
import { FIXTURE_GAINS } from '../../../fixtures/papers/fixture-papers.ts';
import { loadEntitiesTable } from '../db/entities-table.ts';
import {
	RANK_DEFAULTS,
	rankTrends,
	type TrendPoint
} from '../../../../src/lib/stats/trend-statistic.ts';

let data: FixtureData;
let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

beforeAll(async () => {
	data = await writeFixtureData();
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
	await loadEntitiesTable(connection, data.entities);
});
afterAll(async () => {
	connection?.closeSync();
	await data?.remove();
});

const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });

describe('query layer', () => {
	it('counts papers the way an independent query does, with and without filters', async () => {
		for (const f of [
			emptyFilters(),
			filtered({ algorithm: ['GRPO'] }),
			filtered({ algorithm: ['GRPO', 'PPO'], benchmark: ['MATH'] }),
			filtered({ size: ['4–10B'] }),
			filtered({ q: 'agent' }),
			filtered({ from: '2025-01-01', to: '2025-12-31' }),
			filtered({ name: ['GRPO', 'MATH-500'] })
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

	it('gives trend shares over dated papers only, spreads the bounded ones, and ranks them', async () => {
		const [probe] = await rows(NOT_AFTER_PROBE_SQL);
		const notAfter = probe.n === 1;
		const options = { period: 'year', top: 5, estimated: true, notAfter } as const;
		const points = (await rows(
			trendSql('algorithms', emptyFilters(), options)
		)) as unknown as TrendPoint[];
		expect(points.length).toBeGreaterThan(0);
		const [summary] = await rows(datedSummarySql(emptyFilters(), notAfter));
		const perPeriod = new Map(points.map((p) => [p.period, p]));
		const sum = (key: 'dated' | 'spread') =>
			[...perPeriod.values()].reduce((a, p) => a + (p[key] ?? 0), 0);
		expect(sum('dated')).toBe(summary.dated);
		// Every bounded paper is spread to a total weight of one.
		expect(sum('spread')).toBeCloseTo(summary.bounded, 6);
		expect(summary.dated + summary.bounded + summary.upper_only + summary.undated).toBe(
			summary.papers
		);
		for (const p of points) expect(p.share).toBe(p.dated > 0 ? p.papers / p.dated : null);
		const { ranked, tooLittle } = rankTrends(points, { minN: 5, ...RANK_DEFAULTS });
		expect(ranked.length + tooLittle.length).toBe(new Set(points.map((p) => p.name)).size);
		for (const r of ranked) expect(r.periods).toBeGreaterThanOrEqual(RANK_DEFAULTS.minPeriods);
		for (const subject of ['benchmarks', 'sizes'] as const) {
			for (const period of ['quarter', 'month'] as const)
				await rows(trendSql(subject, emptyFilters(), { ...options, period }));
		}
	});

	it('counts the overview gains per value without losing a claim', async () => {
		const counted = await rows(overviewQueries(emptyFilters()).gains);
		const [independent] = await rows(
			`SELECT count(*)::INTEGER AS n FROM (SELECT unnest(gains) AS g FROM papers)`
		);
		expect(counted.reduce((n, r) => n + r.claims, 0)).toBe(independent.n);
		expect(independent.n).toBe(FIXTURE_GAINS);
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
		// Each matrix's n: the distinct papers behind its cells, counted apart from the cells.
		const names = (list: unknown[]) =>
			list.map((x) => `'${String(x).replaceAll("'", "''")}'`).join(', ');
		const [both] = await rows(`SELECT count(*)::INTEGER AS n FROM papers
			WHERE len(list_intersect(algorithms, [${names(cells.map((c) => c.algorithm))}])) > 0
			AND len(list_intersect(benchmarks, [${names(cells.map((c) => c.benchmark))}])) > 0`);
		expect(cells.every((c) => c.drawn_papers === both.n)).toBe(true);
		const [two] = await rows(`SELECT count(*)::INTEGER AS n FROM papers
			WHERE len(list_distinct(list_intersect(algorithms, [${names(pairs.map((p) => p.first))}]))) > 1`);
		expect(pairs.every((p) => p.drawn_papers === two.n)).toBe(true);
		for (const unit of ['%', 'pt', 'x']) {
			const gains = await rows(gainsByGroupSql(emptyFilters(), 'benchmarks', unit, 12));
			// Per benchmark, only claims whose clause names it: as many as an independent count.
			const [attributed] = await rows(`SELECT count(*)::INTEGER AS n FROM
				(SELECT unnest(gains) AS g FROM papers) WHERE g.unit = '${unit}' AND g.benchmark IN
				(SELECT DISTINCT name FROM (VALUES ${[...new Set(gains.map((g) => `('${String(g.name).replaceAll("'", "''")}')`))].join(', ') || "('')"}) t(name))`);
			expect(gains.reduce((sum, g) => sum + g.claims, 0)).toBe(attributed.n);
			expect(gains.every((g) => typeof g.value === 'number')).toBe(true);
			// Counted rows lose no claim, and the median of each name and metric is over its claims,
			// not its rows.
			for (const key of new Set(gains.map((g) => JSON.stringify([g.name, g.metric])))) {
				const mine = gains.filter((g) => JSON.stringify([g.name, g.metric]) === key);
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

	it('sorts titles as they read: LaTeX marks, leading quotes, accents and case aside', async () => {
		const sorted = await rows(`SELECT title FROM (VALUES ('Zebra'), ('iGPT: x'), ('$T^3$: y'),
			('$\\text{C}^{2}$Net'), ('Alpha'), ('"What now?": z'), ('$(\\ell,δ)$-Privacy'), ('Über x')) v(title)
			ORDER BY ${TITLE_ORDER}, title`);
		expect(sorted.map((r) => r.title)).toEqual([
			'Alpha',
			'$\\text{C}^{2}$Net',
			'iGPT: x',
			'$T^3$: y',
			'Über x',
			'"What now?": z',
			'Zebra',
			'$(\\ell,δ)$-Privacy'
		]);
		const table = await rows(papersTableSql(emptyFilters(), 'title', false, 1000));
		const key = (title: string) =>
			title
				.replace(/\\[A-Za-z]+|[$\\{}^_]/g, '')
				.replace(/^[^\p{L}\p{N}]+/u, '')
				.normalize('NFD')
				.replace(/\p{M}/gu, '')
				.toLowerCase();
		const keys = table.map((r) => key(String(r.title)));
		expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
	});

	it('filters by a name in algorithms, benchmarks, proposed or models, in any case, as an independent query does', async () => {
		const picks = await rows(`
			(SELECT 'model' AS kind, m.name AS name FROM papers, unnest(models) t(m) GROUP BY 2 ORDER BY count(*) DESC, 2 LIMIT 1)
			UNION ALL (SELECT 'proposed', x FROM papers, unnest(proposed) t(x) GROUP BY 2 ORDER BY count(*) DESC, 2 LIMIT 1)
			UNION ALL (SELECT 'algorithm', x FROM papers, unnest(algorithms) t(x) GROUP BY 2 ORDER BY count(*) DESC, 2 LIMIT 1)
			UNION ALL (SELECT 'benchmark', x FROM papers, unnest(benchmarks) t(x) GROUP BY 2 ORDER BY count(*) DESC, 2 LIMIT 1)`);
		expect(picks.map((p) => p.kind)).toEqual(['model', 'proposed', 'algorithm', 'benchmark']);
		for (const { name } of picks) {
			// Any case: the ETL keys learned names by their lower-case form.
			const literal = `lower('${String(name).replaceAll("'", "''")}')`;
			const [check] = await rows(`SELECT count(DISTINCT paper_id)::INTEGER AS n FROM (
				SELECT paper_id FROM papers, unnest(algorithms) t(x) WHERE lower(x) = ${literal}
				UNION ALL SELECT paper_id FROM papers, unnest(benchmarks) t(x) WHERE lower(x) = ${literal}
				UNION ALL SELECT paper_id FROM papers, unnest(proposed) t(x) WHERE lower(x) = ${literal}
				UNION ALL SELECT paper_id FROM papers, unnest(models) t(m) WHERE lower(m.name) = ${literal})`);
			const [counted] = await rows(paperCountSql(filtered({ name: [name] })));
			expect(counted.papers, name).toBe(check.n);
			expect(check.n, name).toBeGreaterThan(0);
		}
	});

	it('searches titles at word starts and every name list, models by name and family, domains', async () => {
		const picks = await rows(`
			(SELECT m.family AS q FROM papers, unnest(models) t(m) WHERE m.family IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)
			UNION ALL (SELECT x FROM papers, unnest(domains) t(x) GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)
			UNION ALL (SELECT x FROM papers, unnest(paradigms) t(x) GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)`);
		expect(picks).toHaveLength(3);
		for (const { q } of picks) {
			const text = String(q);
			const [counted] = await rows(paperCountSql(filtered({ q: text.toUpperCase() })));
			const ids = (
				await rows(
					'SELECT paper_id, title, algorithms, benchmarks, proposed, paradigms, domains, models FROM papers'
				)
			).filter(
				(p) =>
					new RegExp(
						`(^|[^\\p{L}\\p{N}])${text.replace(/[.*+?^\${}()|[\]\\]/g, '\\$&')}`,
						'iu'
					).test(p.title) ||
					[...p.algorithms, ...p.benchmarks, ...p.proposed, ...p.paradigms, ...p.domains]
						.concat(
							p.models.flatMap((m: { name: string; family: string | null }) => [
								m.name,
								m.family ?? ''
							])
						)
						.some((x: string) => x.toLowerCase() === text.toLowerCase())
			);
			expect(counted.papers, text).toBe(ids.length);
			expect(ids.length, text).toBeGreaterThan(0);
		}
	});

	it('runs the Emerging queries over the papers, with and without filters', async () => {
		const [learned] = await rows('SELECT count(*)::INTEGER AS n FROM entities');
		for (const f of [emptyFilters(), filtered({ algorithm: ['GRPO'] })]) {
			for (const period of ['month', 'quarter'] as const) {
				const options = { period, type: 'all', sort: 'rate' } as const;
				const ranked = await rows(emergingSql(f, options, 1e6));
				expect(ranked.length).toBeLessThanOrEqual(learned.n);
				const charted = new Set((await rows(adoptionSql(f, options, 6))).map((p) => p.name));
				expect(charted.size).toBeLessThanOrEqual(6);
				for (const name of charted) expect(ranked.map((r) => r.name)).toContain(name);
			}
		}
		const all = await rows(
			emergingSql(emptyFilters(), { period: 'month', type: 'all', sort: 'rate' }, 1e6)
		);
		expect(all.length).toBe(learned.n);
	});
});
