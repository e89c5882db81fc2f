import * as Plot from '@observablehq/plot';
import { LOW_N_GREY, paletteFor } from '$lib/theme/palette';
import { plotStyle, themeColors, type FigureTheme } from '$lib/theme/figure-theme';
import type { TrendPoint } from '$lib/stats/trend-statistic';
import type { Period } from '$lib/stats/periods';
import { countAxis } from './count-ticks.ts';
import { nameText } from '$lib/text/name-text';
import type { Figure } from './figure.ts';
import { makeFigure } from './make-figure.ts';
import { trendSummary } from './summaries/trend.ts';
import { MARGIN, periodStrip, STRIP_HEIGHT } from './trend-strip.ts';
import {
	describeDatum,
	isThin,
	periodSummaries,
	scaleTop,
	shownPeriods,
	trendSeries,
	trendTable,
	type PeriodSummary,
	type TrendDatum,
	type TrendMeasure
} from './trend-series.ts';

export interface TrendFigureOptions {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: TrendPoint[];
	n: number;
	measure: TrendMeasure;
	period: Period;
	minN: number;
	lastDay: string | null;
	firstDay?: string | null;
	estimated: boolean;
}

/** The top of each panel holds its name (10 px type, 4 px down, and a gap): no value is drawn
 * there, or a line or an interval near the scale's top ran through the name on a slide. */
const NAME_ROOM = 18;

/** Below this a panel's 0% and 100% ticks collide: given less, the figure draws taller (an
 * export makes room for it). */
const MIN_PANEL_HEIGHT = 48 + NAME_ROOM;

/** Height a trend figure wants for `names` lines: one small panel each, and the n strip. */
export function trendHeight(names: number): number {
	return STRIP_HEIGHT + 24 + Math.max(1, names) * 92;
}

/**
 * One small panel per name (shared axes), each with the share of dated papers per period, its
 * 95% Wilson band, dots greyed where n is under the minimum, gaps where a period has no dated
 * paper, and the partial last period outlined; with estimated dates a dashed line adds the
 * papers known only by an interval. Under the panels, each period's n as bars.
 */
export function trendFigure(o: TrendFigureOptions): Figure {
	const data = trendSeries(o.rows, o);
	const names = [...new Set(o.rows.map((r) => r.name))];
	const periods = shownPeriods(periodSummaries(data));
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle: o.subtitle,
			sql: o.sql,
			rows: trendTable(data, o),
			n: o.n,
			summary: trendSummary(data, o)
		},
		({ width, height, theme, onScreen, document = globalThis.document }) => {
			const root = document.createElement('div');
			root.className = 'trend-figure';
			if (!onScreen) root.append(legend(names, theme, document));
			if (periods.length === 0) return root;
			const domain: [Date, Date] = [periods[0].start, periods.at(-1)!.end];
			root.append(
				panels(
					o,
					data,
					names,
					periods,
					domain,
					width,
					Math.max(120, names.length * MIN_PANEL_HEIGHT, height - STRIP_HEIGHT),
					theme,
					document
				),
				periodStrip(o, periods, domain, width, theme, document)
			);
			return root;
		}
	);
}

/** Plot's legend reads `document` as Plot.plot does, though its type does not declare it. */
type LegendWithDocument = Plot.LegendScales & { document: Document };

function legend(names: string[], theme: FigureTheme, document: Document): HTMLElement {
	const options: LegendWithDocument = {
		document,
		color: { domain: names, range: [...paletteFor(theme)] }
	};
	return Plot.legend(options) as HTMLElement;
}

