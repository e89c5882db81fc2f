import { describe, expect, it } from 'vitest';
import { wilson, Z95 } from '../../../../src/lib/stats/wilson.ts';

// References: by hand for 8 of 20 with z = 1.96 — p = 0.4, z²/n = 0.19208, centre =
// (0.4 + 0.09604) / 1.19208 = 0.41611, half = 1.96·√(0.012 + 0.0024010) / 1.19208 = 0.19731,
// so [0.2188, 0.6134]; the others from SciPy 1.17 (binomtest(k, n).proportion_ci('wilson')).
const SCIPY: [number, number, number, number][] = [
	[8, 20, 0.21880653237281705, 0.6134184992377467],
	[0, 10, 0, 0.27753279986288926],
	[10, 10, 0.7224672001371109, 1],
	[1, 1, 0.20654931437723745, 1],
	[3, 7, 0.1582198552514697, 0.7495416354723428],
	[50, 200, 0.19508168006817497, 0.31434098312045833]
];

describe('wilson', () => {
	it('gives the hand-computed interval for 8 of 20', () => {
		const [lo, hi] = wilson(8, 20, 1.96)!;
		expect(lo).toBeCloseTo(0.2188, 4);
		expect(hi).toBeCloseTo(0.6134, 4);
	});

	it('agrees with SciPy to 12 digits', () => {
		for (const [k, n, lo, hi] of SCIPY) {
			const got = wilson(k, n)!;
			expect(got[0], `${k}/${n}`).toBeCloseTo(lo, 12);
			expect(got[1], `${k}/${n}`).toBeCloseTo(hi, 12);
		}
	});

	it('stays inside [0, 1], contains the share, and narrows as n grows', () => {
		let width = Infinity;
		for (const n of [5, 50, 500, 5000]) {
			const [lo, hi] = wilson(n / 5, n)!;
			expect(lo).toBeLessThanOrEqual(0.2);
			expect(hi).toBeGreaterThanOrEqual(0.2);
			expect(hi - lo).toBeLessThan(width);
			width = hi - lo;
		}
		expect(Z95).toBeCloseTo(1.96, 2);
	});

	it('has no interval without papers and refuses impossible shares', () => {
		expect(wilson(0, 0)).toBeNull();
		expect(() => wilson(3, 2)).toThrow('invalid share: 3 of 2');
		expect(() => wilson(-1, 2)).toThrow('invalid share');
	});
});
