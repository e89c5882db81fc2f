import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../../../src/lib/queries/overview.ts';
import type { Precomputed } from '../../../../src/lib/state/precomputed.ts';
import { warmUpFilters } from '../../../../src/lib/state/warm-up.ts';

const unfiltered = overviewQueries(emptyFilters());
const built = (
	rows: Record<string, unknown>[],
	sql = unfiltered.algorithms,
	paradigms: Record<string, unknown>[] = []
): Precomputed => ({
	queries: { algorithms: { sql, rows }, paradigms: { sql: unfiltered.paradigms, rows: paradigms } }
});

describe('warmUpFilters', () => {
	it('filters by the most named algorithm and paradigm of the build’s answers', () => {
		const algorithms = [
			{ name: 'GRPO', papers: 9 },
			{ name: 'PPO', papers: 7 }
		];
		const paradigms = [{ name: 'RLVR', papers: 5 }];
		expect(warmUpFilters(built(algorithms, unfiltered.algorithms, paradigms))).toEqual({
			...emptyFilters(),
			algorithm: ['GRPO'],
			paradigm: ['RLVR']
		});
		expect(warmUpFilters(built(algorithms))).toEqual({ ...emptyFilters(), algorithm: ['GRPO'] });
	});

	it('has nothing to warm up with when no algorithm is named or the answers are another SQL’s', () => {
		expect(warmUpFilters(built([]))).toBeNull();
		expect(warmUpFilters(built([{ name: 'GRPO', papers: 9 }], 'SELECT 1'))).toBeNull();
		expect(warmUpFilters(null)).toBeNull();
	});
});
