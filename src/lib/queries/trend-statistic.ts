// Rising or falling: the least-squares slope of a value's share of dated papers per period.

export interface TrendPoint {
	period: string;
	name: string;
	dated: number;
	papers: number;
	share: number;
}

export interface TrendRank {
	name: string;
	/** Change in share per period (0.01 = one percentage point a period). */
	slope: number;
	/** Periods in the fit. */
	periods: number;
	/** Papers naming it, over all periods. */
	papers: number;
}

/** Slope of y over x = 0, 1, 2, …; 0 when fewer than two points. */
export function slope(ys: number[]): number {
	const n = ys.length;
	if (n < 2) return 0;
	const meanX = (n - 1) / 2;
	const meanY = ys.reduce((a, b) => a + b, 0) / n;
	let num = 0;
	let den = 0;
	ys.forEach((y, x) => {
		num += (x - meanX) * (y - meanY);
		den += (x - meanX) ** 2;
	});
	return num / den;
}

/** Ranks names by the slope of their share, steepest rise first. */
export function rankTrends(points: TrendPoint[]): TrendRank[] {
	const byName = new Map<string, TrendPoint[]>();
	for (const p of points) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
	return [...byName.entries()]
		.map(([name, series]) => {
			const sorted = [...series].sort((a, b) => a.period.localeCompare(b.period));
			return {
				name,
				slope: slope(sorted.map((p) => p.share)),
				periods: sorted.length,
				papers: sorted.reduce((n, p) => n + p.papers, 0)
			};
		})
		.sort((a, b) => b.slope - a.slope || a.name.localeCompare(b.name));
}
