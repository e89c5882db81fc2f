// LiveQuery with a fake runner whose answers arrive when the test says: a late answer to
// superseded SQL never lands, and an error is kept until a good answer replaces it.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { LiveQuery, type QueryRunner } from '../../../../src/lib/state/query.svelte.ts';

type Row = { n: number };

/** A runner that records each query and answers it only when `answer` or `fail` is called. */
function fakeRunner() {
	const pending = new Map<string, { resolve: (rows: Row[]) => void; reject: (e: Error) => void }>();
	const run: QueryRunner = (sql) =>
		new Promise((resolve, reject) =>
			pending.set(sql, {
				resolve: (rows) => resolve({ rows, elapsedMs: 1 }),
				reject
			})
		);
	const settle = async () => {
		for (let i = 0; i < 5; i++) await Promise.resolve();
	};
	return {
		run,
		asked: () => [...pending.keys()],
		answer: async (sql: string, rows: Row[]) => (pending.get(sql)!.resolve(rows), settle()),
		fail: async (sql: string, message: string) => (
			pending.get(sql)!.reject(new Error(message)),
			settle()
		)
	};
}

/** A LiveQuery whose SQL is `sql.value`, inside an effect root as a component would hold it. */
function liveQuery(runner: QueryRunner, first: string) {
	const sql = $state({ value: first as string | null });
	let query!: LiveQuery<Row>;
	const destroy = $effect.root(() => {
		query = new LiveQuery<Row>(() => sql.value, undefined, runner);
	});
	flushSync();
	return { query, sql, destroy };
}

/** A LiveQuery whose SQL is `state.sql`, read beside another setting of the page
 * (`state.period`), with every query sent to the runner recorded in `asked`. */
function pageQuery(first: string) {
	const fake = fakeRunner();
	const asked: string[] = [];
	const counting: QueryRunner = (sql) => (asked.push(sql), fake.run(sql));
	const state = $state({ sql: first, period: 'year' });
	let query!: LiveQuery<Row>;
	const destroy = $effect.root(() => {
		query = new LiveQuery<Row>(() => (state.period, state.sql), undefined, counting);
	});
	flushSync();
	return { fake, asked, state, query, destroy };
}

describe('LiveQuery', () => {
	it('shows the answer to the SQL it ran, with the SQL behind it', async () => {
		const fake = fakeRunner();
		const { query, destroy } = liveQuery(fake.run, 'SELECT 1');
		expect(query.loading).toBe(true);
		await fake.answer('SELECT 1', [{ n: 1 }]);
		expect(query.rows).toEqual([{ n: 1 }]);
		expect(query.sql).toBe('SELECT 1');
		expect(query.loading).toBe(false);
		destroy();
	});

	it('hands the rows on as they came, not wrapped in proxies a chart would read through', async () => {
		const fake = fakeRunner();
		const { query, destroy } = liveQuery(fake.run, 'SELECT 1');
		const rows = [{ n: 1 }, { n: 2 }];
		await fake.answer('SELECT 1', rows);
		expect(query.rows).toBe(rows);
		expect(query.rows?.[1]).toBe(rows[1]);
		destroy();
	});

	it('does not run the same SQL again when what it reads changes around it', async () => {
		const { fake, asked, state, query, destroy } = pageQuery('SELECT 1');
		await fake.answer('SELECT 1', [{ n: 1 }]);
		state.period = 'month'; // another setting of the page: this query's SQL is the same
		flushSync();
		expect(asked).toEqual(['SELECT 1']);
		expect(query.rows).toEqual([{ n: 1 }]);
		state.sql = 'SELECT 2';
		flushSync();
		state.sql = 'SELECT 1'; // back to the first: asked again, since the second was asked since
		flushSync();
		expect(asked).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 1']);
		destroy();
	});

	it('does not run a query again by itself when its answer is an error', async () => {
		const { fake, asked, state, query, destroy } = pageQuery('A');
		state.period = 'month'; // while A runs: the same SQL, not asked again
		flushSync();
		await fake.fail('A', 'boom');
		flushSync();
		expect(query.error).toBe('boom');
		expect(asked).toEqual(['A']);
		destroy();
	});

	it('drops a late answer to SQL that was superseded', async () => {
		const fake = fakeRunner();
		const { query, sql, destroy } = liveQuery(fake.run, 'old');
		sql.value = 'new';
		flushSync();
		expect(fake.asked()).toEqual(['old', 'new']);
		await fake.answer('new', [{ n: 2 }]);
		await fake.answer('old', [{ n: 1 }]);
		expect(query.rows).toEqual([{ n: 2 }]);
		expect(query.sql).toBe('new');
		expect(query.loading).toBe(false);
		destroy();
	});

	it('keeps an error (and the last good rows) until a new answer comes', async () => {
		const fake = fakeRunner();
		const { query, sql, destroy } = liveQuery(fake.run, 'good');
		await fake.answer('good', [{ n: 1 }]);
		sql.value = 'bad';
		flushSync();
		await fake.fail('bad', 'Binder Error: no column x');
		expect(query.error).toBe('Binder Error: no column x');
		expect(query.rows).toEqual([{ n: 1 }]);
		expect(query.loading).toBe(false);
		sql.value = 'fixed';
		flushSync();
		await fake.answer('fixed', [{ n: 3 }]);
		expect(query.error).toBeNull();
		expect(query.rows).toEqual([{ n: 3 }]);
		destroy();
	});

	it('drops a late error to superseded SQL', async () => {
		const fake = fakeRunner();
		const { query, sql, destroy } = liveQuery(fake.run, 'slow');
		sql.value = 'fast';
		flushSync();
		await fake.answer('fast', [{ n: 4 }]);
		await fake.fail('slow', 'late failure');
		expect(query.error).toBeNull();
		expect(query.rows).toEqual([{ n: 4 }]);
		destroy();
	});

	it('waits while the SQL is null', () => {
		const fake = fakeRunner();
		const { query, destroy } = liveQuery(fake.run, null as unknown as string);
		expect(fake.asked()).toEqual([]);
		expect(query.rows).toBeNull();
		destroy();
	});
});
