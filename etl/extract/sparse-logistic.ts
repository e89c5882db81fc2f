// A logistic regression applied: the probability of a label for a sparse row of features.

/** A sparse feature vector: `value[k]` at column `index[k]`. */
export interface SparseRow {
	index: number[];
	value: number[];
}

export const sigmoid = (z: number) =>
	z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));

export const dot = (row: SparseRow, weights: ArrayLike<number>): number => {
	let sum = 0;
	for (let k = 0; k < row.index.length; k++) sum += weights[row.index[k]] * row.value[k];
	return sum;
};

/** P(label) for a row under fitted weights and bias. */
export const probability = (row: SparseRow, weights: ArrayLike<number>, bias: number) =>
	sigmoid(dot(row, weights) + bias);

/** A weight, bias or threshold a stored model may hold. */
export const isFiniteNumber = (x: unknown): x is number =>
	typeof x === 'number' && Number.isFinite(x);
