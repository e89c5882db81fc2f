// Rising or falling: the Mann–Kendall test and Sen's slope over a name's share of dated papers per
// period, on periods with enough papers only, and only for names with enough such periods and
// papers; the rest is listed apart as too little data, not ranked on noise.
import { mannKendall } from './mann-kendall.ts';
import { yearsOf } from './periods.ts';
import { senSlope } from './sen-slope.ts';

/** A trend counts as found below this p-value (two-sided Mann-Kendall): the arrows, the colour. */
export const SIGNIFICANCE = 0.05;

/** A p-value as shown beside its verdict: rounded towards it, so 0.0496 (found) reads 0.049 and
 * 0.0502 (not found) reads 0.051, never "0.050" on either side. */
export function shownP(p: number): string {
	if (p < 0.001) return '< 0.001';
	const rounded = p < SIGNIFICANCE ? Math.floor(p * 1000) / 1000 : Math.ceil(p * 1000) / 1000;
	return Math.min(rounded, 1).toFixed(3);
}

export interface TrendPoint {
	/** First day of the period, 'YYYY-MM-DD'. */
	period: string;
	name: string;
	/** Dated papers in the period (the share's denominator); 0 for a period without data. */
	dated: number;
	/** Dated papers in the period naming `name`. */
	papers: number;
	/** papers / dated, null when the period has no dated paper. */
	share: number | null;
	/** Papers known only by an interval, spread evenly over its months: their weight in this
	 * period (only when estimates are asked for). */
	spread?: number | null;
	/** The same, for the papers naming `name`. */
	spread_papers?: number | null;
}

export interface RankOptions {
	/** A period counts only with at least this many dated papers. */
	minN: number;
	/** A name is ranked only with at least this many counted periods … */
	minPeriods: number;
	/** … and this many papers naming it in them. */
	minPapers: number;
}

export const RANK_DEFAULTS: Omit<RankOptions, 'minN'> = { minPeriods: 5, minPapers: 10 };

export interface TrendRank {
	name: string;
	/** Sen's slope of the share, per year (0.01 = one percentage point a year). */
	slope: number;
	/** Mann–Kendall S, its tie-corrected variance, z and two-sided p. */
	s: number;
	varS: number;
	z: number;
	p: number;
	/** Periods in the test. */
	periods: number;
	/** Papers naming it, over those periods. */
	papers: number;
}

export interface TooLittle {
	name: string;
	periods: number;
	papers: number;
	/** Why it is not ranked, in words. */
	reason: string;
}

/** Ranks names by the Mann–Kendall z of their share (steepest sure rise first); names short of
 * periods or papers go to `tooLittle`, fewest data last. */
export function rankTrends(
	points: TrendPoint[],
	options: RankOptions
): { ranked: TrendRank[]; tooLittle: TooLittle[] } {
	const { minN, minPeriods, minPapers } = options;
	const byName = new Map<string, TrendPoint[]>();
	for (const p of points) {
		if (p.dated < Math.max(1, minN)) continue;
		const list = byName.get(p.name) ?? [];
		list.push(p);
		byName.set(p.name, list);
	}
	for (const p of points) if (!byName.has(p.name)) byName.set(p.name, []);
	const ranked: TrendRank[] = [];
	const tooLittle: TooLittle[] = [];
	for (const [name, series] of byName) {
		series.sort((a, b) => a.period.localeCompare(b.period));
		const periods = series.length;
		const papers = series.reduce((n, p) => n + p.papers, 0);
		const short: string[] = [];
		if (periods < Math.max(3, minPeriods))
			short.push(`${periods} of ${Math.max(3, minPeriods)} periods with n ≥ ${minN}`);
		if (papers < minPapers) short.push(`${papers} of ${minPapers} papers`);
		if (short.length > 0) {
			tooLittle.push({ name, periods, papers, reason: short.join(', ') });
			continue;
		}
		const shares = series.map((p) => p.papers / p.dated);
		const test = mannKendall(shares);
		ranked.push({
			name,
			slope: senSlope(
				series.map((p) => yearsOf(p.period)),
				shares
			),
			s: test.s,
			varS: test.varS,
			z: test.z,
			p: test.p,
			periods,
			papers
		});
	}
	ranked.sort((a, b) => b.z - a.z || b.slope - a.slope || a.name.localeCompare(b.name));
	tooLittle.sort(
		(a, b) => b.papers - a.papers || b.periods - a.periods || a.name.localeCompare(b.name)
	);
	return { ranked, tooLittle };
}
