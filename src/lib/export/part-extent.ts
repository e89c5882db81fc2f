import type { ChartPart } from './chart-parts';

// How far a chart part really reaches, above and below its own box. Plot draws some things past
// its svg's height (turned tick labels, text at the frame's edge); measured in a live page, so
// the figure can make room for them. Without a page to measure in, a part is its box.

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface PartExtent {
	/** Top of the drawing relative to the part's origin: 0, or negative when it reaches above. */
	top: number;
	/** Bottom of the drawing: the part's height, or more when it reaches below. */
	bottom: number;
}

/** Combines a part's box with the bounding box of what it draws. */
export function partExtent(
	height: number,
	drawn: { y: number; height: number } | null
): PartExtent {
	if (!drawn || !(drawn.height > 0)) return { top: 0, bottom: height };
	return { top: Math.min(0, drawn.y), bottom: Math.max(height, drawn.y + drawn.height) };
}

export function measurePartExtents(parts: ChartPart[], doc: Document): PartExtent[] {
	const host = doc.body ? (doc.createElementNS(SVG_NS, 'svg') as SVGSVGElement) : null;
	if (!host || typeof host.getBBox !== 'function')
		return parts.map((p) => partExtent(p.height, null));
	// Laid out but never seen: getBBox needs a rendered element.
	host.setAttribute('style', 'position:absolute;left:-100000px;top:0;visibility:hidden');
	doc.body.appendChild(host);
	try {
		return parts.map((part) => {
			host.appendChild(part.node);
			const box = part.node.getBBox();
			host.removeChild(part.node);
			return partExtent(part.height, box);
		});
	} finally {
		host.remove();
	}
}
