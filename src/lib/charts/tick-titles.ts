// Names cut to fit beside an axis ("OpenCompass Multimodal Reasonin…") keep their whole text as
// the tick label's tooltip: a <title> on each cut label, read from the axis's own names.
import { nameText } from '$lib/text/name-text';

/** The tick labels of a band axis, one per name of its domain (`names`, in order), or none when
 * they do not match it one to one. (Plot returns the SVG, or a figure holding a legend's SVG and
 * then the plot's: the labels are looked for in the whole of it.) */
export function tickLabels(chart: Element, axis: 'x' | 'y', names: string[]): Element[] {
	const labels = [
		...(chart.querySelectorAll?.(`g[aria-label="${axis}-axis tick label"] text`) ?? [])
	];
	return labels.length === names.length ? labels : [];
}

/** Gives each tick label of `axis` that shows less than its name a <title> with the whole name.
 * `names` are the band scale's domain, in order: its ticks, one label each; `lines` splits a name
 * the label shows on several lines (as nameMargin's tick format does). */
export function titleCutTicks<T extends Element>(
	chart: T,
	axis: 'x' | 'y',
	names: string[],
	lines: (name: string) => string[] = (name) => [name]
): T {
	tickLabels(chart, axis, names).forEach((label, i) => {
		// (As shown: "UR²" is the whole of "UR^2"; lines read as one text.)
		const name = nameText(names[i]);
		if (label.textContent === lines(names[i]).map(nameText).join('')) return;
		const title = label.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'title');
		title.textContent = name;
		label.appendChild(title);
	});
	return chart;
}
