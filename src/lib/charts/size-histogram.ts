import * as Plot from '@observablehq/plot';
import { SIZE_BINS_PER_DECADE } from '$lib/queries/overview';
import { PALETTE } from '$lib/theme/palette';
import { countNoun } from '$lib/text/count-noun';
import { plotStyle } from '$lib/theme/figure-theme';
import { countAxis } from './count-ticks.ts';
import type { Figure } from './figure.ts';
import { countLabelRoom } from './label-room.ts';
import { makeFigure } from './make-figure.ts';

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

/** The axis spans the bins and one empty bin on each side: a lone bar is not the whole width. */
export const binDomain = (bins: SizeBin[]): [number, number] => {
	const step = 10 ** (1 / SIZE_BINS_PER_DECADE);
	return [bins[0].x1 / step, bins[bins.length - 1].x2 * step];
};

/** A digit's width per pixel of font size (system sans-serif), and the smallest legible size. */
const DIGIT_EM = 0.62;
const MIN_LABEL_PX = 7;
const LABEL_PX = 10;
/** Pixels kept free between neighbouring counts, so that "11" and "12" read as two numbers. */
const LABEL_GAP = 4;

/**
 * The font size at which each bar's count fits its bar (`barPx` wide), at most the usual 10 px;
 * null for a bar whose count would need less than 7 px (on a phone, 18 bars of two-digit counts
 * touched each other): its tooltip still says it.
 */
export function labelFontSize(papers: number, barPx: number): number | null {
	const fitting = Math.floor((barPx - LABEL_GAP) / (String(papers).length * DIGIT_EM));
	return fitting < MIN_LABEL_PX ? null : Math.min(LABEL_PX, fitting);
}

/** A bar's width in pixels: the plot's inner width over the bins its log domain spans. */
export const barWidth = (domain: [number, number], innerWidth: number) =>
	innerWidth / (Math.log10(domain[1] / domain[0]) * SIZE_BINS_PER_DECADE);

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
			n: o.n
		},
		({ width, height, theme, document }) => {
			const marginLeft = countLabelRoom(bins.map((b) => b.papers)); // y tick labels
			const marginRight = 20;
			const barPx = bins.length ? barWidth(binDomain(bins), width - marginLeft - marginRight) : 0;
			const labelled = bins.flatMap((bin) => {
				const fontSize = labelFontSize(bin.papers, barPx);
				return fontSize === null ? [] : [{ ...bin, fontSize }];
			});
			return Plot.plot({
				document,
				width,
				height,
				marginLeft,
				marginRight,
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
						fontSize: (d: { fontSize: number }) => d.fontSize,
						dy: -6
					}),
					Plot.ruleY([0])
				]
			});
		}
	);
}
