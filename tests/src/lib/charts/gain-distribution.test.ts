import { describe, expect, it } from 'vitest';
import { claimRadius, logTicks } from '../../../../src/lib/charts/gain-distribution.ts';

describe('claimRadius', () => {
	it('keeps one claim a readable dot however large the biggest count', () => {
		for (const most of [1, 3, 10_000, 1_000_000]) {
			const r = claimRadius(most);
			expect(r.domain[0]).toBe(1);
			expect(r.range[0]).toBe(2.5);
			expect(r.range[1]).toBeLessThanOrEqual(8);
			expect(r.range[1]).toBeGreaterThanOrEqual(r.range[0]);
		}
	});
});

describe('logTicks', () => {
	it('puts ticks at 1, 2, 5 × powers of ten from no change (1×) to the values, coarser when crowded', () => {
		const ticks = (values: number[], most: number) =>
			logTicks(values, most).map((t) => +(10 ** t).toPrecision(3));
		expect(ticks([1.5, 30], 10)).toEqual([1, 2, 5, 10, 20]);
		expect(ticks([3, 30], 10)).toEqual([1, 2, 5, 10, 20]);
		expect(ticks([1, 1000], 4)).toEqual([1, 10, 100, 1000]);
		expect(ticks([], 5)).toEqual([1]);
	});
});
