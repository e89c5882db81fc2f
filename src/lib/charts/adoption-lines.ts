import * as Plot from '@observablehq/plot';
import { paletteFor } from '$lib/theme/palette';
import { plotStyle } from '$lib/theme/figure-theme';
import type { AdoptionPeriod, AdoptionPoint } from '$lib/queries/emerging';
import { clip } from '$lib/text/clip';
import { nameText } from '$lib/text/name-text';
import type { Figure } from './figure.ts';
import { makeFigure } from './make-figure.ts';
import { adoptionSummary } from './summaries/adoption.ts';

/** Pixels per name: each gets its own row, so curves that run alike never hide each other. */
const ROW = 46;

/** Average pixels per character of the axis font. */
const CHAR = 6.5;

const longest = (names: string[]) => Math.max(0, ...names.map((n) => n.length));

/** Plot's tick interval for each adoption period. */
const TICK_INTERVAL: Record<string, string> = { month: 'month', quarter: '3 months', year: 'year' };

/** Running total of the papers adopting each learned name (naming it without coining it), per
 * period from the one it was first seen in, one row per name in rank order on a shared time axis
 * and scale; a dot marks a period with new adopters, the number at the end is the total. */
export function adoptionFigure(o: {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: AdoptionPoint[];
	n: number;
	period: AdoptionPeriod;
}): Figure {
	const names = [...new Set(o.rows.map((r) => r.name))];
	const data = o.rows.map((r) => ({ ...r, date: new Date(r.period) }));
	const most = Math.max(1, ...o.rows.map((r) => r.cumulative));
	const periods = new Set(o.rows.map((r) => r.period)).size;
	const title = (d: AdoptionPoint) =>
		`${nameText(d.name)}, ${d.period}: ${d.papers} new adopting papers, ${d.cumulative} in all`;
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle: o.subtitle,
			sql: o.sql,
			rows: o.rows,
			n: o.n,
			summary: adoptionSummary(o.rows, o.period)
		},
		({ width, height, theme, document }) => {
			const marginLeft = Math.min(Math.round(width / 3), 14 + longest(names) * CHAR);
			return Plot.plot({
				document,
				width,
				height: Math.max(height, 60 + names.length * ROW),
				marginLeft,
				marginRight: 14 + String(most).length * CHAR, // the running total at each line's end
				style: plotStyle(theme),
				// Month ticks take two lines ("Jan" over "2025") above the axis label.
				marginBottom: 44,
				// Ticks at period starts when they fit: over a short span Plot ticked weeks under a
				// "month →" axis.
				x: {
					type: 'utc',
					label: `${o.period} →`,
					grid: true,
					...(periods <= width / 70 && TICK_INTERVAL[o.period]
						? { ticks: TICK_INTERVAL[o.period] }
						: {})
				},
				y: { domain: [0, most], axis: null },
				fy: {
					domain: names,
					label: null,
					padding: 0.3,
					tickFormat: (name: string) => clip(nameText(name), Math.floor((marginLeft - 14) / CHAR))
				},
				color: { domain: names, range: [...paletteFor(theme)] },
				marks: [
					Plot.frame({ anchor: 'bottom', strokeOpacity: 0.3 }),
					Plot.areaY(data, {
						x: 'date',
						y: 'cumulative',
						fy: 'name',
						fill: 'name',
						fillOpacity: 0.18,
						curve: 'step-after'
					}),
					Plot.lineY(data, {
						x: 'date',
						y: 'cumulative',
						fy: 'name',
						stroke: 'name',
						strokeWidth: 1.75,
						curve: 'step-after'
					}),
					Plot.dot(
						data.filter((d) => d.papers > 0),
						{ x: 'date', y: 'cumulative', fy: 'name', fill: 'name', r: 3, title }
					),
					Plot.text(
						data,
						Plot.selectLast({
							x: 'date',
							y: 'cumulative',
							fy: 'name',
							text: 'cumulative',
							dx: 6,
							textAnchor: 'start'
						})
					)
				]
			});
		}
	);
}
