const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** A standalone SVG file: XML declaration, namespaces set, ready to save or rasterise. */
export function serializeSvg(svg: SVGSVGElement): string {
	const copy = svg.cloneNode(true) as SVGSVGElement;
	copy.setAttribute('xmlns', SVG_NS);
	copy.setAttribute('xmlns:xlink', XLINK_NS);
	const text = new XMLSerializer().serializeToString(copy);
	return `<?xml version="1.0" encoding="UTF-8"?>\n${text}\n`;
}
