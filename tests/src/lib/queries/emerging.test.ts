// The Emerging view's SQL and the name filter, run in DuckDB over a small corpus whose answers
// are known by hand, and checked against independent queries over the same rows.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ENTITIES } from '../../../../src/lib/db/entities.ts';
import {
	adoptionSql,
	emergingSql,
	entityTypesSql,
	type EmergingOptions,
	type EmergingRow
} from '../../../../src/lib/queries/emerging.ts';
import { emptyFilters, where, type Filters } from '../../../../src/lib/queries/filters.ts';

let connection: DuckDBConnection;
const rows = async <T = Record<string, any>>(sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as T[];

const HOSTILE = 'We call it <img src=x onerror="alert(1)"> Odd<b>Name</b>.';

// papers: id, published, algorithms, benchmarks, proposed, models
const PAPERS: [string, string | null, string[], string[], string[], string[]][] = [
	['p-gspo', '2025-03-10', ['GRPO'], [], ['GSPO'], []],
	['p-gspo2', '2025-04-20', [], [], ['gspo'], []], // a second definer, spelling it its way
	['p-a1', '2025-04-02', ['GSPO', 'GRPO'], [], [], []],
	['p-a2', '2025-05-15', ['GSPO'], [], [], []],
	['p-a3', '2025-06-10', ['GSPO'], ['NewBench'], [], []],
	['p-u1', null, ['GSPO'], [], [], []],
	['p-nb', '2025-06-05', [], ['NewBench'], ['NewBench'], []],
	['p-a4', '2025-06-12', ['PPO'], ['NewBench'], [], []],
	['p-model', '2024-12-01', [], [], ['Qwen-RL-7B'], ['Qwen-RL-7B']],
	['p-a5', '2025-02-01', ['PPO'], [], [], ['Qwen-RL-7B']],
	['p-other', null, [], [], ['Odd<b>Name'], []],
	['p-plain', '2025-06-20', ['PPO'], ['MATH'], [], []],
	// A homonym: an algorithm spelled like the learned benchmark is another thing.
	['p-homonym', '2025-06-25', ['NewBench'], [], [], []]
];

// entities: name, type, long_form, paper_id, definers, first_seen, papers, adopters, evidence
const ENTITIES: [
	string,
	string,
	string | null,
	string,
	number,
	string | null,
	number,
	number,
	string
][] = [
	[
		'GSPO',
		'method',
		'Group Sequence Policy Optimization',
		'p-gspo',
		2,
		'2025-03-10',
		6,
		4,
		'We propose GSPO.'
	],
	['NewBench', 'benchmark', null, 'p-nb', 1, '2025-06-05', 3, 2, 'We introduce NewBench.'],
	['Qwen-RL-7B', 'model', null, 'p-model', 1, '2024-12-01', 2, 1, 'We release Qwen-RL-7B.'],
	['Odd<b>Name', 'other', null, 'p-other', 1, null, 1, 0, HOSTILE],
	['Ghost', 'method', null, 'p-missing', 1, '2025-01-15', 0, 0, 'A paper not in the corpus.']
];

const list = (xs: string[]) =>
	`[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ')}]::VARCHAR[]`;
const text = (x: string | null) => (x === null ? 'NULL' : `'${x.replaceAll("'", "''")}'`);

beforeAll(async () => {
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE papers (paper_id VARCHAR, title VARCHAR, published DATE,
		not_before DATE, algorithms VARCHAR[], paradigms VARCHAR[], benchmarks VARCHAR[],
		proposed VARCHAR[], domains VARCHAR[], model_sizes_b DOUBLE[],
		models STRUCT(name VARCHAR, family VARCHAR, params_b DOUBLE)[])`);
	for (const [id, published, algorithms, benchmarks, proposed, models] of PAPERS) {
		const structs = models.map((m) => `{'name': ${text(m)}, 'family': NULL, 'params_b': 7.0}`);
		await connection.run(`INSERT INTO papers VALUES (${text(id)}, 'Title of ' || ${text(id)},
			${published ? `DATE '${published}'` : 'NULL'}, NULL, ${list(algorithms)}, []::VARCHAR[],
			${list(benchmarks)}, ${list(proposed)}, []::VARCHAR[], []::DOUBLE[],
			[${structs.join(', ')}]::STRUCT(name VARCHAR, family VARCHAR, params_b DOUBLE)[])`);
	}
	// Where each date comes from: p-model's is only the month its arXiv id says.
	await connection.run(`ALTER TABLE papers ADD COLUMN date_source VARCHAR`);
	await connection.run(`UPDATE papers SET date_source = CASE WHEN paper_id = 'p-model' THEN 'arxiv-id'
		WHEN published IS NOT NULL THEN 'listing' END`);
	await connection.run(CREATE_ENTITIES);
	for (const [name, type, long, id, definers, first, papers, adopters, evidence] of ENTITIES) {
		await connection.run(`INSERT INTO entities VALUES (${text(name)}, ${text(type)}, []::VARCHAR[],
			${text(long)}, ${text(id)}, ${definers}, ${first ? `DATE '${first}'` : 'NULL'}, ${papers},
			${adopters}, ${text(evidence)})`);
	}
});
afterAll(() => connection?.closeSync());

const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });

/** Runs `check` with two more names, removed after it: Late (since May) adopted by an undated
 * paper only, Lonely (since June) by nobody. */
async function withLateAndLonely(check: () => Promise<void>) {
	await connection.run(`INSERT INTO papers SELECT 'p-late-u', 'Title', NULL, NULL, ['Late'],
		[], [], [], [], [], [], NULL FROM range(1)`);
	await connection.run(`INSERT INTO entities VALUES ('Late', 'method', [], NULL, 'p-gspo', 1,
		DATE '2025-05-20', 1, 1, 'We propose Late.'), ('Lonely', 'method', [], NULL, 'p-gspo', 1,
		DATE '2025-06-02', 0, 0, 'We propose Lonely.')`);
	try {
		await check();
	} finally {
		await connection.run(`DELETE FROM papers WHERE paper_id = 'p-late-u'`);
		await connection.run(`DELETE FROM entities WHERE name IN ('Late', 'Lonely')`);
	}
}

/** Runs `check` with Borrowed: a name an undated paper coins and a dated one adopts. */
async function withBorrowed(check: () => Promise<void>) {
	await connection.run(`INSERT INTO papers SELECT 'p-undated-coiner', 'Title', NULL, NULL, [], [],
		[], ['Borrowed'], [], [], [], NULL FROM range(1)`);
	await connection.run(`INSERT INTO papers SELECT 'p-borrower', 'Title', DATE '2025-05-22', NULL,
		['Borrowed'], [], [], [], [], [], [], 'listing' FROM range(1)`);
	await connection.run(`INSERT INTO entities VALUES ('Borrowed', 'method', [], NULL,
		'p-undated-coiner', 1, DATE '2025-05-22', 2, 1, 'We propose Borrowed.')`);
	try {
		await check();
	} finally {
		await connection.run(`DELETE FROM papers WHERE paper_id IN ('p-undated-coiner', 'p-borrower')`);
		await connection.run(`DELETE FROM entities WHERE name = 'Borrowed'`);
	}
}

const monthly: EmergingOptions = { period: 'month', type: 'all', sort: 'rate' };

describe('emerging names', () => {
	it('ranks by adopters per period since first seen, and marks the ones new this period', async () => {
		const ranked = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
		expect(ranked.map((r) => r.name)).toEqual([
			'NewBench', // 2 adopters in 1 month
			'GSPO', // 3 dated adopters (p-gspo2 coins it too; p-u1 is undated) over Mar–Jun
			'Qwen-RL-7B', // 1 over Dec–Jun
			'Ghost', // named by no paper
			'Odd<b>Name' // no date: no rate
		]);
		const byName = new Map(ranked.map((r) => [r.name, r]));
		expect(byName.get('GSPO')).toMatchObject({
			first_seen: '2025-03-10',
			since: '2025-03-01',
			periods: 4,
			dated_adopters: 3,
			rate: 0.75,
			is_new: false,
			papers: 6,
			adopters: 4,
			definers: 2,
			paper_title: 'Title of p-gspo',
			coiner_dated: true,
			long_form: 'Group Sequence Policy Optimization',
			total: 5,
			new_total: 1
		});
		expect(byName.get('NewBench')).toMatchObject({
			periods: 1,
			rate: 2,
			is_new: true,
			papers: 3,
			adopters: 2
		});
		// Known only by the month of its coiner's arXiv id: shown as the month, not as its 1st.
		expect(byName.get('Qwen-RL-7B')).toMatchObject({
			periods: 7,
			dated_adopters: 1,
			papers: 2,
			first_seen: '2024-12'
		});
		// Its coiner is not in the corpus, so it has no date: no rate.
		expect(byName.get('Ghost')).toMatchObject({
			paper_title: null,
			rate: null,
			dated_adopters: 0,
			papers: 0
		});
		expect(byName.get('Odd<b>Name')).toMatchObject({
			first_seen: null,
			rate: null,
			periods: null,
			is_new: false,
			evidence: HOSTILE
		});
	});

	it('agrees with independent counts of papers, adopters and dated adopters', async () => {
		const ranked = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
		// Named as what it is: in the list of its type, or coined.
		const named = `(lower(e.name) IN (SELECT lower(x) FROM unnest(p.proposed) t(x))
			OR (e.type = 'method' AND lower(e.name) IN (SELECT lower(x) FROM unnest(p.algorithms) t(x)))
			OR (e.type = 'benchmark' AND lower(e.name) IN (SELECT lower(x) FROM unnest(p.benchmarks) t(x)))
			OR (e.type = 'model' AND lower(e.name) IN (SELECT lower(m.name) FROM unnest(p.models) t(m))))`;
		const coins = 'lower(e.name) IN (SELECT lower(x) FROM unnest(p.proposed) t(x))';
		const independent = await rows<{
			name: string;
			papers: number;
			adopters: number;
			dated: number;
		}>(`
			SELECT e.name,
			  (SELECT count(*) FROM papers p WHERE ${named})::INTEGER AS papers,
			  (SELECT count(*) FROM papers p WHERE ${named} AND NOT ${coins})::INTEGER AS adopters,
			  (SELECT count(*) FROM papers p WHERE ${named} AND NOT ${coins}
			     AND p.published >= date_trunc('month', e.first_seen))::INTEGER AS dated
			FROM entities e`);
		expect(independent).toHaveLength(ENTITIES.length);
		for (const { name, papers, adopters, dated } of independent) {
			const row = ranked.find((r) => r.name === name);
			expect([row?.papers, row?.adopters, row?.dated_adopters], name).toEqual([
				papers,
				adopters,
				dated
			]);
		}
	});

	it('counts quarters, sorts three ways and filters by type', async () => {
		const quarterly = await rows<EmergingRow>(
			emergingSql(emptyFilters(), { ...monthly, period: 'quarter' }, 50)
		);
		// Q1 and Q2 2025: 3 adopters over 2 quarters.
		expect(quarterly.find((r) => r.name === 'GSPO')).toMatchObject({ periods: 2, rate: 1.5 });
		expect(quarterly.filter((r) => r.is_new).map((r) => r.name)).toEqual(['NewBench']);
		const recent = await rows<EmergingRow>(
			emergingSql(emptyFilters(), { ...monthly, sort: 'recent' }, 50)
		);
		expect(recent.map((r) => r.name)).toEqual([
			'NewBench',
			'GSPO',
			'Ghost',
			'Qwen-RL-7B',
			'Odd<b>Name'
		]);
		const adopted = await rows<EmergingRow>(
			emergingSql(emptyFilters(), { ...monthly, sort: 'adopters' }, 2)
		);
		expect(adopted.map((r) => [r.name, r.total])).toEqual([
			['GSPO', 5],
			['NewBench', 5]
		]);
		for (const type of ['method', 'benchmark', 'model', 'other'] as const) {
			const typed = await rows<EmergingRow>(emergingSql(emptyFilters(), { ...monthly, type }, 50));
			expect(typed.length).toBe(ENTITIES.filter((e) => e[1] === type).length);
			expect(typed.every((r) => r.type === type)).toBe(true);
		}
		const types = await rows<{ type: string; names: number }>(entityTypesSql(emptyFilters()));
		expect(types.reduce((n, t) => n + t.names, 0)).toBe(ENTITIES.length);
		// Under a filter each type counts the names the ranking of that type shows.
		const june = filtered({ from: '2025-06-01', to: '2025-06-30' });
		const juneTypes = await rows<{ type: string; names: number }>(entityTypesSql(june));
		for (const type of ['method', 'benchmark', 'model', 'other'] as const) {
			const shown = await rows<EmergingRow>(emergingSql(june, { ...monthly, type }, 50));
			expect(juneTypes.find((t) => t.type === type)?.names ?? 0).toBe(shown.length);
		}
		expect(juneTypes.reduce((n, t) => n + t.names, 0)).toBeLessThan(ENTITIES.length);
	});

	it('gives no rate to a name whose coiner is undated: its first adopter would set the start', async () => {
		await withBorrowed(async () => {
			const ranked = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
			expect(ranked.find((r) => r.name === 'Borrowed')).toMatchObject({
				coiner_dated: false,
				first_seen: '2025-05-22',
				adopters: 1,
				dated_adopters: 1,
				rate: null
			});
		});
	});

	it('totals the adopters of the whole ranking on every row: 0 where only coiners pass', async () => {
		const all = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
		const page = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 1));
		expect(page).toHaveLength(1);
		expect(page[0].adopters_total).toBe(all.reduce((n, r) => n + r.adopters, 0));
		expect(page[0].adopters_total).toBeGreaterThan(0);
		// March 2025 holds only p-gspo, which coins GSPO and adopts no learned name.
		const march = await rows<EmergingRow>(
			emergingSql(filtered({ from: '2025-03-01', to: '2025-03-31' }), monthly, 50)
		);
		expect(march.map((r) => [r.name, r.adopters, r.adopters_total])).toEqual([['GSPO', 0, 0]]);
	});

	it('counts among the filtered papers and keeps only the names they name', async () => {
		const ranked = await rows<EmergingRow>(
			emergingSql(filtered({ algorithm: ['GSPO'] }), monthly, 50)
		);
		// p-a1, p-a2, p-a3 and p-u1 name GSPO as an algorithm; p-a3 also names NewBench.
		expect(ranked.map((r) => [r.name, r.dated_adopters])).toEqual([
			['NewBench', 1],
			['GSPO', 3]
		]);
		const early = await rows<EmergingRow>(emergingSql(filtered({ to: '2025-04-30' }), monthly, 50));
		// The latest period is April now: GSPO has one dated adopter (p-a1) over Mar–Apr.
		expect(early.find((r) => r.name === 'GSPO')).toMatchObject({ periods: 2, dated_adopters: 1 });
		expect(early.map((r) => r.name)).not.toContain('NewBench');
	});

	it('ranks, at equal rates, a name adopted by undated papers before one nobody adopted', async () => {
		// Both have rate 0.
		await withLateAndLonely(async () => {
			const ranked = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
			const names = ranked.map((r) => r.name);
			expect(names.indexOf('Late')).toBeLessThan(names.indexOf('Lonely'));
			expect(ranked.find((r) => r.name === 'Late')).toMatchObject({ rate: 0, adopters: 1 });
		});
	});

	it('takes a paper that coins the plural of a name ("GSPOs") as a coiner, not an adopter', async () => {
		const gspo = async () =>
			(await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50))).find(
				(r) => r.name === 'GSPO'
			)!;
		const before = await gspo();
		await connection.run(`INSERT INTO papers SELECT 'p-plural', 'Title', DATE '2025-06-01', NULL,
			[], [], [], ['GSPOs'], [], [], [], 'listing' FROM range(1)`);
		try {
			const after = await gspo();
			expect(after.papers).toBe(before.papers + 1);
			expect(after.adopters).toBe(before.adopters);
			// The name filter lists it too: the papers the ranking counts.
			const listed = await rows<{ paper_id: string }>(
				`SELECT paper_id FROM papers ${where(filtered({ name: ['GSPO'] }))}`
			);
			expect(listed.map((r) => r.paper_id)).toContain('p-plural');
		} finally {
			await connection.run(`DELETE FROM papers WHERE paper_id = 'p-plural'`);
		}
	});

	it('orders names of one month nobody adopted by the day they were first seen, newest first', async () => {
		await connection.run(`INSERT INTO entities VALUES ('Aardvark', 'method', [], NULL, 'p-gspo', 1,
			DATE '2025-06-01', 0, 0, 'We propose Aardvark.'), ('Zebra', 'method', [], NULL, 'p-gspo', 1,
			DATE '2025-06-28', 0, 0, 'We propose Zebra.')`);
		try {
			const names = (await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50))).map(
				(r) => r.name
			);
			expect(names.indexOf('Zebra')).toBeLessThan(names.indexOf('Aardvark'));
		} finally {
			await connection.run(`DELETE FROM entities WHERE name IN ('Aardvark', 'Zebra')`);
		}
	});

	it('ranks a name without a rate but with adopters before those nobody adopted', async () => {
		// Borrowed's coiner is undated: no rate, yet a dated paper adopts it. Ghost is named by none.
		await withBorrowed(async () => {
			const ranked = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
			const names = ranked.map((r) => r.name);
			expect(ranked.find((r) => r.name === 'Borrowed')).toMatchObject({ rate: null, adopters: 1 });
			expect(names.indexOf('Borrowed')).toBeLessThan(names.indexOf('Ghost'));
			// The names with a positive rate still come first, and every row counts them.
			const rated = ranked.filter((r) => (r.rate ?? 0) > 0);
			expect(rated.length).toBeGreaterThan(0);
			expect(names.slice(0, rated.length)).toEqual(rated.map((r) => r.name));
			expect(ranked[0].rated_total).toBe(rated.length);
		});
	});

	it('charts adopters per period and their running total for the top names dated papers adopt', async () => {
		const points = await rows<{ name: string; period: string; papers: number; cumulative: number }>(
			adoptionSql(emptyFilters(), monthly, 2)
		);
		// Only papers that name it without coining it count (not p-gspo, p-gspo2 or p-nb), and
		// only as the type it was learned as (not p-homonym). The chart's n: dated papers adopting
		// GSPO (p-a1, p-a2, p-a3) or NewBench (p-a3, p-a4), each once.
		const charted_papers = 4;
		expect(points.filter((p) => p.name === 'GSPO')).toEqual([
			{ name: 'GSPO', period: '2025-03-01', papers: 0, cumulative: 0, charted_papers },
			{ name: 'GSPO', period: '2025-04-01', papers: 1, cumulative: 1, charted_papers },
			{ name: 'GSPO', period: '2025-05-01', papers: 1, cumulative: 2, charted_papers },
			{ name: 'GSPO', period: '2025-06-01', papers: 1, cumulative: 3, charted_papers }
		]);
		expect(points.filter((p) => p.name === 'NewBench')).toEqual([
			{ name: 'NewBench', period: '2025-06-01', papers: 2, cumulative: 2, charted_papers }
		]);
		const quarters = await rows<{ name: string; period: string }>(
			adoptionSql(emptyFilters(), { ...monthly, period: 'quarter', sort: 'recent' }, 10)
		);
		// Names no dated paper adopts (Ghost: nobody; the undated Odd<b>Name) are left out; every
		// name runs to the latest quarter.
		expect(new Set(quarters.map((p) => p.name))).toEqual(
			new Set(['NewBench', 'GSPO', 'Qwen-RL-7B'])
		);
		expect(quarters.filter((p) => p.name === 'Qwen-RL-7B').map((p) => p.period)).toEqual([
			'2024-10-01',
			'2025-01-01',
			'2025-04-01'
		]);
	});

	it('says when the coining paper has no date (first seen is then a use of the name)', async () => {
		const ranked = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 50));
		const byName = new Map(ranked.map((r) => [r.name, r]));
		// Ghost's coiner is in no paper of the corpus; Odd<b>Name's is undated.
		expect(byName.get('Ghost')).toMatchObject({ coiner_dated: false, first_seen: '2025-01-15' });
		expect(byName.get('Odd<b>Name')).toMatchObject({ coiner_dated: false, first_seen: null });
		expect(byName.get('Qwen-RL-7B')).toMatchObject({ coiner_dated: true });
	});

	it('charts no name that only its coiners or undated papers name', async () => {
		await withLateAndLonely(async () => {
			const charted = await rows<{ name: string }>(
				adoptionSql(emptyFilters(), { ...monthly, sort: 'recent' }, 10)
			);
			expect(new Set(charted.map((p) => p.name))).toEqual(
				new Set(['NewBench', 'GSPO', 'Qwen-RL-7B'])
			);
		});
	});

	it('leaves a name whose coining paper is undated out of the dated chart, and counts it', async () => {
		// Borrowed: a dated paper adopts it, but its start would be that adopter's date.
		await withBorrowed(async () => {
			const charted = await rows<{ name: string }>(
				adoptionSql(emptyFilters(), { ...monthly, sort: 'recent' }, 10)
			);
			expect(charted.map((p) => p.name)).not.toContain('Borrowed');
			const [first] = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 1));
			// Borrowed only: Ghost and Odd<b>Name (also undated coiners) have no dated adopter.
			expect(first.undated_coiner_total).toBe(1);
		});
		const [first] = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 1));
		expect(first.undated_coiner_total).toBe(0);
	});

	it('counts every adopted name the chart leaves out: adopted by no dated paper, or drawable past the top', async () => {
		// GSPO, NewBench and Qwen-RL-7B are drawable; GSPO's undated adopter does not count here.
		const [first] = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 1));
		expect(first).toMatchObject({ chartable_total: 3, undated_adopters_total: 0 });
		await withLateAndLonely(async () => {
			// Late: adopted by an undated paper only. Lonely: adopted by nobody, so not counted.
			const [first] = await rows<EmergingRow>(emergingSql(emptyFilters(), monthly, 1));
			expect(first).toMatchObject({ chartable_total: 3, undated_adopters_total: 1 });
			const charted = await rows<{ name: string }>(adoptionSql(emptyFilters(), monthly, 10));
			expect(new Set(charted.map((p) => p.name)).size).toBe(first.chartable_total);
		});
	});

	it('is empty, not an error, when no name was learned', async () => {
		await connection.run('CREATE TABLE kept AS SELECT * FROM entities');
		await connection.run('DELETE FROM entities');
		try {
			expect(await rows(emergingSql(emptyFilters(), monthly, 50))).toEqual([]);
			expect(await rows(adoptionSql(emptyFilters(), monthly, 6))).toEqual([]);
		} finally {
			await connection.run('INSERT INTO entities SELECT * FROM kept');
			await connection.run('DROP TABLE kept');
		}
	});
});

describe('name filter', () => {
	it('keeps papers naming it in algorithms, benchmarks, proposed or models', async () => {
		const ids = async (f: Filters) =>
			(await rows<{ paper_id: string }>(`SELECT paper_id FROM papers ${where(f)} ORDER BY 1`)).map(
				(r) => r.paper_id
			);
		// The filter lists every paper naming it, the homonym too (the ranking does not count it).
		expect(await ids(filtered({ name: ['NewBench'] }))).toEqual([
			'p-a3',
			'p-a4',
			'p-homonym',
			'p-nb'
		]);
		expect(await ids(filtered({ name: ['Qwen-RL-7B'] }))).toEqual(['p-a5', 'p-model']);
		// Whatever the case, as the ETL keys learned names.
		expect(await ids(filtered({ name: ['GSPO'] }))).toEqual([
			'p-a1',
			'p-a2',
			'p-a3',
			'p-gspo',
			'p-gspo2',
			'p-u1'
		]);
		// Values of one filter are alternatives; other filters still apply.
		expect(await ids(filtered({ name: ['NewBench', 'Qwen-RL-7B'], algorithm: ['PPO'] }))).toEqual([
			'p-a4',
			'p-a5'
		]);
		expect(await ids(filtered({ name: ["x' OR 1=1 --"] }))).toEqual([]);
	});
});
