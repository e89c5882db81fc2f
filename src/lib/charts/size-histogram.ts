import * as Plot from '@observablehq/plot';
import { PALETTE } from '$lib/theme/palette';
import { countNoun } from '$lib/text/count-noun';
import { plotStyle } from '$lib/theme/figure-theme';
import { countAxis } from './count-ticks.ts';
import type { Figure } from './figure.ts';
import { countLabelRoom } from './label-room.ts';
import { makeFigure } from './make-figure.ts';

export interface SizeCount {
	size_b: number;
	papers: number;
}

/** One bin of the histogram: its edges, and the papers stating each size in it. A paper stating
 * two sizes of one bin (7B and 8B) counts once for each, as the sizes query counts it. */
export interface SizeBin {
	x1: number;
	x2: number;
	papers: number;
	sizes: SizeCount[];
}

/** Bins on a log scale: quarter-decades, so 1B, 1.8B, 3.2B, 5.6B, 10B … each get a bin. */
export function logBins(rows: SizeCount[]): SizeBin[] {
	const bins = new Map<number, SizeCount[]>();
	for (const r of rows) {
		const k = Math.floor(Math.log10(r.size_b) * 4 + 1e-9);
		bins.set(k, [...(bins.get(k) ?? []), r]);
	}
	return [...bins.entries()]
		.sort((a, b) => a[0] - b[0])
		.map(([k, sizes]) => ({
			x1: 10 ** (k / 4),
			x2: 10 ** ((k + 1) / 4),
			papers: sizes.reduce((sum, s) => sum + s.papers, 0),
			sizes: [...sizes].sort((a, b) => a.size_b - b.size_b)
		}));
}

/** "7B: 3 papers, 8B: 2 papers": each size a bar holds with its papers (its edges, 5.6–10B, said
 * nothing of which sizes the papers state). */
export const binTitle = (bin: SizeBin) =>
	bin.sizes.map((s) => `${s.size_b}B: ${countNoun(s.papers, 'paper')}`).join(', ');

/** The axis spans the bins and one empty bin on each side: a lone bar is not the whole width. */
export const binDomain = (bins: SizeBin[]): [number, number] => {
	const step = 10 ** 0.25;
	return [bins[0].x1 / step, bins[bins.length - 1].x2 * step];
};

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
			subtitle:
				'papers per stated model size (a paper stating two sizes counts for each), log scale (billions of parameters)',
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
				x: {
					type: 'log',
					label: 'parameters (B) →',
					tickFormat: (d: number) => `${d}B`,
					...(bins.length ? { domain: binDomain(bins) } : {})
				},
				y: { label: '↑ papers', grid: true, ...countAxis(height / 35) },
				marks: [
					Plot.rectY(bins, {
						x1: 'x1',
						x2: 'x2',
						y: 'papers',
						fill: PALETTE[2],
						inset: 1,
						title: binTitle
					}),
					// Each bar's papers at its top: a bar's height alone is hard to read off the axis.
					Plot.text(bins, {
						x: (d: SizeBin) => Math.sqrt(d.x1 * d.x2),
						y: 'papers',
						text: 'papers',
						dy: -6
					}),
					Plot.ruleY([0])
				]
			})
	);
}
