import * as Plot from '@observablehq/plot';
import { countNoun } from '$lib/text/count-noun';
import { seriesPair } from '$lib/theme/palette';
import { plotStyle } from '$lib/theme/figure-theme';
import { countAxis } from './count-ticks.ts';
import { titleCutTicks } from './tick-titles.ts';
import type { Figure } from './figure.ts';
import { cappedBins, evenBins, histogramCap, overflowLabelHeight } from './gain-cap.ts';
import { gainUnitSymbol } from './gain-units.ts';
import { makeFigure } from './make-figure.ts';
import { nameMargin } from './name-margin.ts';
import { gainClaimsSummary, gainMediansSummary } from './summaries/gains.ts';

export interface GainValue {
	name?: string;
	unit: string;
	value: number;
	direction: string;
	/** Claims at this value (rows are counted, not one per claim, so any corpus size charts). */
	claims: number;
	/** The median of the name (and metric) over all its claims (per-name charts). */
	median?: number;
	/** What the claim measured, when it says (accuracy, pass@1 …). */
	metric?: string | null;
	/** Papers behind the chart (every row carries it). */
	papers?: number;
	/** Papers behind this row's name and metric (per-name charts). */
	row_papers?: number;
}

const DIRECTION_WORD: Record<string, string> = { up: 'increase', down: 'reduction' };

/** Ticks (as log10) at 1, 2, 5 × powers of ten from no change (1×) to the largest value, or powers
 * of ten alone when those would be more than `most`. */
export function logTicks(values: number[], most: number): number[] {
	const positive = values.filter((v) => v > 0);
	if (positive.length === 0) return [0];
	const least = Math.min(1, ...positive);
	const lo = Math.floor(Math.log10(least));
	const hi = Math.ceil(Math.log10(Math.max(...positive)));
	const at = (steps: number[]) => {
		const out: number[] = [];
		for (let k = lo; k <= hi; k++) for (const s of steps) out.push(Math.log10(s * 10 ** k));
		const [a, b] = [Math.log10(least), Math.log10(Math.max(...positive))];
		return out.filter((t) => t >= a - 1e-9 && t <= b + 1e-9);
	};
	const fine = at([1, 2, 5]);
	return fine.length <= most ? fine : at([1]);
}

/** The first 1, 2 or 5 × a power of ten above the largest claim (and above 1×, no change). */
export function logAxisEnd(most: number): number {
	const past = Math.max(1, most);
	for (let k = Math.floor(Math.log10(past)); ; k++)
		for (const step of [1, 2, 5]) if (step * 10 ** k > past) return step * 10 ** k;
}

/**
 * A log axis of multiples for these claims: its ticks (as log10, at most about `most`) and where
 * it ends, always on a labelled tick: the next 1, 2 or 5 step above the largest claim, clear of
 * the row counts, or, where those steps would crowd and only powers of ten are ticked, the power
 * of ten that holds it.
 */
export function logAxis(values: number[], most: number): { end: number; ticks: number[] } {
	const largest = Math.max(1, ...values);
	const step = logAxisEnd(largest);
	const ticks = logTicks([...values, step], most);
	if (Math.abs(10 ** ticks[ticks.length - 1] - step) <= 1e-9 * step) return { end: step, ticks };
	const power = 10 ** Math.ceil(Math.log10(largest) - 1e-12);
	return { end: power, ticks: logTicks([...values, power], most) };
}

/** The axis label: what is measured, in which unit, and which way ("reduction (%) →"). */
export function gainAxisLabel(unit: string, direction?: string): string {
	return `${(direction && DIRECTION_WORD[direction]) ?? 'gain'} (${gainUnitSymbol(unit)}) →`;
}

const METRIC_JOIN = ' · ';
/** A row of a per-name chart: the name, and the metric when the claims state one, since values
 * of different metrics are not comparable. */
export function gainRowLabel(d: GainValue): string {
	return d.metric ? `${d.name ?? ''}${METRIC_JOIN}${d.metric}` : (d.name ?? '');
}
/** Beside the axis the metric stands under its name: on one line "GRPO · computational cost" was
 * cut to fit a paper column. */
const rowLines = (label: string) => label.split(METRIC_JOIN);

/** Right of each row of a per-name chart: the papers it stands on ("n 1": one paper's claims). */
const ROW_N_MARGIN = 44;
/** Claims' dots show through one another where they pile up, and still stand out from the
 * background: at this opacity each series colour keeps 3:1 on every figure theme. */
export const CLAIM_DOT_OPACITY = 0.85;

