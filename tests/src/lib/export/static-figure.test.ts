// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { staticFigure } from '../../../../src/lib/export/static-figure';

const SVG_NS = 'http://www.w3.org/2000/svg';

function chartWithButton(onselect: () => void) {
	const svg = document.createElementNS(SVG_NS, 'svg');
	const bar = document.createElementNS(SVG_NS, 'rect');
	bar.setAttribute('tabindex', '0');
	bar.setAttribute('role', 'button');
	bar.setAttribute('aria-label', 'GRPO, 70 papers: filter');
	bar.setAttribute('class', 'selectable');
	bar.setAttribute('fill', 'steelblue');
	bar.addEventListener('click', onselect);
	svg.appendChild(bar);
	return svg;
}

describe('staticFigure', () => {
	it('copies the chart without its buttons: no role, focus stop, filter label or listener', () => {
		const onselect = vi.fn();
		const copy = staticFigure(chartWithButton(onselect));
		const bar = copy.querySelector('rect')!;
		expect(bar.getAttribute('role')).toBeNull();
		expect(bar.getAttribute('tabindex')).toBeNull();
		expect(bar.getAttribute('aria-label')).toBeNull();
		expect(bar.getAttribute('class')).toBeNull();
		expect(bar.getAttribute('fill')).toBe('steelblue');
		bar.dispatchEvent(new MouseEvent('click'));
		expect(onselect).not.toHaveBeenCalled();
	});

	it('leaves the dashboard chart it copies as it was', () => {
		const onselect = vi.fn();
		const chart = chartWithButton(onselect);
		staticFigure(chart);
		const bar = chart.querySelector('rect')!;
		expect(bar.getAttribute('role')).toBe('button');
		bar.dispatchEvent(new MouseEvent('click'));
		expect(onselect).toHaveBeenCalledOnce();
	});
});
