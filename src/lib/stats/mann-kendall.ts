// The Mann–Kendall test for a monotonic trend in a series taken in time order (Mann 1945,
// Kendall 1975), two-sided, from the normal approximation with the variance corrected for ties
// and a continuity correction, as in Hipel & McLeod (1994) and R's trend::mk.test.
import { normalSf } from './normal.ts';

export interface MannKendall {
	/** Values in the test. */
	n: number;
	/** S = Σ_{i<j} sign(y_j − y_i). */
	s: number;
	/** Var(S) under no trend, corrected for tied values. */
	varS: number;
	/** (S − sign(S)) / √Var(S); 0 when S = 0. */
	z: number;
	/** Two-sided p-value, 2·P(Z > |z|). */
	p: number;
	/** Kendall's tau-a = S / (n(n−1)/2). */
	tau: number;
}

/** The test over `ys` in time order; needs at least 3 values (fewer cannot show a trend). */
export function mannKendall(ys: number[]): MannKendall {
	const n = ys.length;
	if (n < 3) throw new Error(`Mann-Kendall needs 3 or more values, got ${n}`);
	if (ys.some((y) => !Number.isFinite(y))) throw new Error(`invalid value in series: ${ys}`);
	let s = 0;
	for (let i = 0; i < n - 1; i++) for (let j = i + 1; j < n; j++) s += Math.sign(ys[j] - ys[i]);
	const groups = new Map<number, number>();
	for (const y of ys) groups.set(y, (groups.get(y) ?? 0) + 1);
	let ties = 0;
	for (const t of groups.values()) ties += t * (t - 1) * (2 * t + 5);
	const varS = (n * (n - 1) * (2 * n + 5) - ties) / 18;
	// All values tied: no ordering at all, S = 0 and no variance.
	const z = s === 0 || varS === 0 ? 0 : (s - Math.sign(s)) / Math.sqrt(varS);
	return { n, s, varS, z, p: Math.min(1, 2 * normalSf(Math.abs(z))), tau: s / ((n * (n - 1)) / 2) };
}
