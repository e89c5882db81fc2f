// Makes a Plot mark's shapes act as buttons: click or Enter/Space selects the datum behind it.

type RenderNext = (
	index: number[],
	scales: unknown,
	values: unknown,
	dimensions: unknown,
	context: unknown
) => SVGElement | null;

/** A Plot `render` transform; `label` names each shape for screen readers. */
export function clickable<T>(
	data: T[],
	onselect: ((d: T) => void) | undefined,
	label: (d: T) => string
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
		const shapes = g.querySelectorAll('rect, path, circle');
		shapes.forEach((shape, i) => {
			const d = data[index[i]];
			if (d === undefined) return;
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
		return g;
	};
}