/** The metrics behind a chart in words, for its subtitle: "metric not stated" when none is. */
export function gainMetrics(rows: GainValue[]): string {
	const stated = [...new Set(rows.map((r) => r.metric).filter((m): m is string => !!m))];
	const unstated = rows.some((r) => !r.metric);
	if (stated.length === 0) return 'metric not stated by these claims';
	return `metric: ${[...stated, ...(unstated ? ['not stated'] : [])].join(', ')}`;
}

/**
 * The least height of a per-name row: 26 px on the page; an exported figure's rows may sit closer,
 * so that a slide zooms out less and keeps larger type: 24 for a name over its metric, 20 for a
 * name alone (the largest claim dots are 16 px across).
 */
export const leastRowHeight = (lines: 1 | 2, onScreen: boolean | undefined) =>
	onScreen ? 26 : lines === 2 ? 24 : 20;

/** Dot radius for a count: one claim is a readable 2.5 px dot whatever the largest count (a
 * scale from 0 would shrink it to a speck at a million papers); the largest count gets at most
 * 8 px, and no more than its area warrants when counts are small. */
export function claimRadius(maxClaims: number): {
	type: 'sqrt';
	domain: number[];
	range: number[];
} {
	const most = Math.max(2, maxClaims);
	return { type: 'sqrt', domain: [1, most], range: [2.5, Math.min(8, 2.5 * Math.sqrt(most))] };
}

/** One unit's claimed gains: per name (and metric) as dots, area by the claims at that value,
 * with each row's median as a tick, for one direction; or all claims as a histogram, increases
 * and reductions in separate rows. */
