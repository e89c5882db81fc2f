// A bar chart's names filter as its bars do: the mouse may click either.
import { describe, expect, it, vi } from 'vitest';
import { barFigure } from '../../../../src/lib/charts/bar.ts';
import { staticFigure } from '../../../../src/lib/export/static-figure.ts';
import { svgDocument } from './svg-golden.ts';

const rows = [
	{ name: 'GRPO', papers: 70 },
	{ name: 'PPO', papers: 49 },
	{ name: 'DPO', papers: 2 }
];

function drawn(onselect?: (name: string) => void) {
	const document = svgDocument();
	const chart = barFigure({
		id: 'a',
		title: 'Top algorithms',
		sql: 'SELECT 1',
		rows,
		n: 100,
		onselect
	}).render({ width: 480, height: 200, theme: 'light', document });
	const click = (el: Element) => el.dispatchEvent(new document.defaultView!.MouseEvent('click'));
	const labels = [...chart.querySelectorAll('g[aria-label="y-axis tick label"] text')];
	return { chart, labels, click };
}

describe('clickableTicks', () => {
	it('filters by the name whose label is clicked, as its bar does', () => {
		const onselect = vi.fn();
		const { labels, click } = drawn(onselect);
		expect(labels.map((l) => l.textContent)).toEqual(['GRPO', 'PPO', 'DPO']);
		click(labels[2]);
		expect(onselect).toHaveBeenCalledWith('DPO');
		expect(labels.every((l) => l.classList.contains('selectable-label'))).toBe(true);
		// The bar stays the one keyboard stop: a label is no focus stop of its own.
		expect(labels.some((l) => l.hasAttribute('tabindex'))).toBe(false);
	});

	it('leaves the labels plain where the chart filters nothing, and in an exported copy', () => {
		expect(drawn().labels.some((l) => l.classList.contains('selectable-label'))).toBe(false);
		const { chart, labels } = drawn(vi.fn());
		const copy = staticFigure(chart);
		const copied = [...copy.querySelectorAll('g[aria-label="y-axis tick label"] text')];
		expect(copied).toHaveLength(labels.length);
		// No pointer look on a picture (a copy never carries the listeners).
		expect(copied.some((l) => l.classList.contains('selectable-label'))).toBe(false);
	});
});
