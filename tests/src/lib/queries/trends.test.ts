// The trend queries run in DuckDB over small fixture tables, and every number is checked
// against a count made here, in plain code, from the same fixture rows.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import {
	datedSummarySql,
	NOT_AFTER_PROBE_SQL,
	trendSql,
	type TrendOptions
} from '../../../../src/lib/queries/trends.ts';

interface Fixture {
	id: string;
	published: string | null;
	not_before: string | null;
	not_after: string | null;
	algorithms: string[];
}

const FIXTURE: Fixture[] = [
	{ id: 'p1', published: '2024-01-15', not_before: null, not_after: null, algorithms: ['PPO'] },
	{
		id: 'p2',
		published: '2024-01-20',
		not_before: '2023-05-01',
		not_after: null,
		algorithms: ['PPO', 'GRPO']
	},
	// No dated paper in February: a gap.
	{ id: 'p3', published: '2024-03-02', not_before: null, not_after: null, algorithms: ['GRPO'] },
	{ id: 'p4', published: '2024-04-05', not_before: null, not_after: null, algorithms: ['DPO'] },
	// Bounded: Jan–Mar 2024 (a third each), Mar 2024–end of data (Apr 5: a half each), and one
	// naming nothing over Nov 2023–Jan 2024, which starts the span of periods with estimates.
	{
		id: 'b1',
		published: null,
		not_before: '2024-01-10',
		not_after: '2024-03-31',
		algorithms: ['GRPO']
	},
	{ id: 'b2', published: null, not_before: '2024-03-01', not_after: null, algorithms: ['PPO'] },
	{ id: 'b3', published: null, not_before: '2023-11-01', not_after: '2024-01-31', algorithms: [] },
	{ id: 'u1', published: null, not_before: null, not_after: '2024-02-01', algorithms: ['PPO'] },
	{ id: 'z1', published: null, not_before: null, not_after: null, algorithms: ['PPO'] }
];

let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

const literal = (v: string | null) => (v === null ? 'NULL' : `DATE '${v}'`);
const list = (xs: string[]) => `[${xs.map((x) => `'${x}'`).join(', ')}]::VARCHAR[]`;

async function createTable(name: string, withNotAfter: boolean) {
	const values = FIXTURE.map(
		(p) =>
			`('${p.id}', '${p.id}', ${literal(p.published)}, ${literal(p.not_before)}, ${literal(p.not_after)}, ${list(p.algorithms)})`
	).join(',\n');
	await connection.run(`CREATE TABLE ${name} AS SELECT paper_id, title, published,
		CASE WHEN published IS NOT NULL THEN 'listing' END AS date_source, not_before,
		${withNotAfter ? 'not_after,' : ''} algorithms, []::VARCHAR[] AS benchmarks,
		[]::VARCHAR[] AS paradigms, []::VARCHAR[] AS domains, []::VARCHAR[] AS proposed,
		[]::STRUCT(name VARCHAR, family VARCHAR, params_b DOUBLE)[] AS models,
		[]::DOUBLE[] AS model_sizes_b
		FROM (VALUES ${values}) t(paper_id, title, published, not_before, not_after, algorithms)`);
}

/** Runs `sql` against the fixture with or without its not_after column. */
async function over(withNotAfter: boolean, sql: string) {
	await connection.run('DROP VIEW IF EXISTS papers');
	await connection.run(
		`CREATE VIEW papers AS SELECT * FROM ${withNotAfter ? 'fixture' : 'fixture_old'}`
	);
	return rows(sql);
}

beforeAll(async () => {
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await createTable('fixture', true);
	await createTable('fixture_old', false);
});
afterAll(() => connection?.closeSync());

const MONTH: TrendOptions = { period: 'month', top: 10, estimated: true, notAfter: true };
const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });

// ---- the independent count ---------------------------------------------------------------------

