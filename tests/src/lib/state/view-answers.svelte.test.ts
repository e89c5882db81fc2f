// ViewAnswers: the build's rows for exactly the SQL it answered, DuckDB (a fake runner here) for
// any other, nothing asked before the build's file is in, and nothing of DuckDB until it may be.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import type { Precomputed } from '../../../../src/lib/state/precomputed.ts';
import type { QueryRunner } from '../../../../src/lib/state/query.svelte.ts';
import { ViewAnswers } from '../../../../src/lib/state/view-answers.svelte.ts';

const BUILT: Precomputed = { queries: { count: { sql: 'SELECT 1', rows: [{ n: 1 }] } } };

async function settle() {
	for (let i = 0; i < 5; i++) await Promise.resolve();
	flushSync();
}

/** A view whose build file arrives when `arrive` is called, its query `count` reading `state.sql`. */
function view(
	file: Precomputed | null,
	engineReady = () => true,
	giveUp: (then: () => void) => void = () => {}
) {
	const asked: string[] = [];
	const runner: QueryRunner = async (sql) => (asked.push(sql), { rows: [{ n: 2 }], elapsedMs: 1 });
	let arrive!: () => void;
	const load = () => new Promise<Precomputed | null>((resolve) => (arrive = () => resolve(file)));
	const state = $state({ sql: 'SELECT 1' });
	let answers!: ViewAnswers;
	let query!: ReturnType<ViewAnswers['query']>;
	const destroy = $effect.root(() => {
		answers = new ViewAnswers(load, runner, giveUp);
		query = answers.query('count', () => state.sql, engineReady);
	});
	flushSync();
	return { asked, arrive, state, answers, query, destroy };
}

describe('ViewAnswers', () => {
	it('asks nothing before the build’s file is in, then shows its rows without asking', async () => {
		const v = view(BUILT);
		await settle();
		expect(v.asked).toEqual([]);
		expect(v.query.rows).toBeNull();
		v.arrive();
		await settle();
		expect(v.query.rows).toEqual([{ n: 1 }]);
		expect(v.query.loading).toBe(false);
		expect(v.asked).toEqual([]);
		v.destroy();
	});

	it('asks DuckDB for SQL the build did not answer, and when there is no file', async () => {
		const v = view(BUILT);
		v.arrive();
		await settle();
		v.state.sql = 'SELECT 2';
		await settle();
		expect(v.asked).toEqual(['SELECT 2']);
		expect(v.query.rows).toEqual([{ n: 2 }]);
		v.destroy();
		const none = view(null);
		none.arrive();
		await settle();
		expect(none.asked).toEqual(['SELECT 1']);
		none.destroy();
	});

	it('waits for the engine where it may not be asked yet, but shows the build’s rows', async () => {
		const ready = $state({ value: false });
		const v = view(BUILT, () => ready.value);
		v.arrive();
		await settle();
		expect(v.query.rows).toEqual([{ n: 1 }]);
		v.state.sql = 'SELECT 2';
		await settle();
		expect(v.asked).toEqual([]);
		ready.value = true;
		await settle();
		expect(v.asked).toEqual(['SELECT 2']);
		v.destroy();
	});

	it('asks DuckDB once it is ready when the file never arrives (a stalled request)', async () => {
		let ready!: () => void;
		const v = view(
			BUILT,
			() => true,
			(then) => (ready = then)
		);
		await settle();
		expect(v.asked).toEqual([]);
		ready();
		await settle();
		expect(v.asked).toEqual(['SELECT 1']);
		expect(v.query.rows).toEqual([{ n: 2 }]);
		// The file arriving late changes nothing: DuckDB's answer stands.
		v.arrive();
		await settle();
		expect(v.answers.answers).toBeNull();
		expect(v.query.rows).toEqual([{ n: 2 }]);
		v.destroy();
	});
});
