import * as Plot from '@observablehq/plot';
import { SEQUENTIAL_SCHEME } from '$lib/theme/palette';
import { plotStyle, type FigureTheme } from '$lib/theme/figure-theme';
import { titleCutTicks } from './tick-titles.ts';
import { clip } from '$lib/text/clip';
import { nameText } from '$lib/text/name-text';
import { clickable } from './clickable.ts';
import { wholeTicks } from './count-ticks.ts';
import type { Figure } from './figure.ts';
import { makeFigure } from './make-figure.ts';
import { axisOrder, sharedOrder, type MatrixCell } from './matrix-order.ts';
import { nameMargin } from './name-margin.ts';
import { leadersSummary } from './summaries/leaders.ts';

export type Cell = MatrixCell;

/** Where on the ramp the fewest papers sit. Viridis starts at a violet that has 1.2:1 against
 * the dark theme's background, which hid the cells of one paper; from 0.35 on, it has 3.1:1 (the
 * least for a graphic, WCAG 1.4.11). On white its start has 15:1. */
const rampStart = (theme: FigureTheme) => (theme === 'dark' ? 0.35 : 0);

/** The cells as the figure's data file gives them: columns named by the axes ("benchmark",
 * "algorithm"), the row's name first; "row" and "column" tell two axes of one kind apart. */
function dataRows(o: { rows: Cell[]; xLabel: string; yLabel: string }): Record<string, unknown>[] {
	const same = o.xLabel === o.yLabel;
	const rowKey = same ? `${o.yLabel} (row)` : o.yLabel;
	const columnKey = same ? `${o.xLabel} (column)` : o.xLabel;
	return o.rows.map((r) => ({ [rowKey]: r.y, [columnKey]: r.x, papers: r.papers }));
}

/** The cells as pairs for the summary ("GRPO with AIME 2024"): a symmetric matrix's pair once. */
function pairs(rows: Cell[], symmetric = false): { label: string; count: number }[] {
	const seen = new Set<string>();
	return rows.flatMap((r) => {
		const key = symmetric ? [r.x, r.y].sort().join('\u0000') : `${r.y}\u0000${r.x}`;
		if (seen.has(key)) return [];
		seen.add(key);
		return [{ label: `${nameText(r.y)} with ${nameText(r.x)}`, count: r.papers }];
	});
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
	/** Both axes list the same kind of name (algorithm × algorithm): one order for both. */
	symmetric?: boolean;
	onselect?: (c: Cell) => void;
}): Figure {
	const shared = o.symmetric ? sharedOrder(o.rows) : null;
	const xs = shared ?? axisOrder(o.rows, 'x');
	const ys = shared ?? axisOrder(o.rows, 'y');
	// Labels are clipped to 18 characters (below): the bottom margin needs no more.
	const longestX = Math.min(18, Math.max(0, ...xs.map((x) => x.length)));
	const counts = o.rows.map((r) => r.papers);
	const [least, most] = [Math.min(...counts), Math.max(...counts)];
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle: o.subtitle,
			sql: o.sql,
			rows: dataRows(o),
			n: o.n,
			summary: leadersSummary(pairs(o.rows, o.symmetric), o.n)
		},
		({ width, height, theme, document }) => {
			const from = rampStart(theme);
			// Viridis runs from dark violet to light yellow: past the middle of the ramp a cell's
			// number reads in black, before it in white (white on yellow was hard to read).
			const light = (d: Cell) =>
				most > least && from + (1 - from) * ((d.papers - least) / (most - least)) > 0.55;
			const left = nameMargin(ys, width, 140);
			// Narrow columns (a paper column, a phone): labels stand upright and cell numbers get
			// smaller, or neighbours run into each other (slanted, they ran together at 20 px on a
			// phone).
			const narrow = (width - left.margin - 20) / Math.max(1, xs.length) < 28;
			const chart = Plot.plot({
				document,
				width,
				height: Math.max(height, 80 + ys.length * 26),
				marginLeft: left.margin,
				marginBottom: narrow ? 30 + longestX * 6 : 90,
				style: plotStyle(theme),
				x: {
					label: o.xLabel,
					domain: xs,
					tickRotate: narrow ? -90 : -40,
					tickFormat: (name: string) => clip(nameText(name), 18)
				},
				y: { label: o.yLabel, domain: ys, tickFormat: left.tickFormat },
				color: {
					scheme: SEQUENTIAL_SCHEME,
					range: [from, 1],
					legend: true,
					label: 'papers',
					// Whole papers on the legend too.
					ticks: wholeTicks(least, most, 4),
					// Room for the labels at its ends, centred on them ("1" was cut to "l"). (Plot hands
					// a scale's options to its legend, ramp margins too, though its types omit them.)
					...({ marginLeft: 12, marginRight: 12 } as Plot.ScaleOptions),
					tickFormat: (d: number) => d.toLocaleString('en')
				},
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
							(d) => `${d.y} and ${d.x}: ${d.papers} papers, show them`,
							(d) => [xs.indexOf(d.x), ys.indexOf(d.y)]
						)
					} as Plot.CellOptions),
					Plot.text(o.rows, {
						x: 'x',
						y: 'y',
						text: 'papers',
						fill: (d: Cell) => (light(d) ? 'black' : 'white'),
						stroke: (d: Cell) => (light(d) ? 'white' : 'black'),
						strokeWidth: 2,
						paintOrder: 'stroke',
						fontSize: narrow ? 8 : 10,
						pointerEvents: 'none'
					} as Plot.TextOptions)
				]
			});
			return titleCutTicks(titleCutTicks(chart, 'x', xs), 'y', ys);
		}
	);
}
