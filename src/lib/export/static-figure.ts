// An exported figure is a picture: the dashboard's chart shapes are filter buttons (clickable.ts),
// and a copy of them in the export preview or the SVG file must not filter anything.
import { SELECTABLE_LABEL } from '$lib/charts/clickable';

const CONTROL_ATTRIBUTES = ['tabindex', 'role', 'aria-label'];

/** A deep copy of `svg` without the chart's buttons: no listeners (a clone has none), no focus
 * stops, no button roles or "…: filter" labels, no hover styling. */
export function staticFigure<T extends Element>(svg: T): T {
	const copy = svg.cloneNode(true) as T;
	for (const control of copy.querySelectorAll(
		`[role=button], [tabindex], .selectable, .${SELECTABLE_LABEL}`
	)) {
		for (const name of CONTROL_ATTRIBUTES) control.removeAttribute(name);
		control.classList.remove('selectable', SELECTABLE_LABEL);
		if (control.getAttribute('class') === '') control.removeAttribute('class');
	}
	return copy;
}
