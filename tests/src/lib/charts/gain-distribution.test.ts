import { describe, expect, it } from 'vitest';
import { claimRadius } from '../../../../src/lib/charts/gain-distribution.ts';

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
