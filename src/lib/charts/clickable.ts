// Makes a Plot mark's shapes act as buttons: click or Enter/Space selects the datum behind it.
import { gridKeys, type GridCell } from './grid-keys.ts';
import { tickLabels } from './tick-titles.ts';

type RenderNext = (
	index: number[],
	scales: unknown,
	values: unknown,
	dimensions: unknown,
	context: unknown
) => SVGElement | null;

/** A Plot `render` transform; `label` names each shape for screen readers. With `at` (a datum's
 * column and row), the shapes are a matrix's cells (or a list's, in one column) that arrow keys
 * move between, one tab stop for them all (grid-keys.ts). */
export function clickable<T>(
	data: T[],
	onselect: ((d: T) => void) | undefined,
	label: (d: T) => string,
	at?: (d: T) => [col: number, row: number]
) {
	if (!onselect) return undefined;
	return (
		index: number[],
		scales: unknown,
		values: unknown,
		dimensions: unknown,
		context: unknown,
		next: RenderNext
	) => {
		const g = next(index, scales, values, dimensions, context);
		if (!g) return g;
		const shapes = g.querySelectorAll<SVGElement>('rect, path, circle');
		const cells: GridCell<SVGElement>[] = [];
		shapes.forEach((shape, i) => {
			const d = data[index[i]];
			if (d === undefined) return;
			if (at) {
				const [col, row] = at(d);
				cells.push({ el: shape, col, row });
			}
			shape.setAttribute('tabindex', '0');
			shape.setAttribute('role', 'button');
			shape.setAttribute('aria-label', label(d));
			shape.setAttribute('class', 'selectable');
			shape.addEventListener('click', () => onselect(d));
			shape.addEventListener('keydown', (event) => {
				const key = (event as KeyboardEvent).key;
				if (key === 'Enter' || key === ' ') {
					event.preventDefault();
					onselect(d);
				}
			});
		});
		if (at) gridKeys(cells);
		return g;
	};
}

/** Marks a tick label that filters as its bar does. */
export const SELECTABLE_LABEL = 'selectable-label';

/** The tick labels of a band axis act as their shapes do, for the mouse: a short bar is a small
 * target, its name a wide one. (The shape stays the one keyboard stop.) `names` are the axis's
 * domain, in order: one label each. */
export function clickableTicks<T extends Element>(
	chart: T,
	axis: 'x' | 'y',
	names: string[],
	onselect: ((name: string) => void) | undefined
): T {
	if (!onselect) return chart;
	tickLabels(chart, axis, names).forEach((label, i) => {
		label.classList.add(SELECTABLE_LABEL);
		label.addEventListener('click', () => onselect(names[i]));
	});
	return chart;
}
