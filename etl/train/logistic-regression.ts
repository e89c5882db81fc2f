// Binary logistic regression with an L2 penalty, fitted by L-BFGS on sparse rows. Pure and
// deterministic: the same rows give the same weights, so a trained model can be checked in.
import { dot, sigmoid, type SparseRow } from '../extract/sparse-logistic.ts';

export interface LogisticFit {
	weights: number[];
	bias: number;
	iterations: number;
}

export interface LogisticOptions {
	/** Inverse strength of the L2 penalty (scikit-learn's C); the bias is not penalised. */
	c: number;
	maxIterations?: number;
}

/** log(1 + e^z) without overflow. */
const softplus = (z: number) => (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));

/** Fits weights (length `columns`) and a bias to rows labelled true or false. */
export function fitLogistic(
	rows: SparseRow[],
	labels: boolean[],
	columns: number,
	{ c, maxIterations = 500 }: LogisticOptions
): LogisticFit {
	if (!(c > 0)) throw new Error(`fitLogistic: C must be positive, not ${c}`);
	// The parameters are the weights followed by the bias.
	const objective = (x: Float64Array, gradient: Float64Array): number => {
		gradient.fill(0);
		const bias = x[columns];
		let loss = 0;
		for (let i = 0; i < rows.length; i++) {
			const z = dot(rows[i], x) + bias;
			// -log p(y) = softplus(z) - y·z
			loss += softplus(z) - (labels[i] ? z : 0);
			const residual = sigmoid(z) - (labels[i] ? 1 : 0);
			const { index, value } = rows[i];
			for (let k = 0; k < index.length; k++) gradient[index[k]] += residual * value[k];
			gradient[columns] += residual;
		}
		for (let j = 0; j < columns; j++) {
			loss += (x[j] * x[j]) / (2 * c);
			gradient[j] += x[j] / c;
		}
		return loss;
	};
	const { x, iterations } = minimizeLbfgs(objective, new Float64Array(columns + 1), maxIterations);
	return { weights: Array.from(x.subarray(0, columns)), bias: x[columns], iterations };
}

/**
 * Limited-memory BFGS (Nocedal & Wright, algorithm 7.5) with a backtracking Armijo line search.
 * `objective` returns f(x) and writes ∇f(x) into its second argument.
 */
export function minimizeLbfgs(
	objective: (x: Float64Array, gradient: Float64Array) => number,
	start: Float64Array,
	maxIterations: number,
	memory = 10,
	tolerance = 1e-6
): { x: Float64Array; value: number; iterations: number } {
	const n = start.length;
	let x = Float64Array.from(start);
	let g = new Float64Array(n);
	let f = objective(x, g);
	const steps: Float64Array[] = [];
	const changes: Float64Array[] = [];
	const rhos: number[] = [];
	const direction = new Float64Array(n);
	const alphas = new Array<number>(memory).fill(0);
	let iterations = 0;
	while (iterations < maxIterations && maxAbs(g) > tolerance) {
		iterations++;
		// Two-loop recursion: direction = -H·g.
		for (let j = 0; j < n; j++) direction[j] = -g[j];
		for (let m = steps.length - 1; m >= 0; m--) {
			alphas[m] = rhos[m] * dotDense(steps[m], direction);
			axpy(-alphas[m], changes[m], direction);
		}
		const last = steps.length - 1;
		const scale =
			last >= 0
				? dotDense(steps[last], changes[last]) / dotDense(changes[last], changes[last])
				: 1 / Math.max(1, maxAbs(g));
		for (let j = 0; j < n; j++) direction[j] *= scale;
		for (let m = 0; m < steps.length; m++) {
			const beta = rhos[m] * dotDense(changes[m], direction);
			axpy(alphas[m] - beta, steps[m], direction);
		}
		let slope = dotDense(g, direction);
		if (slope >= 0) {
			// Not a descent direction (curvature lost): restart from steepest descent.
			steps.length = changes.length = rhos.length = 0;
			for (let j = 0; j < n; j++) direction[j] = -g[j] / Math.max(1, maxAbs(g));
			slope = dotDense(g, direction);
		}
		let step = 1;
		const next = new Float64Array(n);
		const nextGradient = new Float64Array(n);
		let nextValue = Infinity;
		for (let tries = 0; tries < 40; tries++) {
			for (let j = 0; j < n; j++) next[j] = x[j] + step * direction[j];
			nextValue = objective(next, nextGradient);
			if (nextValue <= f + 1e-4 * step * slope) break;
			step /= 2;
		}
		if (!(nextValue < f)) break;
		const s = new Float64Array(n);
		const y = new Float64Array(n);
		for (let j = 0; j < n; j++) {
			s[j] = next[j] - x[j];
			y[j] = nextGradient[j] - g[j];
		}
		const sy = dotDense(s, y);
		if (sy > 1e-12) {
			if (steps.length === memory) {
				steps.shift();
				changes.shift();
				rhos.shift();
			}
			steps.push(s);
			changes.push(y);
			rhos.push(1 / sy);
		}
		const converged = Math.abs(f - nextValue) <= 1e-12 * Math.max(1, Math.abs(f));
		x = next;
		g = nextGradient;
		f = nextValue;
		if (converged) break;
	}
	return { x, value: f, iterations };
}

const dotDense = (a: Float64Array, b: Float64Array) => {
	let sum = 0;
	for (let j = 0; j < a.length; j++) sum += a[j] * b[j];
	return sum;
};

const axpy = (a: number, x: Float64Array, y: Float64Array) => {
	for (let j = 0; j < x.length; j++) y[j] += a * x[j];
};

const maxAbs = (v: Float64Array) => {
	let max = 0;
	for (let j = 0; j < v.length; j++) max = Math.max(max, Math.abs(v[j]));
	return max;
};