function panels(
	o: TrendFigureOptions,
	data: TrendDatum[],
	names: string[],
	periods: PeriodSummary[],
	domain: [Date, Date],
	width: number,
	height: number,
	theme: FigureTheme,
	document: Document
) {
	const share = o.measure === 'share';
	const drawn = data.filter((d) => d.value !== null);
	const top = scaleTop(data, o.measure);
	const scaleEnd = share ? Math.min(1, top * 1.05) : top * 1.05;
	// Values past the scale are drawn at its top, not only clipped: a clip hides them on screen,
	// but an export measures what is drawn (getBBox ignores clips), and a 100% band of a thin
	// month under a 1% scale made a Trends slide 18,000 units tall.
	const capped = (v: number | null | undefined) =>
		v === null || v === undefined ? v : Math.min(v, scaleEnd);
	// A thin period's dot above the scale stays in sight at its top (its tooltip has the value).
	const shown = (d: TrendDatum) => capped(d.value);
	const lo = (d: TrendDatum) => capped(d.lo);
	const hi = (d: TrendDatum) => capped(d.hi);
	// The coloured band spans only periods with enough papers: a thin period's interval (0–79% for
	// 1 paper of 2) drawn in colour filled whole panels of a sparse month view. Its interval is a
	// grey bar instead.
	const bandLo = (d: TrendDatum) => (d.enough ? lo(d) : undefined);
	const bandHi = (d: TrendDatum) => (d.enough ? hi(d) : undefined);
	// A thin period's value above the scale: a triangle at its top says so (a dot there read as
	// the top tick's value: 100% shown at "1%").
	const aboveScale = (d: TrendDatum) => d.value !== null && d.value > scaleEnd;
	const title = (d: TrendDatum) => describeDatum(d, o.measure, o.minN);
	const background = themeColors(theme).background ?? 'none';
	const partial = periods.filter((p) => p.partial);
	return Plot.plot({
		document,
		width,
		height,
		marginLeft: MARGIN.left,
		marginRight: MARGIN.right,
		marginTop: 6,
		marginBottom: 6,
		style: plotStyle(theme),
		x: { type: 'utc', domain, axis: null },
		fy: { domain: names, axis: null, padding: 0.25 },
		y: share
			? // With `percent`, Plot scales the values by 100 before the domain applies.
				{
					insetTop: NAME_ROOM,
					domain: [0, scaleEnd * 100],
					percent: true,
					grid: true,
					ticks: 2,
					tickFormat: (d: number) => `${d}%`,
					label: null
				}
			: // No "nice" rounding up: values are capped, and triangles drawn, at the scale's very end.
				{ insetTop: NAME_ROOM, domain: [0, scaleEnd], grid: true, label: null, ...countAxis(2) },
		color: { domain: names, range: [...paletteFor(theme)] },
		marks: [
			Plot.frame({ stroke: 'currentColor', strokeOpacity: 0.15 }),
			// Periods under the minimum n: the whole column greyed in every panel.
			Plot.rect(periods.filter(isThin), {
				x1: 'start',
				x2: 'end',
				fill: LOW_N_GREY,
				fillOpacity: 0.13
			}),
			Plot.rect(partial, {
				x1: 'start',
				x2: 'end',
				fill: 'none',
				stroke: 'currentColor',
				strokeOpacity: 0.45,
				strokeDasharray: '2 3'
			}),
			share
				? Plot.areaY(data, {
						x: 'mid',
						y1: bandLo,
						y2: bandHi,
						fy: 'name',
						fill: 'name',
						fillOpacity: 0.2,
						clip: true
					})
				: null,
			// A period with enough papers but no such neighbour has no band to be part of: its
			// interval as a bar; so has every thin period, in grey.
			share
				? Plot.ruleX(
						data.filter((d) => d.bandAlone),
						{
							x: 'mid',
							y1: lo,
							y2: hi,
							fy: 'name',
							stroke: 'name',
							strokeOpacity: 0.6,
							clip: true
						}
					)
				: null,
			share
				? Plot.ruleX(
						data.filter((d) => d.value !== null && !d.enough),
						{
							x: 'mid',
							y1: lo,
							y2: hi,
							fy: 'name',
							stroke: LOW_N_GREY,
							strokeOpacity: 0.6,
							clip: true
						}
					)
				: null,
			Plot.ruleY([0], { strokeOpacity: 0.4 }),
			// Lines fade through periods under the minimum n (a segment takes its start's look).
			Plot.lineY(data, {
				x: 'mid',
				y: (d: TrendDatum) => capped(d.value),
				fy: 'name',
				z: 'name',
				stroke: 'name',
				strokeOpacity: (d: TrendDatum) => (d.enough ? 1 : 0.4),
				strokeWidth: 1.5,
				clip: true
			}),
			o.estimated
				? Plot.lineY(data, {
						x: 'mid',
						y: (d: TrendDatum) => capped(d.estimate),
						fy: 'name',
						z: 'name',
						stroke: 'name',
						strokeWidth: 1.5,
						strokeDasharray: '5 3',
						strokeOpacity: (d: TrendDatum) => (d.estimateEnough ? 0.9 : 0.3),
						clip: true
					})
				: null,
			// An estimate with no neighbour has no segment of the dashed line (a line of one point
			// draws nothing): a hollow ring, dashed as the line is, under any dated dot there.
			o.estimated
				? Plot.dot(
						data.filter((d) => d.estimateAlone),
						{
							x: 'mid',
							y: (d: TrendDatum) => capped(d.estimate),
							fy: 'name',
							stroke: 'name',
							fill: background,
							r: 4,
							strokeWidth: 1.5,
							strokeDasharray: '2 1.5',
							strokeOpacity: (d: TrendDatum) => (d.estimateEnough ? 0.9 : 0.3),
							title,
							clip: true
						}
					)
				: null,
			// Dots: filled with enough papers, grey and hollow under the minimum, hollow in a
			// partial period; each carries the period's n in its tooltip.
			Plot.dot(
				drawn.filter((d) => d.enough && !d.partial),
				{ x: 'mid', y: 'value', fy: 'name', fill: 'name', r: 2.8, title }
			),
			Plot.dot(
				drawn.filter((d) => d.enough && d.partial),
				{ x: 'mid', y: 'value', fy: 'name', stroke: 'name', fill: background, r: 2.8, title }
			),
			Plot.dot(
				drawn.filter((d) => !d.enough && !aboveScale(d)),
				{ x: 'mid', y: shown, fy: 'name', stroke: LOW_N_GREY, fill: background, r: 2.8, title }
			),
			Plot.dot(drawn.filter(aboveScale), {
				x: 'mid',
				y: shown,
				fy: 'name',
				symbol: 'triangle',
				fill: LOW_N_GREY,
				r: 3.5,
				title
			}),
			Plot.text(names, {
				fy: (d: string) => d,
				text: (d: string) => nameText(d),
				frameAnchor: 'top-left',
				dx: 5,
				dy: 4,
				fontWeight: 600,
				fill: 'currentColor'
			}),
			// Ended at the box's right edge: centred on a one-month box it ran past the panel.
			Plot.text(partial.slice(-1), {
				x: 'end',
				fy: () => names[0],
				text: () => 'partial',
				frameAnchor: 'top',
				textAnchor: 'end',
				dx: -3,
				dy: 4,
				fontSize: 9,
				fill: 'currentColor',
				fillOpacity: 0.7
			})
		]
	});
}
