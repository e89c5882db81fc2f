import type { Figure } from '$lib/charts/figure';
import { chartParts, type ChartPart } from './chart-parts';
import { fitFigure, type Area } from './fit-figure';
import type { FigureText, TextBlock } from './layout';
import { measurePartExtents, type PartExtent } from './part-extent';
import type { SizePreset } from './presets';
import { themeColors, type FigureTheme } from '$lib/theme/figure-theme';
import { staticFigure } from './static-figure';
import { canvasTextMeasure } from './text-measure';

// One exported figure as one SVG: background, title, subtitle, the chart re-laid out at the
// preset's size by its own render(), legends, caption. The chart's real height (it may need
// more than the preset offers) decides the layout, so nothing runs under the caption.

const SVG_NS = 'http://www.w3.org/2000/svg';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const LEGEND_GAP = 6;

export interface ComposeOptions {
	preset: SizePreset;
	theme: FigureTheme;
	text: FigureText;
}

export interface ComposedFigure {
	svg: SVGSVGElement;
	/** Output size in pixels at 1× (a paper column grows with its chart). */
	pixelWidth: number;
	pixelHeight: number;
}

interface RenderedChart {
	parts: ChartPart[];
	extents: PartExtent[];
	height: number;
}

function textBlock(
	doc: Document,
	block: TextBlock,
	x: number,
	fill: string,
	cls: string,
	weight = 'normal'
) {
	const text = doc.createElementNS(SVG_NS, 'text');
	text.setAttribute('class', cls);
	text.setAttribute('x', String(x));
	text.setAttribute('y', String(block.y));
	text.setAttribute('font-size', String(block.fontSize));
	text.setAttribute('font-weight', weight);
	text.setAttribute('fill', fill);
	block.lines.forEach((line, i) => {
		const tspan = doc.createElementNS(SVG_NS, 'tspan');
		tspan.setAttribute('x', String(x));
		if (i > 0) tspan.setAttribute('dy', String(block.lineHeight));
		tspan.textContent = line;
		text.appendChild(tspan);
	});
	return text;
}

const partsHeight = (parts: ChartPart[], extents: PartExtent[]) =>
	parts.reduce(
		(sum, part, i) => sum + extents[i].bottom - extents[i].top + (part.isLegend ? LEGEND_GAP : 0),
		0
	);

function renderChart(figure: Figure, area: Area, theme: FigureTheme, doc: Document): RenderedChart {
	const render = (height: number) =>
		chartParts(figure.render({ width: area.width, height, theme }), area.width, doc);
	let parts = render(area.height);
	const legendHeight = parts
		.filter((p) => p.isLegend)
		.reduce((s, p) => s + p.height + LEGEND_GAP, 0);
	// Legends sit above the plot: lay the chart out again in the height that is left.
	if (legendHeight > 0) parts = render(Math.max(40, area.height - legendHeight));
	const extents = measurePartExtents(parts, doc);
	return { parts, extents, height: partsHeight(parts, extents) };
}

export function composeFigure(
	figure: Figure,
	options: ComposeOptions,
	doc: Document = document
): ComposedFigure {
	const { preset, theme, text } = options;
	const rendered = new Map<string, RenderedChart>();
	const chartAt = (area: Area) => {
		const key = `${area.width}×${area.height}`;
		let chart = rendered.get(key);
		if (!chart) rendered.set(key, (chart = renderChart(figure, area, theme, doc)));
		return chart;
	};
	const fitted = fitFigure(preset, text, (area) => chartAt(area).height, canvasTextMeasure(FONT));
	const { layout, viewBox } = fitted;
	const chart = chartAt(fitted.chartArea);
	const colors = themeColors(theme);
	const area = layout.chart;

	const root = doc.createElementNS(SVG_NS, 'svg') as SVGSVGElement;
	root.setAttribute('width', fitted.physical?.width ?? String(fitted.pixelWidth));
	root.setAttribute('height', fitted.physical?.height ?? String(fitted.pixelHeight));
	root.setAttribute('viewBox', `${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`);
	root.setAttribute('font-family', FONT);
	root.setAttribute('class', `exported-figure theme-${theme}`);
	root.setAttribute('style', `color: ${colors.foreground}`);
	root.setAttribute('data-preset', preset.id);
	const title = doc.createElementNS(SVG_NS, 'title');
	title.textContent = text.title;
	root.appendChild(title);
	// The chart in words, for a reader of the file who cannot see the drawing.
	const description = doc.createElementNS(SVG_NS, 'desc');
	description.textContent = figure.summary;
	root.appendChild(description);
	if (colors.background) {
		const bg = doc.createElementNS(SVG_NS, 'rect');
		bg.setAttribute('x', String(viewBox.x));
		bg.setAttribute('y', String(viewBox.y));
		bg.setAttribute('width', String(viewBox.width));
		bg.setAttribute('height', String(viewBox.height));
		bg.setAttribute('fill', colors.background);
		root.appendChild(bg);
	}
	root.appendChild(textBlock(doc, layout.title, area.x, colors.foreground, 'figure-title', '600'));
	root.appendChild(textBlock(doc, layout.subtitle, area.x, colors.muted, 'figure-subtitle'));
	let y = area.y;
	chart.parts.forEach((part, i) => {
		// Whatever hangs over a part's own box (turned tick labels) gets room of its own.
		const { top, bottom } = chart.extents[i];
		part.node.setAttribute('transform', `translate(${area.x},${y - top})`);
		root.appendChild(part.node);
		y += bottom - top + (part.isLegend ? LEGEND_GAP : 0);
	});
	root.appendChild(textBlock(doc, layout.caption, area.x, colors.muted, 'figure-caption'));
	return {
		svg: staticFigure(root),
		pixelWidth: fitted.pixelWidth,
		pixelHeight: fitted.pixelHeight
	};
}
