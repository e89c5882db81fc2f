import * as Plot from '@observablehq/plot';
import { SEQUENTIAL_SCHEME } from '$lib/export/palette';
import { plotStyle } from '$lib/export/theme';
import { clickable } from './clickable.ts';
import type { Figure } from './figure.ts';
import { makeFigure } from './make-figure.ts';

export interface Cell {
	x: string;
	y: string;
	papers: number;
}

/** Papers naming both the column's and the row's name; click a cell for its papers. */
export function heatmapFigure(o: {
	id: string;
	title: string;
	subtitle?: string;
	sql: string;
	rows: Cell[];
	n: number;
	xLabel: string;
	yLabel: string;
	onselect?: (c: Cell) => void;
}): Figure {
	const xs = [...new Set(o.rows.map((r) => r.x))];
	const ys = [...new Set(o.rows.map((r) => r.y))];
	const longestX = Math.max(0, ...xs.map((x) => x.length));
	return makeFigure(
		{ id: o.id, title: o.title, subtitle: o.subtitle, sql: o.sql, rows: o.rows, n: o.n },
		({ width, height, theme }) => {
			// Narrow columns (a paper column): labels stand upright and cell numbers get smaller,
			// or neighbours run into each other.
			const narrow = (width - 140 - 20) / Math.max(1, xs.length) < 20;
			return Plot.plot({
				width,
				height: Math.max(height, 80 + ys.length * 26),
				marginLeft: 140,
				marginBottom: narrow ? 30 + longestX * 6 : 90,
				style: plotStyle(theme),
				x: { label: o.xLabel, domain: xs, tickRotate: narrow ? -90 : -40 },
				y: { label: o.yLabel, domain: ys },
				color: { scheme: SEQUENTIAL_SCHEME, legend: true, label: 'papers' },
				marks: [
					Plot.cell(o.rows, {
						x: 'x',
						y: 'y',
						fill: 'papers',
						inset: 0.5,
						title: (d: Cell) => `${d.y} × ${d.x}: ${d.papers} papers`,
						render: clickable(
							o.rows,
							o.onselect,
							(d) => `${d.y} and ${d.x}: ${d.papers} papers, show them`
						)
					} as Plot.CellOptions),
					Plot.text(o.rows, {
						x: 'x',
						y: 'y',
						text: 'papers',
						fill: 'white',
						stroke: 'black',
						strokeWidth: 2,
						paintOrder: 'stroke',
						fontSize: narrow ? 8 : 10,
						pointerEvents: 'none'
					} as Plot.TextOptions)
				]
			});
		}
	);
}
