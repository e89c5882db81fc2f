// The filter states and the random papers table the cube's tests compare against DuckDB: ties,
// names differing only in case, repeated claims, sizes on bin edges, month-only dates and
// intervals with and without an upper end.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll } from 'vitest';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';
import type { PaperCube } from '../../../../src/lib/cube/paper-cube.ts';
import { emptyFilters, LIST_FILTERS, type Filters } from '../../../../src/lib/queries/filters.ts';
import { SIZE_BANDS } from '../../../../src/lib/queries/size-bands.ts';
import { createRandom } from '../../../../etl/bench/random.ts';

const NAMES = ['PPO', 'ppo', 'GRPO', 'Actor-Critic', 'ATAC', 'a2c', 'DPO', 'Ärger', 'SAC', 'sac'];
const DOMAINS = Array.from({ length: 30 }, (_, i) => `domain ${String(i).padStart(2, '0')}`);
// 1, 10 and 100 sit on bin edges; 0 and negative sizes count as stated but draw no bar.
const SIZES = [0, -1, 0.125, 1, 1.5, 7, 8, 10, 70, 100, 671];
const UNITS = ['%', 'pt', 'x'];

const sqlList = (xs: string[]) => `[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ')}]`;

export async function randomPapers(connection: DuckDBConnection, n: number, seed: number) {
	const random = createRandom(seed);
	/** Up to `most` items of `xs`, repeats possible. */
	const pick = <T>(xs: T[], most: number) =>
		Array.from({ length: random.int(most + 1) }, () => random.pick(xs));
	await connection.run(`CREATE TABLE papers (paper_id VARCHAR, published DATE, date_source VARCHAR,
		not_before DATE, not_after DATE, algorithms VARCHAR[],
		benchmarks VARCHAR[], paradigms VARCHAR[], domains VARCHAR[], model_sizes_b DOUBLE[],
		gains STRUCT(unit VARCHAR, value DOUBLE, direction VARCHAR)[])`);
	/** A paper's dates: a day, a month (an arXiv id's, stored as its 1st), an interval with or
	 * without its upper end, or nothing; an upper bound may stand beside a date too. A few are
	 * long ago. */
	const dates = () => {
		const day = `DATE '2024-01-01' + ${random.int(600)}`;
		const upper = random.chance(0.5) ? 'NULL' : `DATE '2025-06-01' + ${random.int(120)}`;
		// One in twelve before 1970, some around 1800: days below zero, and a span the 16-bit
		// days cannot hold (the file's 32-bit path).
		if (random.int(12) === 0)
			return `DATE '1800-03-01' + ${random.int(60_000)}, 'arxiv', NULL, NULL`;
		const kind = random.int(5);
		if (kind === 0) return `${day}, 'arxiv', NULL, ${upper}`;
		if (kind === 1) return `date_trunc('month', ${day}), 'arxiv-id', NULL, ${upper}`;
		if (kind === 2) return `${day}, 'listing', NULL, NULL`;
		if (kind === 3) return `NULL, 'bound', DATE '2023-06-01' + ${random.int(700)}, ${upper}`;
		return `NULL, NULL, NULL, ${random.chance(0.5) ? upper : 'NULL'}`;
	};
	const rows = Array.from({ length: n }, (_, i) => {
		const gains = pick(UNITS, 3).map(
			(unit) =>
				`{'unit': '${unit}', 'value': ${random.pick([1, 2.5, 10])}, 'direction': '${random.chance(0.7) ? 'up' : 'down'}'}`
		);
		return `('p${i}', ${dates()},
			${sqlList(pick(NAMES, 3))}, ${sqlList(pick(NAMES.slice(2, 8), 2))}, ${sqlList(pick(['online RL', 'offline RL', 'RLHF'], 2))},
			${sqlList(pick(DOMAINS, 3))},
			list_distinct(${random.chance(0.5) ? `[${pick(SIZES, 3).join(', ')}]::DOUBLE[]` : '[]::DOUBLE[]'}),
			[${gains.join(', ')}]::STRUCT(unit VARCHAR, value DOUBLE, direction VARCHAR)[])`;
	});
	await connection.run(`INSERT INTO papers VALUES ${rows.join(',\n')}`);
}

/** Filter states over the values `cube` holds: each list value alone, pairs across kinds, two
 * values of a kind, each size band, a band with a list value, and a value no paper names. */
export function states(cube: PaperCube): Filters[] {
	const empty = emptyFilters();
	const values = (key: (typeof LIST_FILTERS)[number]) =>
		cube.lists[
			(
				{
					algorithm: 'algorithms',
					benchmark: 'benchmarks',
					paradigm: 'paradigms',
					domain: 'domains'
				} as const
			)[key]
		].names;
	const out: Filters[] = [empty];
	for (const key of LIST_FILTERS) {
		for (const v of values(key).slice(0, 8)) out.push({ ...empty, [key]: [v] });
		out.push({ ...empty, [key]: values(key).slice(0, 2) });
		out.push({ ...empty, [key]: ['no paper names this'] });
	}
	const [a, b] = [values('algorithm'), values('benchmark')];
	for (let i = 0; i < Math.min(a.length, b.length, 4); i++)
		out.push({ ...empty, algorithm: [a[i]], benchmark: [b[b.length - 1 - i]] });
	for (const band of SIZE_BANDS) {
		out.push({ ...empty, size: [band.label] });
		if (a.length) out.push({ ...empty, size: [band.label], algorithm: [a[0]] });
	}
	out.push({ ...empty, size: ['1–4B', '≥100B'] });
	// Date ranges: open at either end, from mid-month (a month-only date of that month is kept),
	// with bounded papers, reversed, past every date, on top of a list value.
	const ranges: Partial<Filters>[] = [
		{ from: '2024-06-15' },
		{ to: '2024-09-10' },
		{ from: '2024-03-01', to: '2024-12-31' },
		{ from: '2024-06-15', to: '2024-06-20' },
		{ from: '2024-12-31', to: '2024-01-01' },
		{ from: '2030-01-01' },
		{ from: '1899-12-15', to: '1960-02-10' },
		{ to: '2000-01-01' }
	];
	for (const range of ranges)
		for (const bounded of [false, true]) {
			out.push({ ...empty, ...range, bounded });
			if (a.length) out.push({ ...empty, ...range, bounded, algorithm: [a[0]] });
		}
	return out;
}

/** The fixture papers the ETL writes and the random table (400 papers, seed 7), each in a DuckDB
 * of its own, made before a describe block's tests and closed after them. */
export function cubeTables(): { fixture: () => DuckDBConnection; random: () => DuckDBConnection } {
	let data: FixtureData | undefined;
	let fixture: DuckDBConnection | undefined;
	let random: DuckDBConnection | undefined;
	beforeAll(async () => {
		data = await writeFixtureData();
		fixture = await (await DuckDBInstance.create(':memory:')).connect();
		await fixture.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
		random = await (await DuckDBInstance.create(':memory:')).connect();
		await randomPapers(random, 400, 7);
	}, 60_000);
	afterAll(async () => {
		fixture?.closeSync();
		random?.closeSync();
		await data?.remove();
	});
	return { fixture: () => fixture!, random: () => random! };
}
