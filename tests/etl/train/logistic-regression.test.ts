import { describe, expect, it } from 'vitest';
import { fitLogistic, minimizeLbfgs } from '../../../etl/train/logistic-regression.ts';
import { probability, type SparseRow } from '../../../etl/extract/sparse-logistic.ts';

const row = (entries: Record<number, number>): SparseRow => ({
	index: Object.keys(entries).map(Number),
	value: Object.values(entries)
});

describe('minimizeLbfgs', () => {
	it('finds the minimum of the Rosenbrock function from its classic start', () => {
		const rosenbrock = (x: Float64Array, g: Float64Array) => {
			const [a, b] = x;
			g[0] = -2 * (1 - a) - 400 * a * (b - a * a);
			g[1] = 200 * (b - a * a);
			return (1 - a) ** 2 + 100 * (b - a * a) ** 2;
		};
		const { x, value } = minimizeLbfgs(rosenbrock, Float64Array.from([-1.2, 1]), 1000);
		expect(x[0]).toBeCloseTo(1, 4);
		expect(x[1]).toBeCloseTo(1, 4);
		expect(value).toBeLessThan(1e-8);
	});
});

describe('fitLogistic', () => {
	// Reference: SciPy 1.17 L-BFGS-B on the same penalised log-loss (C = 1, bias not penalised),
	// converged to gtol 1e-12.
	const rows = [
		row({ 0: 1, 2: 0.5 }),
		row({ 1: 1 }),
		row({ 0: 0.5, 1: 0.5 }),
		row({ 2: 1 }),
		row({ 0: 1, 1: 0.2, 2: 0.3 }),
		row({ 1: 0.7, 2: 0.7 })
	];
	const labels = [true, false, true, false, true, false];

	it('agrees with a reference solver', () => {
		const fit = fitLogistic(rows, labels, 3, { c: 1 });
		const reference = [0.9135747417301935, -0.3485730948573157, -0.3640598282815629];
		fit.weights.forEach((w, j) => expect(w).toBeCloseTo(reference[j], 5));
		expect(fit.bias).toBeCloseTo(-0.0873370677806082, 5);
	});

	it('separates the labels it was fitted to, more sharply with a weaker penalty', () => {
		const loose = fitLogistic(rows, labels, 3, { c: 100 });
		const tight = fitLogistic(rows, labels, 3, { c: 0.01 });
		rows.forEach((r, i) => {
			const p = probability(r, loose.weights, loose.bias);
			expect(p > 0.5).toBe(labels[i]);
		});
		const spread = (f: typeof loose) =>
			probability(rows[0], f.weights, f.bias) - probability(rows[1], f.weights, f.bias);
		expect(spread(loose)).toBeGreaterThan(spread(tight));
	});

	it('refuses a penalty that is not positive', () => {
		expect(() => fitLogistic(rows, labels, 3, { c: 0 })).toThrow(/positive/);
	});
});
