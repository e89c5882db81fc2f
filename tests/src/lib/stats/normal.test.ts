import { describe, expect, it } from 'vitest';
import { erfc, normalSf } from '../../../../src/lib/stats/normal.ts';

describe('normal tails', () => {
	it('match SciPy 1.17 (scipy.stats.norm.sf, scipy.special.erfc)', () => {
		expect(normalSf(1.96)).toBeCloseTo(0.024997895148220435, 14);
		expect(normalSf(3.5) / 0.00023262907903552502).toBeCloseTo(1, 12);
		// Far tail: relative precision holds where 1 − cdf would round to 0.
		expect(normalSf(8) / 6.22096057427174e-16).toBeCloseTo(1, 10);
		expect(normalSf(0.5)).toBeCloseTo(0.3085375387259869, 14);
		expect(erfc(1)).toBeCloseTo(0.15729920705028513, 14);
		expect(erfc(0)).toBe(1);
		expect(erfc(-1)).toBeCloseTo(2 - 0.15729920705028513, 14);
	});

	it('is continuous where the series hands over to the continued fraction', () => {
		const below = erfc(2 - 1e-12);
		const above = erfc(2);
		expect(Math.abs(below - above) / above).toBeLessThan(1e-10);
		expect(normalSf(0)).toBeCloseTo(0.5, 15);
	});
});
