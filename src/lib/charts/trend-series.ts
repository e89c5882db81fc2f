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
	/** Enough papers, but no neighbour with enough: the band (drawn only over periods with enough
	 * papers) cannot show its interval, a bar must. */
	bandAlone: boolean;
	/** With estimated dates: (papers + spread) / (dated + spread), or papers + spread; null
	 * when estimates are off or the period has neither. */
	estimate: number | null;
	/** Weight of bounded papers spread into this period (all, and those naming `name`). */
	spread: number;
	spreadPapers: number;
	/** Dated plus spread papers reach the minimum n. */
	estimateEnough: boolean;
	/** An estimate with no estimate beside it (one period in the range, or one between gaps): its
	 * dashed line has no segment to draw, a dot must show it. */
	estimateAlone: boolean;
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
	/** Dated plus spread papers reach the minimum n (with estimated dates). */
	estimateEnough: boolean;
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
			bandAlone: false,
			estimate,
			spread,
			spreadPapers,
			estimateEnough: pooled >= o.minN,
			estimateAlone: false
		};
	});
	// Rows come by name (in rank or band order), then period: neighbours are adjacent.
	out.forEach((d, i) => {
		const before = out[i - 1];
		const after = out[i + 1];
		const estimated = (x: TrendDatum | undefined) => x?.name === d.name && x.estimate !== null;
		d.estimateAlone = d.estimate !== null && !estimated(before) && !estimated(after);
		if (d.value === null) return;
		const drawn = (x: TrendDatum | undefined) => x?.name === d.name && x.value !== null;
		const banded = (x: TrendDatum | undefined) => drawn(x) && x!.enough;
		d.bandAlone = d.enough && !banded(before) && !banded(after);
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
				estimateEnough: d.estimateEnough,
				partial: d.partial
			});
	return [...seen.values()].sort((a, b) => a.period.localeCompare(b.period));
}

/** A period with papers but fewer than the minimum: its dated ones, or with estimated dates, dated
 * and spread together when it has no dated paper. Greyed in every panel. */
export const isThin = (p: PeriodSummary) =>
	p.dated > 0 ? !p.enough : p.spread > 0 && !p.estimateEnough;

/**
 * The periods a chart spans: from the first with a dated paper, or with enough papers once
 * estimates count, to the last. Thin estimates before it (a bound from a long-released algorithm
 * reaches back years) would stretch the axis over years with nothing to read.
 */
export function shownPeriods(periods: PeriodSummary[]): PeriodSummary[] {
	const first = periods.findIndex((p) => p.dated > 0 || p.estimateEnough);
	return first < 0 ? periods : periods.slice(first);
}

/** The weight of bounded papers the chart draws: spread over its periods, not before them
 * (`shownPeriods`), so what its n says is what its bars add up to. */
export function drawnSpread(data: TrendDatum[]): number {
	return shownPeriods(periodSummaries(data)).reduce((sum, p) => sum + p.spread, 0);
}

/** The least top of a share scale: 1%, so a rare name's share still reads. */
const LEAST_SHARE_TOP = 0.01;

/** An interval sets the scale up to this many times the highest value: further up it says the
 * share is unknown, not how high it is (0 of 8 papers: 0–32%, beside shares of 0.5% in a year of
 * 5,000 papers, flattened every line), and it runs off the top as a thin period's does. */
const INTERVAL_REACH = 3;

/**
 * The top of the value scale, set by what can be read: the values and interval tops of periods
 * with enough papers, and the estimates that reach the minimum. A thin period's wide interval
 * (1 of 2 papers: 9%–91%) would otherwise flatten every period that has enough; it runs off the
 * top instead. Where no period has enough, every drawn value sets it.
 */
export function scaleTop(data: TrendDatum[], measure: TrendMeasure): number {
	const readable = data.filter((d) => d.value !== null && d.enough);
	const estimates = data.filter((d) => d.estimate !== null && d.estimateEnough);
	const anyReadable = readable.length + estimates.length > 0;
	const drawn = anyReadable ? readable : data.filter((d) => d.value !== null);
	const estimated = (anyReadable ? estimates : data.filter((d) => d.estimate !== null)).map(
		(d) => d.estimate!
	);
	const least = measure === 'share' ? LEAST_SHARE_TOP : 1;
	const highest = Math.max(0, ...drawn.map((d) => d.value!), ...estimated);
	const intervalTops = drawn.map((d) => Math.min(d.hi ?? 0, INTERVAL_REACH * highest));
	return Math.max(least, highest, ...intervalTops);
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

/**
 * The rows a trend chart's data file holds: each period's counts with what the chart draws from
 * them (the share's 95% Wilson interval, whether n reaches the minimum, whether the period is
 * partial, and with estimated dates the spread papers and the estimate), so the file can redraw
 * the figure.
 */
export function trendTable(
	data: TrendDatum[],
	o: { measure: TrendMeasure; estimated: boolean; minN: number }
): Record<string, unknown>[] {
	return data.map((d) => ({
		period: d.period,
		name: d.name,
		dated: d.dated,
		papers: d.papers,
		...(o.measure === 'share' ? { share: d.value, ci95_low: d.lo, ci95_high: d.hi } : {}),
		[`n_at_least_${o.minN}`]: d.enough,
		partial: d.partial,
		...(o.estimated
			? {
					spread: d.spread,
					spread_papers: d.spreadPapers,
					[o.measure === 'share' ? 'estimated_share' : 'estimated_papers']: d.estimate
				}
			: {})
	}));
}