const monthOf = (day: string) => day.slice(0, 7);
function monthsBetween(a: string, b: string): string[] {
	const out: string[] = [];
	let [y, m] = a.split('-').map(Number);
	const [y2, m2] = b.split('-').map(Number);
	while (y < y2 || (y === y2 && m <= m2)) {
		out.push(`${y}-${String(m).padStart(2, '0')}`);
		[y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
	}
	return out;
}

/** Expected rows per month for `name` by plain enumeration of the fixture. */
function expected(name: string, withNotAfter: boolean, from?: string, to?: string) {
	const dataEnd = FIXTURE.flatMap((p) => [p.published, withNotAfter ? p.not_after : null])
		.filter((d): d is string => d !== null)
		.sort()
		.at(-1)!;
	const inside = (month: string) =>
		(!from || month >= monthOf(from)) && (!to || month <= monthOf(to));
	const dated = new Map<string, number>();
	const named = new Map<string, number>();
	const spread = new Map<string, number>();
	const spreadNamed = new Map<string, number>();
	const add = (map: Map<string, number>, k: string, v: number) => map.set(k, (map.get(k) ?? 0) + v);
	for (const p of FIXTURE) {
		if (p.published) {
			if ((from && p.published < from) || (to && p.published > to)) continue;
			add(dated, monthOf(p.published), 1);
			if (p.algorithms.includes(name)) add(named, monthOf(p.published), 1);
		} else if (p.not_before) {
			const upper = (withNotAfter && p.not_after) || dataEnd;
			const months = monthsBetween(monthOf(p.not_before), monthOf(upper));
			for (const m of months.filter(inside)) {
				add(spread, m, 1 / months.length);
				if (p.algorithms.includes(name)) add(spreadNamed, m, 1 / months.length);
			}
		}
	}
	const used = [...dated.keys(), ...spread.keys()].sort();
	const last = monthOf(to && to < dataEnd ? to : dataEnd);
	return monthsBetween(used[0], used.at(-1)! > last ? used.at(-1)! : last).map((m) => ({
		period: `${m}-01`,
		dated: dated.get(m) ?? 0,
		papers: named.get(m) ?? 0,
		spread: spread.get(m) ?? 0,
		spread_papers: spreadNamed.get(m) ?? 0
	}));
}

function compare(got: Record<string, any>[], name: string, want: ReturnType<typeof expected>) {
	const mine = got.filter((r) => r.name === name);
	expect(mine.map((r) => r.period)).toEqual(want.map((w) => w.period));
	mine.forEach((r, i) => {
		const w = want[i];
		expect(r.dated, `${name} ${r.period} dated`).toBe(w.dated);
		expect(r.papers, `${name} ${r.period} papers`).toBe(w.papers);
		expect(r.share, `${name} ${r.period} share`).toBe(w.dated ? w.papers / w.dated : null);
		expect(r.spread, `${name} ${r.period} spread`).toBeCloseTo(w.spread, 12);
		expect(r.spread_papers, `${name} ${r.period} spread_papers`).toBeCloseTo(w.spread_papers, 12);
	});
}

// ---- tests -------------------------------------------------------------------------------------

describe('trendSql', () => {
	it('gives every month from the first with data to the end of the data, empty ones as gaps', async () => {
		const got = await over(true, trendSql('algorithms', emptyFilters(), MONTH));
		for (const name of ['PPO', 'GRPO', 'DPO']) compare(got, name, expected(name, true));
		const feb = got.find((r) => r.name === 'PPO' && r.period === '2024-02-01')!;
		expect(feb).toMatchObject({ dated: 0, papers: 0, share: null });
		// The hand count: b1 puts a third in January, b3 a third, so 2/3 spread there.
		const jan = got.find((r) => r.name === 'GRPO' && r.period === '2024-01-01')!;
		expect(jan.spread).toBeCloseTo(2 / 3, 12);
		expect(jan.spread_papers).toBeCloseTo(1 / 3, 12);
		expect(jan).toMatchObject({ dated: 2, papers: 1, share: 0.5 });
	});

	it('ranks names by the papers it draws, and draws them in that order', async () => {
		const names = (got: Record<string, any>[]) => [...new Set(got.map((r) => r.name))];
		const april = filtered({ from: '2024-04-01', to: '2024-04-30' });
		// April has one dated paper (DPO); b2 (PPO, March on) is drawn only as an estimate.
		expect(
			names(await over(true, trendSql('algorithms', april, { ...MONTH, estimated: false })))
		).toEqual(['DPO']);
		expect(names(await over(true, trendSql('algorithms', april, MONTH)))).toEqual(['DPO', 'PPO']);
		// GRPO and PPO are named by two dated papers each (tied: name order), DPO by one.
		expect(
			names(
				await over(true, trendSql('algorithms', emptyFilters(), { ...MONTH, estimated: false }))
			)
		).toEqual(['GRPO', 'PPO', 'DPO']);
	});

	it('spreads each bounded paper to a total weight of one', async () => {
		const got = await over(true, trendSql('algorithms', emptyFilters(), MONTH));
		const perPeriod = new Map(got.map((r) => [r.period, r.spread as number]));
		const total = [...perPeriod.values()].reduce((a, b) => a + b, 0);
		const [summary] = await over(true, datedSummarySql(emptyFilters(), true));
		expect(total).toBeCloseTo(summary.bounded, 12);
		expect(summary).toMatchObject({
			papers: 9,
			dated: 4,
			bounded: 3,
			// b1 and b3 have a last possible month; b2 only a first.
			bounded_closed: 2,
			upper_only: 1,
			undated: 1,
			data_end: '2024-04-05'
		});
	});

	it('ends a bounded interval at the end of the data when the file has no not_after', async () => {
		const got = await over(
			false,
			trendSql('algorithms', emptyFilters(), { ...MONTH, notAfter: false })
		);
		for (const name of ['PPO', 'GRPO']) compare(got, name, expected(name, false));
		// b1 now runs January to April: a quarter each.
		const apr = got.find((r) => r.name === 'GRPO' && r.period === '2024-04-01')!;
		expect(apr.spread_papers).toBeCloseTo(1 / 4, 12);
		const [summary] = await over(false, datedSummarySql(emptyFilters(), false));
		expect(summary).toMatchObject({ bounded: 3, bounded_closed: 0, upper_only: 0, undated: 2 });
		expect(await over(false, NOT_AFTER_PROBE_SQL)).toEqual([{ n: 0 }]);
		expect(await over(true, NOT_AFTER_PROBE_SQL)).toEqual([{ n: 1 }]);
	});

	it('probes the app’s own papers, not the chart database attached beside them', async () => {
		await connection.run("ATTACH ':memory:' AS charts");
		await connection.run('CREATE TABLE charts.papers AS SELECT * FROM fixture');
		try {
			expect(await over(false, NOT_AFTER_PROBE_SQL)).toEqual([{ n: 0 }]);
			expect(await over(true, NOT_AFTER_PROBE_SQL)).toEqual([{ n: 1 }]);
		} finally {
			await connection.run('DETACH charts');
		}
	});

	it('keeps dated counts apart when estimates are off, and adds no estimate columns', async () => {
		const got = await over(
			true,
			trendSql('algorithms', emptyFilters(), { ...MONTH, estimated: false })
		);
		expect(Object.keys(got[0])).toEqual(['period', 'name', 'dated', 'papers', 'share']);
		// Without the spread, the span starts at the first dated month.
		expect(got.filter((r) => r.name === 'PPO').map((r) => r.period)).toEqual([
			'2024-01-01',
			'2024-02-01',
			'2024-03-01',
			'2024-04-01'
		]);
	});

	it('applies a date range to dated papers and to the months of bounded ones', async () => {
		const f = filtered({ from: '2024-02-01', to: '2024-03-31' });
		const got = await over(true, trendSql('algorithms', f, MONTH));
		for (const name of ['PPO', 'GRPO'])
			compare(got, name, expected(name, true, '2024-02-01', '2024-03-31'));
		const [summary] = await over(true, datedSummarySql(f, true));
		expect(summary).toMatchObject({ dated: 1, dated_outside: 3, bounded: 2, bounded_outside: 1 });
		// How precise the range's ends are: the dated papers of this fixture come from listings.
		expect(summary).toMatchObject({ first_source: 'listing', last_source: 'listing' });
	});

	it('finds no bounded paper in a range typed the wrong way round, as it keeps no dated one', async () => {
		const f = filtered({ from: '2024-03-31', to: '2024-02-01' });
		const [summary] = await over(true, datedSummarySql(f, true));
		expect(summary).toMatchObject({ dated: 0, dated_outside: 4, bounded: 0, bounded_outside: 3 });
		const estimated = await over(true, trendSql('algorithms', f, { ...MONTH, estimated: true }));
		expect(estimated.every((r) => !r.spread)).toBe(true);
	});

	it('orders the panels by name whatever the case, as the other charts tie names', async () => {
		await connection.run(`CREATE OR REPLACE TABLE ties AS SELECT * REPLACE (
			[['ATAC'], ['beta'], ['Actor-Critic'], ['Alpha']][row_number() OVER (ORDER BY paper_id) % 4 + 1]
				AS algorithms)
			FROM fixture WHERE published IS NOT NULL`);
		await connection.run('DROP VIEW IF EXISTS papers');
		await connection.run('CREATE VIEW papers AS SELECT * FROM ties');
		const got = await rows(trendSql('algorithms', emptyFilters(), MONTH));
		expect([...new Set(got.map((r) => r.name))]).toEqual(['Actor-Critic', 'Alpha', 'ATAC', 'beta']);
	});

	it('sums months into quarters and years', async () => {
		const got = await over(
			true,
			trendSql('algorithms', emptyFilters(), { ...MONTH, period: 'quarter' })
		);
		const months = expected('PPO', true);
		const q1 = got.find((r) => r.name === 'PPO' && r.period === '2024-01-01')!;
		const inQ1 = months.filter((m) => m.period >= '2024-01' && m.period < '2024-04');
		expect(q1.dated).toBe(inQ1.reduce((n, m) => n + m.dated, 0));
		expect(q1.spread_papers).toBeCloseTo(
			inQ1.reduce((n, m) => n + m.spread_papers, 0),
			12
		);
		const years = await over(
			true,
			trendSql('algorithms', emptyFilters(), { ...MONTH, period: 'year' })
		);
		expect([...new Set(years.map((r) => r.period))]).toEqual(['2023-01-01', '2024-01-01']);
	});

	it('picks lines by dated papers first, then bounded ones', async () => {
		const got = await over(true, trendSql('algorithms', emptyFilters(), { ...MONTH, top: 2 }));
		// PPO and GRPO are named by two dated papers each, DPO by one.
		expect([...new Set(got.map((r) => r.name))].sort()).toEqual(['GRPO', 'PPO']);
	});
});

describe('model-size bands', () => {
	it('come in size order, not in the order of their text', async () => {
		await connection.run(`CREATE OR REPLACE TABLE fixture_sizes AS
			SELECT * REPLACE (CASE paper_id WHEN 'p1' THEN [13.0, 0.5] WHEN 'p2' THEN [7.0]
				WHEN 'p3' THEN [70.0, 2.0] WHEN 'p4' THEN [400.0] ELSE [] END::DOUBLE[] AS model_sizes_b)
			FROM fixture`);
		await connection.run('DROP VIEW IF EXISTS papers');
		await connection.run('CREATE VIEW papers AS SELECT * FROM fixture_sizes');
		const got = await rows(trendSql('sizes', emptyFilters(), MONTH));
		expect([...new Set(got.map((r) => r.name))]).toEqual([
			'<1B',
			'1–4B',
			'4–10B',
			'10–35B',
			'35–100B',
			'≥100B'
		]);
	});
});

describe('a month known from an arXiv id', () => {
	it('ends the data at the last day of its month, so the month is not partial on its account', async () => {
		await connection.run(`CREATE OR REPLACE TABLE fixture_month AS
			SELECT * REPLACE (
				CASE paper_id WHEN 'p4' THEN DATE '2024-04-01' ELSE published END AS published,
				CASE paper_id WHEN 'p4' THEN 'arxiv-id' ELSE date_source END AS date_source)
			FROM fixture`);
		await connection.run('DROP VIEW IF EXISTS papers');
		await connection.run('CREATE VIEW papers AS SELECT * FROM fixture_month');
		const [month] = await rows(datedSummarySql(emptyFilters(), true));
		expect(month.data_end).toBe('2024-04-30');
		// A capture that shows it earlier in the month ends the month there: partial.
		await connection.run(
			`UPDATE fixture_month SET not_after = DATE '2024-04-10' WHERE paper_id = 'p4'`
		);
		const [captured] = await rows(datedSummarySql(emptyFilters(), true));
		expect(captured.data_end).toBe('2024-04-10');
		// Data written before not_after existed: the month's last day.
		const [old] = await rows(datedSummarySql(emptyFilters(), false));
		expect(old.data_end).toBe('2024-04-30');
		// The same paper dated to its day ends the data on that day.
		await connection.run(
			`UPDATE fixture_month SET date_source = 'arxiv', not_after = NULL WHERE paper_id = 'p4'`
		);
		const [day] = await rows(datedSummarySql(emptyFilters(), true));
		expect(day.data_end).toBe('2024-04-01');
	});
});
