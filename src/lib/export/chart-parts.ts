import { textWidth } from './wrap-text';

// Plot returns a bare <svg>, or a <figure> when the chart has a legend or a title. An exported
// figure must be one SVG file, so the HTML parts are turned into SVG: plot and ramp-legend SVGs
// become groups, swatch legends are redrawn as rows of swatch + label.

const SVG_NS = 'http://www.w3.org/2000/svg';
const LEGEND_FONT_SIZE = 10;

export interface ChartPart {
	/** A <g> to translate into place. */
	node: SVGGElement;
	width: number;
	height: number;
	isLegend: boolean;
}

/** Moves an <svg>'s content into a <g>, keeping the class and inherited presentation attributes. */
export function svgToGroup(svg: SVGSVGElement, doc: Document): SVGGElement {
	const g = doc.createElementNS(SVG_NS, 'g') as SVGGElement;
	for (const attr of Array.from(svg.attributes)) {
		if (['width', 'height', 'viewBox', 'xmlns', 'x', 'y'].includes(attr.name)) continue;
		g.setAttribute(attr.name, attr.value);
	}
	while (svg.firstChild) g.appendChild(svg.firstChild);
	return g;
}

const size = (svg: SVGSVGElement, name: 'width' | 'height') => {
	const value = parseFloat(svg.getAttribute(name) ?? '');
	if (Number.isFinite(value)) return value;
	const viewBox = svg
		.getAttribute('viewBox')
		?.split(/[\s,]+/)
		.map(Number);
	return viewBox?.length === 4 ? viewBox[name === 'width' ? 2 : 3] : 0;
};

function swatchesToPart(legend: Element, maxWidth: number, doc: Document): ChartPart {
	const g = doc.createElementNS(SVG_NS, 'g') as SVGGElement;
	g.setAttribute('font-size', String(LEGEND_FONT_SIZE));
	g.setAttribute('font-family', 'system-ui, sans-serif');
	g.setAttribute('fill', 'currentColor');
	g.setAttribute('class', 'figure-legend');
	const items = Array.from(legend.children).filter((c) =>
		/-swatch$/.test(c.getAttribute('class') ?? '')
	);
	const rowHeight = 18;
	let x = 0;
	let y = 0;
	for (const item of items) {
		const swatch = item.querySelector('svg');
		const label = (item.textContent ?? '').trim();
		const w = swatch ? size(swatch, 'width') : 15;
		const h = swatch ? size(swatch, 'height') : 15;
		const itemWidth = w + 4 + textWidth(label, LEGEND_FONT_SIZE) + 14;
		if (x > 0 && x + itemWidth > maxWidth) {
			x = 0;
			y += rowHeight;
		}
		if (swatch) {
			// Kept as a nested <svg>: its shapes are sized in % of the swatch, not of the figure.
			const mark = swatch.cloneNode(true) as SVGSVGElement;
			mark.setAttribute('x', String(x));
			mark.setAttribute('y', String(y + (rowHeight - h) / 2));
			mark.setAttribute('width', String(w));
			mark.setAttribute('height', String(h));
			mark.removeAttribute('style');
			mark.removeAttribute('class');
			g.appendChild(mark);
		}
		const text = doc.createElementNS(SVG_NS, 'text');
		text.setAttribute('x', String(x + w + 4));
		text.setAttribute('y', String(y + rowHeight / 2));
		text.setAttribute('dy', '0.35em');
		text.textContent = label;
		g.appendChild(text);
		x += itemWidth;
	}
	return { node: g, width: maxWidth, height: items.length ? y + rowHeight + 4 : 0, isLegend: true };
}

/** The parts of a rendered chart, top to bottom, as SVG groups. */
export function chartParts(rendered: Element, maxWidth: number, doc: Document): ChartPart[] {
	if (rendered.tagName.toLowerCase() === 'svg') {
		const svg = rendered as SVGSVGElement;
		const [width, height] = [size(svg, 'width'), size(svg, 'height')];
		return [{ node: svgToGroup(svg, doc), width, height, isLegend: false }];
	}
	const parts: ChartPart[] = [];
	for (const child of Array.from(rendered.children)) {
		const tag = child.tagName.toLowerCase();
		const cls = child.getAttribute('class') ?? '';
		if (tag === 'svg') {
			const svg = child as SVGSVGElement;
			const [width, height] = [size(svg, 'width'), size(svg, 'height')];
			parts.push({ node: svgToGroup(svg, doc), width, height, isLegend: /-ramp\b/.test(cls) });
		} else if (/-swatches\b/.test(cls)) {
			parts.push(swatchesToPart(child, maxWidth, doc));
		} else if (tag === 'div' || tag === 'span') {
			// A wrapper (e.g. a legend container): look inside it.
			parts.push(...chartParts(child, maxWidth, doc).filter((p) => p.height > 0));
		}
		// h2/h3/figcaption are dropped: the export composes its own title and caption.
	}
	return parts;
}
