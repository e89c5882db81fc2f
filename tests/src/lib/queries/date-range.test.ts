// The date filter runs in DuckDB over a fixture, checked against a count made here from the same
// rows, and against the Trends summary's count of bounded papers, over a file the ETL writes too.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFilters, where, type Filters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { paperCountSql } from '../../../../src/lib/queries/papers.ts';
import { datedSummarySql } from '../../../../src/lib/queries/trends.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';

interface Paper {
	id: string;
	published: string | null;
	not_before: string | null;
	not_after: string | null;
	/** Known only by its month (an arXiv id's), stored as the 1st. */
	monthOnly?: boolean;
}

// The data ends 2024-06-30 (the latest not_after).
const FIXTURE: Paper[] = [
	{ id: 'dated-jan', published: '2024-01-15', not_before: null, not_after: null },
	{ id: 'dated-may', published: '2024-05-02', not_before: '2023-01-01', not_after: null },
	{ id: 'month-apr', published: '2024-04-01', not_before: null, not_after: null, monthOnly: true },
	{ id: 'feb-mar', published: null, not_before: '2024-02-10', not_after: '2024-03-20' },
	{ id: 'nov-jan', published: null, not_before: '2023-11-01', not_after: '2024-01-05' },
	{ id: 'apr-on', published: null, not_before: '2024-04-01', not_after: null },
	{ id: 'old', published: null, not_before: '2022-03-01', not_after: '2022-09-01' },
	{ id: 'upper-only', published: null, not_before: null, not_after: '2024-06-30' },
	{ id: 'nothing', published: null, not_before: null, not_after: null }
];
const DATA_END = '2024-06-30';

let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

const literal = (v: string | null) => (v === null ? 'NULL' : `DATE '${v}'`);

beforeAll(async () => {
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	const values = FIXTURE.map((p) => {
		const source = p.monthOnly ? "'arxiv-id'" : p.published ? "'listing'" : 'NULL';
		return `('${p.id}', ${literal(p.published)}, ${literal(p.not_before)}, ${literal(p.not_after)}, ${source})`;
	}).join(',\n');
	await connection.run(`CREATE TABLE papers AS SELECT * FROM (VALUES ${values})
		t(paper_id, published, not_before, not_after, date_source)`);
});
afterAll(() => connection?.closeSync());

const range = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });

/** The papers the filter should keep, by plain comparison of months. */
function expected(f: Filters): string[] {
	const month = (day: string) => day.slice(0, 7);
	return FIXTURE.filter((p) => {
		// A month-only date may be any day of its month: its month overlaps the range.
		const first = p.published && p.monthOnly && f.from ? month(f.from) + '-01' : f.from;
		if (p.published) return (!first || p.published >= first) && (!f.to || p.published <= f.to);
		if (!f.bounded || !p.not_before) return false;
		const last = [month(p.not_before), month(p.not_after ?? DATA_END)].sort()[1];
		return (!f.from || last >= month(f.from)) && (!f.to || p.not_before <= f.to);
	})
		.map((p) => p.id)
		.sort();
}

const kept = async (f: Filters) =>
	(await rows(`SELECT paper_id FROM papers ${where(f)} ORDER BY paper_id`)).map((r) => r.paper_id);
const keptByMonth = async (f: Filters) => (await rows(datedSummarySql(f, true)))[0].kept_by_month;

const RANGES = [
	range({ from: '2024-03-15', to: '2024-04-30' }),
	range({ from: '2024-01-31' }),
	range({ to: '2023-12-31' }),
	range({ from: '2023-12-01', to: '2024-01-31' }),
	range({ from: '2025-01-01' }),
	// Mid-month in the month of a paper known only by its month.
	range({ from: '2024-04-15' })
];

