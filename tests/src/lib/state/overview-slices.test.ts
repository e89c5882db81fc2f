import { describe, expect, it } from 'vitest';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import { SLICE_COLUMNS, sliceQueries, sliceTable } from '../../../../src/lib/queries/slice.ts';
import {
	OverviewSlices,
	WARM_BUDGET_MS,
	WARM_ROUNDS
} from '../../../../src/lib/state/overview-slices.ts';

const filtered = (patch: Partial<Filters>): Filters => ({ ...emptyFilters(), ...patch });
const grpo = filtered({ algorithm: ['GRPO'] });
const both = filtered({ algorithm: ['GRPO'], benchmark: ['MATH'] });

/** A database that records what it ran, and by which runner; `now` is the warm-up's clock. */
function fake(fail: (sql: string) => boolean = () => false, now = () => 0) {
	const ran: string[] = [];
	const runner = (who: string) => async (sql: string, urgent?: boolean) => {
		ran.push(`${who}${urgent ? ' (urgent)' : ''}: ${sql}`);
		if (fail(sql)) throw new Error('no');
		return sql;
	};
	return { ran, slices: new OverviewSlices<string>(runner('reader'), runner('background'), now) };
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
		expect(WARM_ROUNDS).toBeGreaterThan(1);
		expect(ran.slice(ran.indexOf(round[0]))).toEqual(
			Array.from({ length: WARM_ROUNDS }, () => round).flat()
		);
	});

	it('sends the warm-up’s statements one at a time', async () => {
		let outstanding = 0;
		let most = 0;
		const background = async () => {
			most = Math.max(most, ++outstanding);
			await new Promise((r) => setTimeout(r, 0));
			outstanding--;
		};
		await new OverviewSlices<string>(async (sql) => sql, background).warm([grpo, both]);
		expect(most).toBe(1);
	});

	it('starts no round once the rounds have taken their budget', async () => {
		let clock = 0;
		const ran: string[] = [];
		// Each statement takes a third of the budget: the second round would start past it.
		const background = async (sql: string) => {
			ran.push(sql);
			clock += WARM_BUDGET_MS / 3;
		};
		await new OverviewSlices<string>(
			async (sql) => sql,
			background,
			() => clock
		).warm([grpo]);
		const round = Object.values(sliceQueries(sliceTable(0)));
		expect(ran.filter((sql) => round.includes(sql))).toEqual(round);
	});

	it('starts no round after the reader has asked DuckDB for a state', async () => {
		const { ran, slices } = fake();
		slices.ask(both);
		await slices.warm([grpo]);
		const queries = Object.values(sliceQueries(sliceTable(1))).map((sql) => `background: ${sql}`);
		expect(ran.filter((r) => queries.includes(r))).toHaveLength(queries.length);
	});

	it('ends the rounds at a failure (the slice dropped meanwhile)', async () => {
		const round = Object.values(sliceQueries(sliceTable(0)));
		let sent = 0;
		// The third statement of the second round fails.
		const { ran, slices } = fake((sql) => round.includes(sql) && ++sent === round.length + 3);
		await slices.warm([grpo]);
		expect(ran.filter((r) => round.some((sql) => r.endsWith(sql)))).toHaveLength(round.length + 3);
	});

	it('does not warm up when no slice can be made', async () => {
		const { ran, slices } = fake((sql) => sql.startsWith('CREATE TABLE'));
		await slices.warm([grpo, both]);
		expect(ran.every((r) => r.includes('CREATE'))).toBe(true);
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
