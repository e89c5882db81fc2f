import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import type { Precomputed } from '../../../../src/lib/state/precomputed.ts';
import { warmUp, warmUpFilters } from '../../../../src/lib/state/warm-up.ts';

const unfiltered = overviewQueries(emptyFilters());
const built = (rows: Record<string, unknown>[], sql = unfiltered.algorithms): Precomputed => ({
	queries: { algorithms: { sql, rows } }
});

describe('warmUpFilters', () => {
	it('filters by the most named algorithm of the build’s answers', () => {
		const p = built([
			{ name: 'GRPO', papers: 9 },
			{ name: 'PPO', papers: 7 }
		]);
		expect(warmUpFilters(p)).toEqual({ ...emptyFilters(), algorithm: ['GRPO'] });
	});

	it('has nothing to warm up with when no algorithm is named or the answers are another SQL’s', () => {
		expect(warmUpFilters(built([]))).toBeNull();
		expect(warmUpFilters(built([{ name: 'GRPO', papers: 9 }], 'SELECT 1'))).toBeNull();
		expect(warmUpFilters(null)).toBeNull();
	});
});

describe('warmUp', () => {
	it('runs every overview query for the filters, one at a time, past a failing one', async () => {
		const filters = { ...emptyFilters(), algorithm: ['GRPO'] };
		const ran: string[] = [];
		let running = 0;
		const run = async (sql: string) => {
			expect(running).toBe(0);
			running++;
			await new Promise((r) => setTimeout(r, 1));
			running--;
			ran.push(sql);
			if (ran.length === 1) throw new Error('cold failure');
		};
		expect(await warmUp(filters, run)).toBe(ran.length);
		expect(ran).toEqual(Object.values(overviewQueries(filters)));
	});

	it('stops before the next query once told to: the reader’s own queries go first', async () => {
		const filters = { ...emptyFilters(), algorithm: ['GRPO'] };
		const ran: string[] = [];
		let clicked = false;
		const run = async (sql: string) => {
			ran.push(sql);
			if (ran.length === 2) clicked = true;
		};
		expect(await warmUp(filters, run, () => clicked)).toBe(2);
		expect(ran).toEqual(Object.values(overviewQueries(filters)).slice(0, 2));
	});
});
