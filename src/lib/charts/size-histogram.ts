import * as Plot from '@observablehq/plot';
import { SIZE_BINS_PER_DECADE } from '$lib/queries/overview';
import { PALETTE } from '$lib/theme/palette';
import { countNoun } from '$lib/text/count-noun';
import { plotStyle } from '$lib/theme/figure-theme';
import { countAxis } from './count-ticks.ts';
import type { Figure } from './figure.ts';
import { countLabelRoom } from './label-room.ts';
import { makeFigure } from './make-figure.ts';
import { leadersSummary } from './summaries/leaders.ts';

/** A row of the sizes query: a size, its bin, its papers, and the distinct papers of its bin. */
export interface SizeCount {
	size_b: number;
	bin: number;
	papers: number;
	bin_papers: number;
}

/** One bin of the histogram: its edges, its distinct papers (a paper stating 7B and 8B counts
 * once) and the papers stating each size in it. */
export interface SizeBin {
	x1: number;
	x2: number;
	papers: number;
	sizes: SizeCount[];
}

/** The bars, one per bin the query gave, on a log scale (SIZE_BINS_PER_DECADE). */
export function logBins(rows: SizeCount[]): SizeBin[] {
	const bins = new Map<number, SizeCount[]>();
	for (const r of rows) bins.set(r.bin, [...(bins.get(r.bin) ?? []), r]);
	const edge = (k: number) => 10 ** (k / SIZE_BINS_PER_DECADE);
	return [...bins.entries()]
		.sort((a, b) => a[0] - b[0])
		.map(([k, sizes]) => ({
			x1: edge(k),
			x2: edge(k + 1),
			papers: sizes[0].bin_papers,
			sizes: [...sizes].sort((a, b) => a.size_b - b.size_b)
		}));
}

/** "4 papers (7B: 3, 8B: 2)": the bar's papers, then each size it holds with its papers (its
 * edges, 5.6–10B, said nothing of which sizes the papers state). */
export const binTitle = (bin: SizeBin) =>
	`${countNoun(bin.papers, 'paper')} (${bin.sizes.map((s) => `${s.size_b}B: ${s.papers}`).join(', ')})`;

/** The sizes a bar holds, as its papers state them: "7B", "7–8B". */
export function binSizes(bin: SizeBin): string {
	const [least, most] = [bin.sizes[0].size_b, bin.sizes.at(-1)!.size_b];
	return least === most ? `${least}B` : `${least}–${most}B`;
}

/** The axis spans the bins and one empty bin on each side: a lone bar is not the whole width. */
export const binDomain = (bins: SizeBin[]): [number, number] => {
	const step = 10 ** (1 / SIZE_BINS_PER_DECADE);
	return [bins[0].x1 / step, bins[bins.length - 1].x2 * step];
};

/** A digit's width per pixel of font size (system sans-serif), and the counts' font size. */
const DIGIT_EM = 0.62;
const LABEL_PX = 10;
/** Pixels kept free between two counts, so that "11" and "12" read as two numbers. */
const LABEL_GAP = 4;

/** Where the plot draws: its inner size, its x domain (log) and its tallest count. */
export interface PlotArea {
	width: number;
	height: number;
	domain: [number, number];
	yMax: number;
}

/**
 * The bars whose count can be written at their top without touching another count: the tallest
 * first (a phone gives a bar about 10 px, narrower than "37"; counts of neighbouring bars of
 * about the same height collided). A count left out is still in the bar's tooltip.
 */
export function labelledBins(bins: SizeBin[], area: PlotArea): SizeBin[] {
	const span = Math.log10(area.domain[1] / area.domain[0]);
	const box = (bin: SizeBin) => {
		const x = (area.width * Math.log10(Math.sqrt(bin.x1 * bin.x2) / area.domain[0])) / span;
		const y = area.height * (1 - bin.papers / area.yMax);
		// (Plot writes 1234 as "1,234": the separator takes room too.)
		const half = (bin.papers.toLocaleString('en').length * LABEL_PX * DIGIT_EM) / 2 + LABEL_GAP / 2;
		return { bin, left: x - half, right: x + half, top: y - LABEL_PX, bottom: y };
	};
	type Box = ReturnType<typeof box>;
	const touch = (a: Box, b: Box) =>
		a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
	const kept: Box[] = [];
	for (const candidate of bins.map(box).sort((a, b) => b.bin.papers - a.bin.papers))
		if (!kept.some((k) => touch(k, candidate))) kept.push(candidate);
	return bins.filter((bin) => kept.some((k) => k.bin === bin));
}

export function sizeHistogramFigure(o: {
	id: string;
	title: string;
	sql: string;
	rows: SizeCount[];
	n: number;
}): Figure {
	const bins = logBins(o.rows);
	return makeFigure(
		{
			id: o.id,
			title: o.title,
			subtitle:
				'papers per stated model size (a paper stating two sizes of a bar counts once in it), log scale (billions of parameters)',
			sql: o.sql,
			rows: o.rows,
			n: o.n,
			summary: leadersSummary(
				bins.map((bin) => ({ label: binSizes(bin), count: bin.papers })),
				o.n
			)
		},
		({ width, height, theme, document }) => {
			const marginLeft = countLabelRoom(bins.map((b) => b.papers)); // y tick labels
			const [marginTop, marginRight, marginBottom] = [20, 20, 30];
			const labelled = bins.length
				? labelledBins(bins, {
						width: width - marginLeft - marginRight,
						height: height - marginTop - marginBottom,
						domain: binDomain(bins),
						yMax: Math.max(...bins.map((b) => b.papers))
					})
				: [];
			return Plot.plot({
				document,
				width,
				height,
				marginLeft,
				marginTop,
				marginRight,
				marginBottom,
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
					Plot.text(labelled, {
						x: (d: SizeBin) => Math.sqrt(d.x1 * d.x2),
						y: 'papers',
						text: 'papers',
						dy: -6
					}),
					Plot.ruleY([0])
				]
			});
		}
	);
}
