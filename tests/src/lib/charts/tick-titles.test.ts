import { describe, expect, it } from 'vitest';
import { barFigure } from '../../../../src/lib/charts/bar.ts';
import { heatmapFigure } from '../../../../src/lib/charts/heatmap.ts';
import { svgDocument } from './svg-golden.ts';

const base = { id: 't', title: 't', sql: 'SELECT 1', n: 2 };

describe('cut tick labels', () => {
	it('keep the whole name as their tooltip; whole ones need none', () => {
		const long = 'OpenCompass Multimodal Reasoning Leaderboard, the hardest split';
		const figure = barFigure({
			...base,
			rows: [
				{ name: long, papers: 3 },
				{ name: 'PPO', papers: 2 }
			]
		});
		const svg = figure.render({ width: 340, height: 200, theme: 'light', document: svgDocument() });
		const labels = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')];
		expect(labels).toHaveLength(2);
		expect(labels[0].textContent).toMatch(/…/);
		expect(labels[0].querySelector('title')?.textContent).toBe(long);
		expect(labels[1].querySelector('title')).toBeNull();
	});

	it('show a coined name with its scripts raised, whole, and title a cut one as shown', () => {
		const long = 'G^2RPO-A: a long name that no margin of this chart can hold whole';
		const figure = barFigure({
			...base,
			rows: [
				{ name: 'UR^2', papers: 3 },
				{ name: long, papers: 2 }
			]
		});
		const svg = figure.render({ width: 340, height: 200, theme: 'light', document: svgDocument() });
		const labels = [...svg.querySelectorAll('g[aria-label="y-axis tick label"] text')];
		expect(labels[0].textContent).toBe('UR²');
		expect(labels[0].querySelector('title')).toBeNull();
		expect(labels[1].querySelector('title')?.textContent).toMatch(/^G²RPO-A: a long name/);
	});

	it('on a matrix too, whose legend comes first in its figure', () => {
		const long = 'OpenCompass Multimodal Reasoning Leaderboard';
		const figure = heatmapFigure({
			...base,
			rows: [
				{ x: long, y: 'PPO', papers: 3 },
				{ x: 'MATH', y: 'GRPO', papers: 1 }
			],
			xLabel: 'benchmark',
			yLabel: 'algorithm'
		});
		// The colour legend paints a ramp on a canvas, which jsdom lacks: a stand-in that paints nothing.
		const document = svgDocument();
		const canvas = document.defaultView!.HTMLCanvasElement.prototype;
		canvas.getContext = (() => ({ fillRect: () => undefined })) as never;
		canvas.toDataURL = () => 'data:,';
		const chart = figure.render({ width: 480, height: 300, theme: 'light', document });
		const titles = [...chart.querySelectorAll('g[aria-label="x-axis tick label"] text title')];
		expect(titles.map((t) => t.textContent)).toContain(long);
	});
});
