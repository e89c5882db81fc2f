// A slice answers the overview with the same rows as the queries over every paper: made from
// the whole table or from a slice it narrows, for each kind of filter, run in DuckDB against a
// data file the ETL writes.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditions, emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import {
	covers,
	createSliceSql,
	parentOf,
	SLICE_SCHEMA,
	sliceKey,
	sliceQueries,
	sliceTable,
	type Slice
} from '../../../../src/lib/queries/slice.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';

let data: FixtureData;
let connection: DuckDBConnection;
const rows = async (sql: string) =>
	(await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];

beforeAll(async () => {
	data = await writeFixtureData();
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
	await connection.run(`CREATE SCHEMA ${SLICE_SCHEMA}`);
});
afterAll(async () => {
	connection?.closeSync();
	await data?.remove();
});

const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });
const sliceOf = (f: Filters, table: string): Slice => ({ table, conditions: conditions(f) });

const STATES: Filters[] = [
	filtered({ algorithm: ['GRPO'] }),
	filtered({ algorithm: ['GRPO'], benchmark: ['MATH'] }),
	filtered({ algorithm: ['GRPO', 'PPO'], paradigm: ['RLHF'] }),
	filtered({ size: ['4–10B'], domain: ['math reasoning'] }),
	filtered({ q: 'agent' }),
	filtered({ from: '2025-01-01', to: '2025-12-31' }),
	filtered({ from: '2024-06-01', bounded: true }),
	filtered({ name: ['GRPO', 'MATH-500'] }),
	filtered({ algorithm: ['no such algorithm'] })
];

describe('slices', () => {
	let n = 0;
	for (const f of STATES) {
		it(`answers as the queries over every paper do (${sliceKey(f).slice(0, 60)})`, async () => {
			const table = sliceTable(n++);
			await connection.run(createSliceSql(table, null, f));
			const direct = overviewQueries(f);
			const sliced = sliceQueries(table);
			for (const id of Object.keys(direct)) {
				expect(await rows(sliced[id]), id).toEqual(await rows(direct[id]));
			}
		});
	}

	const NARROWER: Filters[] = [
		filtered({ algorithm: ['GRPO'], paradigm: ['RLHF'] }),
		filtered({ algorithm: ['GRPO'], domain: ['math reasoning'], size: ['4–10B'] }),
		filtered({ algorithm: ['GRPO'], to: '2025-06-30' })
	];
	for (const narrow of NARROWER) {
		it(`narrows a slice with the same rows (${sliceKey(narrow).slice(0, 60)})`, async () => {
			const wide = filtered({ algorithm: ['GRPO'] });
			const parentTable = sliceTable(n++);
			await connection.run(createSliceSql(parentTable, null, wide));
			const parent = parentOf([sliceOf(wide, parentTable)], narrow);
			expect(parent?.table).toBe(parentTable);
			const table = sliceTable(n++);
			await connection.run(createSliceSql(table, parent, narrow));
			const direct = overviewQueries(narrow);
			const sliced = sliceQueries(table);
			for (const id of Object.keys(direct)) {
				expect(await rows(sliced[id]), id).toEqual(await rows(direct[id]));
			}
		});
	}

	it('narrows a slice to a state with more filters, with the same rows', async () => {
		const wide = filtered({ algorithm: ['GRPO'] });
		const narrow = filtered({ algorithm: ['GRPO'], benchmark: ['MATH'], from: '2024-01-01' });
		await connection.run(createSliceSql(sliceTable(100), null, wide));
		const parent = parentOf([sliceOf(wide, sliceTable(100))], narrow);
		expect(parent?.table).toBe(sliceTable(100));
		const sql = createSliceSql(sliceTable(101), parent, narrow);
		expect(sql).not.toContain("list_contains(algorithms, 'GRPO')"); // done by the parent
		await connection.run(sql);
		const direct = overviewQueries(narrow);
		const [counts] = await rows(direct.counts);
		expect(counts.papers).toBeGreaterThan(0); // the states compared keep papers
		const sliced = sliceQueries(sliceTable(101));
		for (const id of Object.keys(direct)) {
			expect(await rows(sliced[id]), id).toEqual(await rows(direct[id]));
		}
	});
});

describe('which slice a state reads', () => {
	const grpo = filtered({ algorithm: ['GRPO'] });
	const both = filtered({ algorithm: ['GRPO'], benchmark: ['MATH'] });
	const either = filtered({ algorithm: ['GRPO', 'PPO'] });

	it('is one that holds every paper the state keeps, the narrowest', () => {
		const a = sliceOf(grpo, 'a');
		const b = sliceOf(both, 'b');
		expect(covers(a, both)).toBe(true);
		expect(covers(b, grpo)).toBe(false);
		expect(parentOf([a, b], both)?.table).toBe('b');
		expect(parentOf([a], either)).toBeNull(); // GRPO or PPO keeps papers GRPO's slice lacks
		expect(parentOf([], grpo)).toBeNull();
	});

	it('is never a slice for a filter that reads a column slices lack (titles, names, date bounds)', () => {
		const a = sliceOf(grpo, 'a');
		expect(parentOf([a], filtered({ algorithm: ['GRPO'], q: 'agent' }))).toBeNull();
		expect(parentOf([a], filtered({ algorithm: ['GRPO'], name: ['MATH-500'] }))).toBeNull();
		const bounded = filtered({ algorithm: ['GRPO'], from: '2024-06-01', bounded: true });
		expect(parentOf([a], bounded)).toBeNull();
		// ... unless the slice applied that filter already
		const withQ = filtered({ algorithm: ['GRPO'], q: 'agent' });
		const q = sliceOf(withQ, 'q');
		expect(parentOf([a, q], { ...withQ, benchmark: ['MATH'] })?.table).toBe('q');
		expect(parentOf([a], filtered({ algorithm: ['GRPO'], size: ['4–10B'] }))?.table).toBe('a');
		expect(parentOf([a], filtered({ algorithm: ['GRPO'], from: '2024-06-01' }))?.table).toBe('a');
	});

	it('keys states by what they keep, not how the filters were clicked', () => {
		expect(sliceKey(filtered({ benchmark: ['MATH'], algorithm: ['GRPO'] }))).toBe(sliceKey(both));
		expect(sliceKey(grpo)).not.toBe(sliceKey(both));
	});
});
