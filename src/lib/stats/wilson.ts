// The Wilson score interval for a binomial share: honest at small n and near 0 or 1, where the
// usual p ± z·√(p(1−p)/n) collapses to a point or leaves [0, 1].

/** z for a two-sided 95% interval (the normal 0.975 quantile). */
export const Z95 = 1.959963984540054;

/** [low, high] bounds of the share k/n; null when n = 0 (no papers, no estimate). */
export function wilson(k: number, n: number, z = Z95): [number, number] | null {
	if (!Number.isFinite(k) || !Number.isFinite(n) || k < 0 || n < 0 || k > n)
		throw new Error(`invalid share: ${k} of ${n}`);
	if (n === 0) return null;
	const p = k / n;
	const z2 = z * z;
	const denominator = 1 + z2 / n;
	const centre = (p + z2 / (2 * n)) / denominator;
	const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
	// Clamp rounding dust: at k = 0 the low bound is 0 exactly, at k = n the high bound 1.
	return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)];
}
