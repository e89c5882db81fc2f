import * as Plot from '@observablehq/plot';
import { PALETTE } from '$lib/theme/palette';
import { plotStyle } from '$lib/theme/figure-theme';
import { countAxis } from './count-ticks.ts';
import type { Figure } from './figure.ts';
import { countLabelRoom } from './label-room.ts';
import { makeFigure } from './make-figure.ts';

export interface SizeCount {
	size_b: number;
	papers: number;
}

/** Bins on a log scale: quarter-decades, so 1B, 1.8B, 3.2B, 5.6B, 10B … each get a bin. */
export function logBins(rows: SizeCount[]): { x1: number; x2: number; papers: number }[] {
	const bins = new Map<number, number>();
	for (const r of rows) {
		const k = Math.floor(Math.log10(r.size_b) * 4 + 1e-9);
		bins.set(k, (bins.get(k) ?? 0) + r.papers);
	}
	return [...bins.entries()]
		.sort((a, b) => a[0] - b[0])
		.map(([k, papers]) => ({ x1: 10 ** (k / 4), x2: 10 ** ((k + 1) / 4), papers }));
}

export function sizeHistogramFigure(o: {
	id: string;
	title: string;
	sql: string;
	rows: SizeCount[];
	n: number;
}): Figure {
	const bins = logBins(o.rows.filter((r) => r.size_b > 0));
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle: 'papers per stated model size, log scale (billions of parameters)',
			sql: o.sql,
			rows: o.rows,
			n: o.n
		},
		({ width, height, theme, document }) =>
			Plot.plot({
				document,
				width,
				height,
				marginLeft: countLabelRoom(bins.map((b) => b.papers)), // y tick labels
				style: plotStyle(theme),
				x: { type: 'log', label: 'parameters (B) →', tickFormat: (d: number) => `${d}B` },
				y: { label: '↑ papers', grid: true, ...countAxis(height / 35) },
				marks: [
					Plot.rectY(bins, {
						x1: 'x1',
						x2: 'x2',
						y: 'papers',
						fill: PALETTE[2],
						inset: 1,
						title: (d: { x1: number; x2: number; papers: number }) =>
							`${d.x1.toPrecision(2)}–${d.x2.toPrecision(2)}B: ${d.papers} papers`
					}),
					Plot.ruleY([0])
				]
			})
	);
}
