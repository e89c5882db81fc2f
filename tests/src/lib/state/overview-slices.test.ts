import { describe, expect, it } from 'vitest';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { SLICE_COLUMNS, sliceQueries, sliceTable } from '../../../../src/lib/queries/slice.ts';
import { OverviewSlices, WARM_ROUNDS } from '../../../../src/lib/state/overview-slices.ts';

const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });
const grpo = filtered({ algorithm: ['GRPO'] });
const both = filtered({ algorithm: ['GRPO'], benchmark: ['MATH'] });

/** A database that records what it ran, and by which runner. */
function fake(fail: (sql: string) => boolean = () => false) {
	const ran: string[] = [];
	const runner = (who: string) => async (sql: string, urgent?: boolean) => {
		ran.push(`${who}${urgent ? ' (urgent)' : ''}: ${sql}`);
		if (fail(sql)) throw new Error('no');
		return sql;
	};
	return { ran, slices: new OverviewSlices<string>(runner('reader'), runner('background')) };
}

describe('OverviewSlices', () => {
	it('makes a state’s slice once and answers every chart from it', async () => {
		const { ran, slices } = fake();
		const queries = overviewQueries(both);
		const answers = await Promise.all(
			Object.entries(queries).map(([id, sql]) => slices.answer(both, id, sql))
		);
		expect(answers).toEqual(Object.values(sliceQueries(sliceTable(0))));
		expect(ran.filter((r) => r.includes('CREATE TABLE'))).toHaveLength(1);
		expect(ran.filter((r) => r.includes('FROM papers'))).toHaveLength(1); // the one scan
		expect(ran.filter((r) => r.includes(`FROM ${sliceTable(0)}`))).toHaveLength(7);
	});

	it('narrows the slice of a state the reader clicked before', async () => {
		const { ran, slices } = fake();
		slices.prefetch(grpo);
		await slices.answer(both, 'counts', overviewQueries(both).counts);
		expect(ran).toContain(
			`background (urgent): CREATE TABLE ${sliceTable(0)} AS SELECT ${SLICE_COLUMNS.join(', ')} FROM papers WHERE list_contains(algorithms, 'GRPO')`
		);
		expect(
			ran.some(
				(r) =>
					r.startsWith(`reader: CREATE TABLE ${sliceTable(1)}`) &&
					r.endsWith(`FROM ${sliceTable(0)} WHERE list_contains(benchmarks, 'MATH')`)
			)
		).toBe(true);
	});

	it('answers a state asked ahead with the answers it started, each chart’s once', async () => {
		const { ran, slices } = fake();
		slices.ask(both);
		await new Promise((r) => setTimeout(r, 0));
		expect(ran.some((r) => r.includes('CREATE TABLE'))).toBe(true); // before any chart asks
		const queries = overviewQueries(both);
		const answers = await Promise.all(
			Object.entries(queries).map(([id, sql]) => slices.answer(both, id, sql))
		);
		expect(answers).toEqual(Object.values(sliceQueries(sliceTable(0))));
		expect(ran.filter((r) => r.includes(`FROM ${sliceTable(0)}`))).toHaveLength(7);
		await slices.answer(both, 'counts', queries.counts); // asked again: run again
		expect(ran.filter((r) => r.includes(`FROM ${sliceTable(0)}`))).toHaveLength(8);
	});

	it('sends the charts’ queries right behind their slice’s statement once nothing is to wait for', async () => {
		const ran: string[] = [];
		let creating = false;
		const slices = new OverviewSlices<string>(
			(sql) => {
				ran.push(sql);
				// the slice's statement never answers: the queries must not wait for it
				if (sql.startsWith('CREATE TABLE') && creating) return new Promise<string>(() => {});
				return Promise.resolve(sql);
			},
			async (sql) => sql
		);
		await slices.warm([grpo]);
		creating = true;
		slices.ask(both);
		await new Promise((r) => setTimeout(r, 0));
		expect(ran[0]).toMatch(new RegExp(`^CREATE TABLE ${sliceTable(1)} .* FROM ${sliceTable(0)} `));
		expect(ran.slice(1)).toEqual(Object.values(sliceQueries(sliceTable(1))));
	});

	it('asks the query as shown when a slice sent ahead of its queries fails', async () => {
		const { slices } = fake((sql) => sql.includes(sliceTable(1)));
		await slices.warm([grpo]);
		const sql = overviewQueries(both).algorithms;
		expect(await slices.answer(both, 'algorithms', sql)).toBe(sql);
	});

	it('asks the query as shown when no slice can be made', async () => {
		const { slices } = fake((sql) => sql.startsWith('CREATE TABLE'));
		const sql = overviewQueries(both).algorithms;
		expect(await slices.answer(both, 'algorithms', sql)).toBe(sql);
	});

	it('warms up in the background: the path’s slices, each narrowing the one before, and rounds of the overview’s queries over the last', async () => {
		const { ran, slices } = fake();
		await slices.warm([grpo, both]);
		expect(ran.every((r) => r.startsWith('background: '))).toBe(true);
		expect(ran.filter((r) => r.includes('FROM papers'))).toHaveLength(1);
		expect(ran).toContain(
			`background: CREATE TABLE ${sliceTable(1)} AS SELECT ${SLICE_COLUMNS.join(', ')} FROM ${sliceTable(0)} WHERE list_contains(benchmarks, 'MATH')`
		);
		const round = Object.values(sliceQueries(sliceTable(1))).map((sql) => `background: ${sql}`);
		expect(ran.slice(ran.indexOf(round[0]))).toEqual(
			Array.from({ length: WARM_ROUNDS }, () => round).flat()
		);
	});

	it('does not warm up when no slice can be made', async () => {
		const { ran, slices } = fake((sql) => sql.startsWith('CREATE TABLE'));
		await slices.warm([grpo, both]);
		expect(ran.some((r) => !r.includes('CREATE'))).toBe(false);
	});

	it('answers a state the warm-up sliced from that slice', async () => {
		const { ran, slices } = fake();
		await slices.warm([grpo]);
		slices.prefetch(grpo);
		await slices.answer(both, 'counts', overviewQueries(both).counts);
		expect(ran.filter((r) => r.includes('FROM papers'))).toHaveLength(1);
	});

	it('keeps a few slices and drops the least recently used', async () => {
		const { ran, slices } = fake();
		for (let i = 0; i < 8; i++)
			await slices.answer(filtered({ benchmark: [`B${i}`] }), 'counts', '');
		await new Promise((r) => setTimeout(r, 0));
		expect(ran.filter((r) => r.includes('DROP TABLE'))).toEqual([
			`background: DROP TABLE IF EXISTS ${sliceTable(0)}`,
			`background: DROP TABLE IF EXISTS ${sliceTable(1)}`
		]);
	});
});
