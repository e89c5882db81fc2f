import { describe, expect, it } from 'vitest';
import { svgDocument } from './svg-golden.ts';
import {
	claimRadius,
	gainFigure,
	logAxis,
	logAxisEnd,
	logTicks
} from '../../../../src/lib/charts/gain-distribution.ts';

describe('claimRadius', () => {
	it('keeps one claim a readable dot however large the biggest count', () => {
		for (const most of [1, 3, 10_000, 1_000_000]) {
			const r = claimRadius(most);
			expect(r.domain[0]).toBe(1);
			expect(r.range[0]).toBe(2.5);
			expect(r.range[1]).toBeLessThanOrEqual(8);
			expect(r.range[1]).toBeGreaterThanOrEqual(r.range[0]);
		}
	});
});

describe('logTicks', () => {
	it('puts ticks at 1, 2, 5 × powers of ten from no change (1×) to the values, coarser when crowded', () => {
		const ticks = (values: number[], most: number) =>
			logTicks(values, most).map((t) => +(10 ** t).toPrecision(3));
		expect(ticks([1.5, 30], 10)).toEqual([1, 2, 5, 10, 20]);
		expect(ticks([3, 30], 10)).toEqual([1, 2, 5, 10, 20]);
		expect(ticks([1, 1000], 4)).toEqual([1, 10, 100, 1000]);
		expect(ticks([], 5)).toEqual([1]);
	});
});

describe('logAxisEnd', () => {
	it('ends the axis at the first 1, 2 or 5 × a power of ten above the largest claim', () => {
		expect(logAxisEnd(17.7)).toBe(20);
		expect(logAxisEnd(500)).toBe(1000);
		expect(logAxisEnd(100)).toBe(200);
		expect(logAxisEnd(3)).toBe(5);
		expect(logAxisEnd(1)).toBe(2);
		expect(logAxisEnd(0.5)).toBe(2);
	});
});

describe('logAxis', () => {
	const shown = (values: number[], most: number) => {
		const { end, ticks } = logAxis(values, most);
		return { end, ticks: ticks.map((t) => +(10 ** t).toPrecision(3)) };
	};
	it('ends on its last tick: the next 1, 2 or 5 step, or the power of ten where those crowd', () => {
		expect(shown([1.5, 17.7], 10)).toEqual({ end: 20, ticks: [1, 2, 5, 10, 20] });
		expect(shown([1.5, 1000], 4)).toEqual({ end: 1000, ticks: [1, 10, 100, 1000] });
		expect(shown([2, 500], 4)).toEqual({ end: 1000, ticks: [1, 10, 100, 1000] });
	});
});

describe('a per-name gains chart with metrics', () => {
	it('writes the metric under its name, each line whole on a paper column', () => {
		const row = (name: string, metric: string | null) => ({
			name,
			metric,
			unit: '%',
			value: 10,
			direction: 'up' as const,
			claims: 1,
			median: 10,
			row_papers: 1
		});
		const figure = gainFigure({
			id: 'g',
			title: 'g',
			sql: 'SELECT 1',
			n: 3,
			unit: '%',
			byName: true,
			direction: 'up',
			rows: [
				row('GRPO', null),
				row('GRPO', 'computational cost'),
				row('Policy Gradient', 'running time')
			]
		});
		const node = figure.render({
			width: 336,
			height: 250,
			theme: 'light',
			document: svgDocument()
		});
		const labels = [...node.querySelectorAll('[aria-label="y-axis tick label"] text')].map(
			(text) => {
				const lines = [...text.querySelectorAll('tspan')].map((t) => t.textContent);
				return lines.length ? lines : [text.childNodes[0]?.textContent];
			}
		);
		expect(labels).toEqual([
			['GRPO'],
			['GRPO', 'computational cost'],
			['Policy Gradient', 'running time']
		]);
		// Nothing was cut, so no label carries a tooltip of its whole name.
		expect(node.querySelectorAll('[aria-label="y-axis tick label"] text title')).toHaveLength(0);
	});
});
