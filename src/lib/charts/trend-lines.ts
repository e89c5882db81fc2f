import * as Plot from '@observablehq/plot';
import { PALETTE } from '$lib/export/palette';
import { plotStyle } from '$lib/export/theme';
import type { TrendPoint } from '$lib/queries/trend-statistic';
import type { Figure } from './figure.ts';
import { makeFigure } from './make-figure.ts';

/** Share (or count) of dated papers naming each value, per period; a legend names the lines. */
export function trendFigure(o: {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: TrendPoint[];
	n: number;
	measure: 'share' | 'papers';
}): Figure {
	const names = [...new Set(o.rows.map((r) => r.name))];
	const data = o.rows.map((r) => ({ ...r, date: new Date(r.period) }));
	return makeFigure(
		{ id: o.id, title: o.title, subtitle: o.subtitle, sql: o.sql, rows: o.rows, n: o.n },
		({ width, height, theme, onScreen }) =>
			Plot.plot({
				width,
				height,
				style: plotStyle(theme),
				x: { type: 'utc', label: 'period →' },
				y:
					o.measure === 'share'
						? { label: '↑ share of dated papers', percent: true, grid: true }
						: { label: '↑ papers', grid: true },
				// The page draws the legend as buttons (click to filter); exports get Plot's own.
				color: { domain: names, range: [...PALETTE], legend: !onScreen },
				marks: [
					Plot.lineY(data, {
						x: 'date',
						y: o.measure,
						stroke: 'name',
						marker: 'circle',
						title: (d: TrendPoint) =>
							`${d.name}, ${d.period}: ${d.papers} of ${d.dated} dated papers`
					}),
					Plot.ruleY([0])
				]
			})
	);
}