export function gainFigure(o: {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: GainValue[];
	n: number;
	unit: string;
	byName: boolean;
	/** Per-name charts show one direction; the axis says which. */
	direction?: 'up' | 'down';
}): Figure {
	const rows = o.rows.filter((r) => r.unit === o.unit);
	const labels = [...new Set(rows.map(gainRowLabel))];
	const medians = o.byName ? labels.map((l) => rows.find((r) => gainRowLabel(r) === l)!) : [];
	const rowN = medians.some((m) => m.row_papers !== undefined);
	const maxClaims = rows.reduce((m, r) => Math.max(m, r.claims), 1);
	const directions = (['up', 'down'] as const).filter((d) => rows.some((r) => r.direction === d));
	const title = (d: GainValue) =>
		`${d.name ? gainRowLabel(d) + ': ' : ''}${d.value}${o.unit} ${DIRECTION_WORD[d.direction] ?? d.direction}` +
		(d.claims > 1 ? ` · ${d.claims.toLocaleString('en')} claims` : '');
	const log = o.unit === 'x';
	/** Where a value sits on the per-name charts' axis. */
	const onAxis = (value: number) => (log ? Math.log10(value) : value);
	// A gain is read from no change: 0 on a linear axis, 1× on the log axis of multiples; both
	// axes reach it and label it.
	const values = rows.map((r) => r.value);
	const most = Math.max(1, ...values);
	// A histogram on a linear axis ends where most claims stay; its last bar gathers the rest.
	const cap = !o.byName && !log ? histogramCap(rows) : null;
	const bins = cap === null ? null : cappedBins(cap);
	// Claims of positive values on a linear axis, uncapped: round bins that hold the largest one.
	const even =
		!o.byName && !log && bins === null && values.length > 0 && Math.min(...values) >= 0
			? evenBins(most)
			: null;
	// Per direction with claims past the cap, the height its "≥ cap" label stands at.
	const overflow =
		bins === null
			? []
			: directions.flatMap((direction) => {
					const own = rows.filter((r) => r.direction === direction);
					return own.some((r) => r.value >= bins.cap)
						? [{ direction, claims: overflowLabelHeight(own, bins) }]
						: [];
				});
	const capNote =
		bins === null
			? null
			: `last bar: all claims ≥ ${bins.cap.toLocaleString('en')}${gainUnitSymbol(o.unit)} (up to ${most.toLocaleString('en')}${gainUnitSymbol(o.unit)})`;
	const subtitle = [o.subtitle, capNote].filter(Boolean).join('; ') || undefined;
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle,
			sql: o.sql,
			rows: rows,
			n: o.n,
			summary: o.byName
				? gainMediansSummary(
						medians.map((m) => ({
							label: gainRowLabel(m),
							median: m.median,
							papers: m.row_papers
						})),
						o.unit,
						o.direction ?? 'up'
					)
				: gainClaimsSummary(rows, o.unit)
		},
		({ width, height, theme, onScreen, document }) => {
			const color = { domain: ['up', 'down'], range: seriesPair(theme) };
			const left = nameMargin(labels, width, 200, rowLines);
			const labelLines = labels.some((label) => rowLines(label).length > 1) ? 2 : 1;
			const axis = log ? logAxis(values, width / 60) : null;
			return o.byName
				? titleCutTicks(
						Plot.plot({
							document,
							width,
							// Rows of at most 44 px: a chart of one row filling its card drew its median
							// tick the card's whole height.
							height: Math.max(
								50 + labels.length * leastRowHeight(labelLines, onScreen),
								Math.min(height, 50 + labels.length * 44)
							),
							marginLeft: left.margin,
							marginRight: rowN ? ROW_N_MARGIN : undefined,
							style: plotStyle(theme),
							// Multiples on a linear axis of their log10, as the histogram's: Plot's log axis
							// labels only some of the ticks it is given (5×, 50× went blank).
							x: log
								? {
										domain: [Math.log10(Math.min(1, ...values)), Math.log10(axis!.end)],
										label: gainAxisLabel(o.unit, o.direction),
										grid: true,
										ticks: axis!.ticks,
										tickFormat: (d: number) => `${+(10 ** d).toPrecision(2)}×`
									}
								: {
										type: 'linear',
										zero: true,
										// To a tick past the largest claim: a point past the last tick would sit against the
										// row counts.
										nice: true,
										label: gainAxisLabel(o.unit, o.direction),
										grid: true
									},
							y: { label: null, domain: labels, tickFormat: left.tickFormat },
							color: { ...color, legend: false },
							r: claimRadius(maxClaims),
							marks: [
								Plot.dot(rows, {
									x: (d: GainValue) => onAxis(d.value),
									y: gainRowLabel,
									fill: 'direction',
									r: 'claims',
									fillOpacity: CLAIM_DOT_OPACITY,
									title
								}),
								Plot.tickX(medians, {
									x: (d: GainValue) => onAxis(d.median ?? NaN),
									y: gainRowLabel,
									stroke: 'currentColor',
									strokeWidth: 2
								}),
								rowN
									? Plot.text(medians, {
											y: gainRowLabel,
											text: (d: GainValue) => `n ${d.row_papers}`,
											title: (d: GainValue) =>
												`${gainRowLabel(d)}: claims from ${countNoun(d.row_papers ?? 0, 'paper')}`,
											frameAnchor: 'right',
											textAnchor: 'start',
											// Clear of a dot at the axis end (up to 8 px across).
											dx: 10,
											fontSize: 9,
											fill: 'currentColor'
										})
									: null
							]
						}),
						'y',
						labels,
						rowLines
					)
				: Plot.plot({
						document,
						width,
						height: Math.max(height, directions.length * 110),
						marginLeft: 76,
						style: plotStyle(theme),
						// A histogram of claims per value: it fits any number of claims, where piled
						// dots outgrow their row.
						x: log
							? {
									label: gainAxisLabel(o.unit),
									grid: true,
									domain: [Math.min(0, ...values.map(Math.log10)), Math.log10(most)],
									ticks: logTicks(values, width / 60),
									tickFormat: (d: number) => `${+(10 ** d).toPrecision(2)}×`
								}
							: {
									label: gainAxisLabel(o.unit),
									grid: true,
									zero: true,
									...(bins !== null
										? { domain: [0, bins.end] }
										: even !== null
											? { domain: [0, even.end] }
											: {})
								},
						y: { label: '↑ claims', grid: true, ...countAxis(2) },
						fy: { domain: directions, axis: null },
						color: { ...color, legend: false },
						marks: [
							Plot.text(directions, {
								fy: (d: string) => d,
								text: (d: string) => (d === 'up' ? 'increases' : 'reductions'),
								frameAnchor: 'top-right',
								dy: 2,
								fill: 'currentColor'
							}),
							bins
								? Plot.text(overflow, {
										fy: 'direction',
										x: () => bins.overflowAt,
										y: 'claims',
										text: () => `≥${bins.cap.toLocaleString('en')}`,
										dy: -6,
										fontSize: 9,
										fill: 'currentColor'
									})
								: null,
							Plot.rectY(
								rows,
								Plot.binX<Plot.RectYOptions>(
									{
										// Rows are distinct values with their number of claims.
										y: (bin: GainValue[]) => bin.reduce((n, d) => n + d.claims, 0),
										title: (bin: GainValue[]) => {
											const claims = bin.reduce((n, d) => n + d.claims, 0);
											const values = bin.map((d) => d.value);
											return `${countNoun(claims, 'claim')} from ${Math.min(...values)} to ${Math.max(...values)}${o.unit}`;
										}
									},
									{
										x: log
											? (d: GainValue) => Math.log10(d.value)
											: bins === null
												? 'value'
												: (d: GainValue) => (d.value >= bins.cap ? bins.overflowAt : d.value),
										fy: 'direction',
										fill: 'direction',
										thresholds: bins?.thresholds ?? even?.thresholds ?? 30,
										inset: 0.5
									}
								)
							),
							Plot.ruleY([0])
						]
					});
		}
	);
}
