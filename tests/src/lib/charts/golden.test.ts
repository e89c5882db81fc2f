// Charts drawn outside a browser (Plot given jsdom's document) and compared with golden SVGs:
// a change to a chart's marks, scales, colours or labels shows as a diff.
import { describe, expect, it } from 'vitest';
import { barFigure } from '../../../../src/lib/charts/bar.ts';
import { sizeHistogramFigure } from '../../../../src/lib/charts/size-histogram.ts';
import { expectGoldenSvg, svgDocument } from './svg-golden.ts';

const base = { sql: 'SELECT 1', n: 10 };

function draw(figure: ReturnType<typeof barFigure>, theme: 'light' | 'dark' = 'light') {
	const node = figure.render({ width: 480, height: 240, theme, document: svgDocument() });
	expect(node.tagName.toLowerCase()).toMatch(/svg|figure/);
	return node;
}

describe('charts as SVG', () => {
	it('bars of papers per name, the selected name in the accent colour', () => {
		const figure = barFigure({
			...base,
			id: 'algorithms',
			title: 'Algorithms',
			rows: [
				{ name: 'PPO', papers: 42 },
				{ name: 'GRPO', papers: 17 },
				{ name: 'DPO', papers: 5 }
			],
			selected: ['GRPO']
		});
		expectGoldenSvg(draw(figure), 'bar');
	});

	it('a histogram of model sizes on a log scale, in the dark theme', () => {
		const figure = sizeHistogramFigure({
			...base,
			id: 'sizes',
			title: 'Model sizes',
			rows: [
				{ size_b: 0.5, papers: 3 },
				{ size_b: 7, papers: 12 },
				{ size_b: 8, papers: 4 },
				{ size_b: 70, papers: 2 }
			]
		});
		expectGoldenSvg(draw(figure, 'dark'), 'size-histogram');
	});
});