describe('date filter', () => {
	it('keeps only dated papers in the range unless asked for the bounded ones', async () => {
		for (const f of RANGES) {
			const dated = await kept(f);
			expect(dated).toEqual(expected(f));
			expect(dated.every((id) => FIXTURE.find((p) => p.id === id)!.published)).toBe(true);
		}
	});

	it('adds the undated papers whose interval overlaps the range, month by month', async () => {
		for (const f of RANGES.map((r) => ({ ...r, bounded: true }))) {
			expect(await kept(f)).toEqual(expected(f));
		}
		// Mid-March to April: Feb–Mar reaches into March, the open interval from April is in, and
		// so is the paper dated April by its arXiv id.
		expect(await kept(range({ from: '2024-03-15', to: '2024-04-30', bounded: true }))).toEqual([
			'apr-on',
			'feb-mar',
			'month-apr'
		]);
	});

	it('keeps a date known only by its month where the month overlaps the range', async () => {
		expect(await kept(range({ from: '2024-04-15', to: '2024-04-20' }))).toEqual(['month-apr']);
		expect(await kept(range({ from: '2024-04-30' }))).toContain('month-apr');
		expect(await kept(range({ from: '2024-05-01' }))).not.toContain('month-apr');
		expect(await kept(range({ to: '2024-03-31' }))).not.toContain('month-apr');
	});

	it('counts the papers kept only for a month that overlaps an edge of the range', async () => {
		expect(await keptByMonth(range({ from: '2024-04-15', to: '2024-04-20' }))).toBe(1);
		expect(await keptByMonth(range({ from: '2024-04-15' }))).toBe(1);
		expect(await keptByMonth(range({ to: '2024-04-20' }))).toBe(1);
		// The whole month inside the range, or the month outside it: nothing to say.
		expect(await keptByMonth(range({ from: '2024-04-01', to: '2024-04-30' }))).toBe(0);
		expect(await keptByMonth(range({ from: '2024-05-01' }))).toBe(0);
		expect(await keptByMonth(emptyFilters())).toBe(0);
	});

	it('keeps no paper for a range typed the wrong way round, even within one month', async () => {
		const reversed = range({ from: '2024-04-20', to: '2024-04-10' });
		expect(await kept(reversed)).toEqual([]);
		expect(await kept({ ...reversed, bounded: true })).toEqual([]);
		expect(await keptByMonth(reversed)).toBe(0);
	});

	it('changes nothing without a date range', async () => {
		expect(await kept(range({ bounded: true }))).toEqual(FIXTURE.map((p) => p.id).sort());
	});

	it('adds exactly the bounded papers the Trends summary counts as overlapping', async () => {
		for (const f of RANGES) {
			const [s] = await rows(datedSummarySql(f, true));
			const withBounded = await kept({ ...f, bounded: true });
			expect(withBounded.length).toBe(s.dated + s.bounded);
		}
	});
});

describe('date filter on the ETL output', () => {
	let data: FixtureData;
	let real: DuckDBConnection;
	beforeAll(async () => {
		data = await writeFixtureData();
		real = await (await DuckDBInstance.create(':memory:')).connect();
		await real.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
	});
	afterAll(async () => {
		real?.closeSync();
		await data?.remove();
	});
	const realRows = async (sql: string) =>
		(await real.runAndReadAll(sql)).getRowObjectsJson() as Record<string, any>[];

	it('counts, on every view, the dated papers plus the overlapping bounded ones', async () => {
		for (const f of [
			range({ from: '2025-01-01', to: '2025-12-31' }),
			range({ from: '2025-06-01' }),
			range({ to: '2024-12-31', algorithm: ['GRPO'] })
		]) {
			const [s] = await realRows(datedSummarySql(f, true));
			const [counts] = await realRows(overviewQueries({ ...f, bounded: true }).counts);
			const [listed] = await realRows(paperCountSql({ ...f, bounded: true }));
			expect(counts.papers).toBe(s.dated + s.bounded);
			expect(counts.dated).toBe(s.dated);
			expect(listed.papers).toBe(s.dated + s.bounded);
		}
	});
});
