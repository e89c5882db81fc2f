// What a trend chart draws, as plain data: each period's value with its Wilson interval, its n,
// whether n is under the minimum, whether the data ends inside it, and (apart) the value with
// estimated dates. The chart only places these; tests check them without a DOM.
import type { TrendPoint } from '$lib/stats/trend-statistic';
import { endOf, isPartial, middleOf, periodLabel, startOf, type Period } from '$lib/stats/periods';
import { wilson } from '$lib/stats/wilson';

export const TREND_MEASURES = ['share', 'papers'] as const;
export type TrendMeasure = (typeof TREND_MEASURES)[number];

export interface TrendDatum {
	name: string;
	period: string;
	label: string;
	start: Date;
	end: Date;
	mid: Date;
	dated: number;
	papers: number;
	/** Share or papers of dated papers; null in a period without dated papers (a gap). */
	value: number | null;
	/** 95% Wilson interval of the share (null for counts and for empty periods). */
	lo: number | null;
	hi: number | null;
	/** n (dated papers) reaches the minimum. */
	enough: boolean;
	/** The data ends inside this period. */
	partial: boolean;
	/** No drawn neighbour on either side: a line or band cannot show it, a dot and bar must. */
	isolated: boolean;
	/** With estimated dates: (papers + spread) / (dated + spread), or papers + spread; null
	 * when estimates are off or the period has neither. */
	estimate: number | null;
	/** Weight of bounded papers spread into this period (all, and those naming `name`). */
	spread: number;
	spreadPapers: number;
	/** Dated plus spread papers reach the minimum n. */
	estimateEnough: boolean;
}

export interface PeriodSummary {
	period: string;
	label: string;
	start: Date;
	end: Date;
	mid: Date;
	dated: number;
	spread: number;
	enough: boolean;
	partial: boolean;
}

export interface SeriesOptions {
	period: Period;
	measure: TrendMeasure;
	minN: number;
	/** Last day with data (the end of the data, or the date filter's end when earlier). */
	lastDay: string | null;
	/** First day counted, when a date filter starts inside a period. */
	firstDay?: string | null;
	estimated: boolean;
}

/** A date filter starting after the first day of the period cuts the period short. */
function startsInside(start: string, period: Period, firstDay: string): boolean {
	const first = startOf(firstDay).getTime();
	return first > startOf(start).getTime() && first < endOf(start, period).getTime();
}

const percent = (v: number) => `${(v * 100).toFixed(v < 0.1 ? 1 : 0)}%`;
const count = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export function trendSeries(rows: TrendPoint[], o: SeriesOptions): TrendDatum[] {
	const out: TrendDatum[] = rows.map((r) => {
		const spread = o.estimated ? (r.spread ?? 0) : 0;
		const spreadPapers = o.estimated ? (r.spread_papers ?? 0) : 0;
		const interval = o.measure === 'share' ? wilson(r.papers, r.dated) : null;
		const pooled = r.dated + spread;
		let estimate: number | null = null;
		if (o.estimated && pooled > 0)
			estimate =
				o.measure === 'share' ? (r.papers + spreadPapers) / pooled : r.papers + spreadPapers;
		return {
			name: r.name,
			period: r.period,
			label: periodLabel(r.period, o.period),
			start: startOf(r.period),
			end: endOf(r.period, o.period),
			mid: middleOf(r.period, o.period),
			dated: r.dated,
			papers: r.papers,
			value: r.dated > 0 ? (o.measure === 'share' ? r.papers / r.dated : r.papers) : null,
			lo: interval?.[0] ?? null,
			hi: interval?.[1] ?? null,
			enough: r.dated >= o.minN,
			partial:
				(o.lastDay !== null && isPartial(r.period, o.period, o.lastDay)) ||
				(!!o.firstDay && startsInside(r.period, o.period, o.firstDay)),
			isolated: false,
			estimate,
			spread,
			spreadPapers,
			estimateEnough: pooled >= o.minN
		};
	});
	// Rows come sorted by name, then period: neighbours are adjacent.
	out.forEach((d, i) => {
		if (d.value === null) return;
		const before = out[i - 1];
		const after = out[i + 1];
		const drawn = (x: TrendDatum | undefined) => x?.name === d.name && x.value !== null;
		d.isolated = !drawn(before) && !drawn(after);
	});
	return out;
}

/** One row per period (n, spread, flags), from any one name's series. */
export function periodSummaries(data: TrendDatum[]): PeriodSummary[] {
	const seen = new Map<string, PeriodSummary>();
	for (const d of data)
		if (!seen.has(d.period))
			seen.set(d.period, {
				period: d.period,
				label: d.label,
				start: d.start,
				end: d.end,
				mid: d.mid,
				dated: d.dated,
				spread: d.spread,
				enough: d.enough,
				partial: d.partial
			});
	return [...seen.values()].sort((a, b) => a.period.localeCompare(b.period));
}

/** The tooltip of one point: its n always, the interval, and flags in words. */
export function describeDatum(d: TrendDatum, measure: TrendMeasure, minN: number): string {
	const parts = [`${d.name}, ${d.label}: `];
	if (d.dated === 0) parts.push('no dated papers');
	else if (measure === 'share')
		parts.push(
			`${d.papers} of ${d.dated} dated papers = ${percent(d.value!)} (95% CI ${percent(d.lo!)}–${percent(d.hi!)})`
		);
	else parts.push(`${d.papers} of ${d.dated} dated papers`);
	const flags: string[] = [];
	if (d.dated > 0 && !d.enough) flags.push(`n under ${minN}`);
	if (d.partial) flags.push('partial period');
	if (flags.length) parts.push(`; ${flags.join(', ')}`);
	if (d.estimate !== null)
		parts.push(
			`; with estimated dates: ${count(d.papers + d.spreadPapers)} of ${count(d.dated + d.spread)} papers` +
				(measure === 'share' ? ` = ${percent(d.estimate)}` : '')
		);
	return parts.join('');
}
