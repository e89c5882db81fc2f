import type { Figure, FigureTheme } from '$lib/charts/figure';
import { chartParts, type ChartPart } from './chart-parts';
import { figureLayout, type FigureText, type TextBlock } from './layout';
import type { SizePreset } from './presets';
import { themeColors } from './theme';

// One exported figure as one SVG: background, title, subtitle, the chart re-laid out at the
// preset's size by its own render(), legends, caption.

const SVG_NS = 'http://www.w3.org/2000/svg';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const LEGEND_GAP = 6;

export interface ComposeOptions {
	preset: SizePreset;
	theme: FigureTheme;
	text: FigureText;
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

function renderParts(
	figure: Figure,
	width: number,
	height: number,
	theme: FigureTheme,
	doc: Document
) {
	return chartParts(figure.render({ width, height, theme }), width, doc);
}

export function composeFigure(
	figure: Figure,
	options: ComposeOptions,
	doc: Document = document
): SVGSVGElement {
	const { preset, theme, text } = options;
	const layout = figureLayout(preset, text);
	const colors = themeColors(theme);
	const area = layout.chart;

	let parts: ChartPart[] = renderParts(figure, area.width, area.height, theme, doc);
	const legendHeight = parts
		.filter((p) => p.isLegend)
		.reduce((s, p) => s + p.height + LEGEND_GAP, 0);
	// Legends sit above the plot: lay the chart out again in the height that is left.
	if (legendHeight > 0) {
		parts = renderParts(figure, area.width, Math.max(40, area.height - legendHeight), theme, doc);
	}

	const root = doc.createElementNS(SVG_NS, 'svg') as SVGSVGElement;
	root.setAttribute('width', preset.physical?.width ?? String(preset.pixelWidth));
	root.setAttribute('height', preset.physical?.height ?? String(preset.pixelHeight));
	root.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
	root.setAttribute('font-family', FONT);
	root.setAttribute('class', `exported-figure theme-${theme}`);
	root.setAttribute('style', `color: ${colors.foreground}`);
	root.setAttribute('data-preset', preset.id);
	const title = doc.createElementNS(SVG_NS, 'title');
	title.textContent = text.title;
	root.appendChild(title);
	if (colors.background) {
		const bg = doc.createElementNS(SVG_NS, 'rect');
		bg.setAttribute('width', '100%');
		bg.setAttribute('height', '100%');
		bg.setAttribute('fill', colors.background);
		root.appendChild(bg);
	}
	root.appendChild(textBlock(doc, layout.title, area.x, colors.foreground, 'figure-title', '600'));
	root.appendChild(textBlock(doc, layout.subtitle, area.x, colors.muted, 'figure-subtitle'));
	let y = area.y;
	for (const part of parts) {
		part.node.setAttribute('transform', `translate(${area.x},${y})`);
		root.appendChild(part.node);
		y += part.height + (part.isLegend ? LEGEND_GAP : 0);
	}
	root.appendChild(textBlock(doc, layout.caption, area.x, colors.muted, 'figure-caption'));
	return root;
}
