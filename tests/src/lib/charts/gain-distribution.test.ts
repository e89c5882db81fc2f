import { describe, expect, it } from 'vitest';
import { claimRadius, logAxisEnd, logTicks } from '../../../../src/lib/charts/gain-distribution.ts';

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

describe('logAxisEnd', () => {
	it('ends the axis at the first 1, 2 or 5 × a power of ten above the largest claim', () => {
		expect(logAxisEnd(17.7)).toBe(20);
		expect(logAxisEnd(500)).toBe(1000);
		expect(logAxisEnd(100)).toBe(200);
		expect(logAxisEnd(3)).toBe(5);
		expect(logAxisEnd(1)).toBe(2);
		expect(logAxisEnd(0.5)).toBe(2);
	});
});
