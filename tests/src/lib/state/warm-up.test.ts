import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import type { Precomputed } from '../../../../src/lib/state/precomputed.ts';
import { warmUpPath } from '../../../../src/lib/state/warm-up.ts';

const unfiltered = overviewQueries(emptyFilters());
const built = (
	rows: Record<string, unknown>[],
	sql = unfiltered.algorithms,
	paradigms: Record<string, unknown>[] = []
): Precomputed => ({
	queries: { algorithms: { sql, rows }, paradigms: { sql: unfiltered.paradigms, rows: paradigms } }
});

describe('warmUpPath', () => {
	const algorithms = [
		{ name: 'GRPO', papers: 9 },
		{ name: 'PPO', papers: 7 }
	];
	const grpo = { ...emptyFilters(), algorithm: ['GRPO'] };

	it('slices the most named algorithm, then narrows it by a search for its name', () => {
		expect(warmUpPath(built(algorithms))).toEqual([grpo, { ...grpo, q: 'GRPO' }]);
		// Without an algorithm there is no word to search for.
		expect(warmUpPath(built([], unfiltered.algorithms, [{ name: 'RLVR', papers: 5 }]))).toEqual([]);
	});

	it('has nothing to warm up with when no algorithm is named or the answers are another SQL’s', () => {
		expect(warmUpPath(built([]))).toEqual([]);
		expect(warmUpPath(built([{ name: 'GRPO', papers: 9 }], 'SELECT 1'))).toEqual([]);
		expect(warmUpPath(null)).toEqual([]);
	});
});
