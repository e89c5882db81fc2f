import { describe, expect, it } from 'vitest';
import { mannKendall } from '../../../../src/lib/stats/mann-kendall.ts';
import { senSlope } from '../../../../src/lib/stats/sen-slope.ts';

// References. By hand:
//  [1, 2, 3, 4, 5]: every pair rises, S = 10; Var = 5·4·15/18 = 16.667; z = (10 − 1)/√16.667
//   = 2.2045; p = 2·P(Z > 2.2045) = 0.02749.
//  [1, 2, 2, 3, 1]: pairs from the first value +1 +1 +1 0, from each 2: 0 +1 −1 and +1 −1, from
//   3: −1, so S = 2; ties: two 1s and two 2s, each 2·1·9 = 18, Var = (300 − 36)/18 = 14.667;
//   z = (2 − 1)/√14.667 = 0.2611; p = 0.7940. Pair slopes −2, −.5, −.333, 0, 0, .5, .5, .667,
//   1, 1: Sen's slope (0 + 0.5)/2 = 0.25.
// By SciPy 1.17 for longer, tied series: S and Var(S) by the definitions, cross-checked with
// scipy.stats.kendalltau(range(n), y), whose asymptotic p (no continuity correction) equals
// 2·norm.sf(S/√Var); p = 2·norm.sf((|S| − 1)/√Var); Sen's slope = scipy.stats.theilslopes.
const WAVE = [
	0, 3, 3, 1, -2, -2, 0, 3, 4, 3, 0, -1, 0, 3, 5, 4, 2, 0, 0, 3, 6, 6, 3, 1, 1, 3, 6, 7, 5, 2
]; // round(3·sin(i) + 0.15·i), i = 0…29
const SHARES = [0.1, 0.12, 0.12, 0.08, 0.2, 0.25, 0.22, 0.3, 0.3, 0.28, 0.35, 0.4];
const index = (ys: number[]) => ys.map((_, i) => i);

describe('mannKendall', () => {
	it('matches the hand computation without ties', () => {
		const r = mannKendall([1, 2, 3, 4, 5]);
		expect(r.s).toBe(10);
		expect(r.varS).toBeCloseTo(16.6667, 4);
		expect(r.z).toBeCloseTo(2.2045407685048604, 12);
		expect(r.p).toBeCloseTo(0.02748633611151033, 12);
		expect(r.tau).toBe(1);
	});

	it('corrects the variance for ties and applies the continuity correction', () => {
		const r = mannKendall([1, 2, 2, 3, 1]);
		expect(r.s).toBe(2);
		expect(r.varS).toBeCloseTo(264 / 18, 12);
		expect(r.z).toBeCloseTo(0.26111648393354675, 12);
		expect(r.p).toBeCloseTo(0.794002680192762, 12);
	});

	it('agrees with SciPy on longer series with ties', () => {
		const wave = mannKendall(WAVE);
		expect(wave.s).toBe(134);
		expect(wave.varS).toBeCloseTo(3036.6666666666665, 9);
		expect(wave.z).toBeCloseTo(2.413532102926146, 12);
		expect(wave.p).toBeCloseTo(0.01579873604634623, 12);
		const shares = mannKendall(SHARES);
		expect(shares.s).toBe(52);
		expect(shares.varS).toBeCloseTo(210.66666666666666, 9);
		expect(shares.p).toBeCloseTo(0.00044180951523382423, 14);
	});

	it('is symmetric: a falling series has the opposite S and the same p', () => {
		const up = mannKendall(SHARES);
		const down = mannKendall(SHARES.map((y) => -y));
		expect(down.s).toBe(-up.s);
		expect(down.z).toBeCloseTo(-up.z, 12);
		expect(down.p).toBeCloseTo(up.p, 12);
	});

	it('finds no trend in a flat series and refuses too short ones', () => {
		const flat = mannKendall([0.2, 0.2, 0.2, 0.2]);
		expect(flat).toMatchObject({ s: 0, varS: 0, z: 0, p: 1 });
		expect(() => mannKendall([1, 2])).toThrow('3 or more values, got 2');
		expect(() => mannKendall([1, NaN, 2])).toThrow('invalid value');
	});
});

describe('senSlope', () => {
	it('is the median pairwise slope (by hand and SciPy theilslopes)', () => {
		expect(senSlope(index([1, 2, 2, 3, 1]), [1, 2, 2, 3, 1])).toBeCloseTo(0.25, 15);
		expect(senSlope(index(WAVE), WAVE)).toBeCloseTo(0.14285714285714285, 14);
		expect(senSlope(index(SHARES), SHARES)).toBeCloseTo(0.025634920634920635, 14);
	});

	it('uses the x spacing (a gap of two periods counts as two) and resists one outlier', () => {
		expect(senSlope([0, 2, 3], [0, 2, 3])).toBeCloseTo(1, 15);
		// One wild first value: least squares would follow it, the median slope barely moves.
		expect(senSlope([0, 1, 2, 3, 4, 5], [1, 0.1, 0.12, 0.14, 0.16, 0.18])).toBeCloseTo(0.02, 12);
		expect(() => senSlope([1, 1], [0, 1])).toThrow('two distinct x');
	});
});
