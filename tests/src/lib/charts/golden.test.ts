// Charts drawn outside a browser (Plot given jsdom's document) and compared with golden SVGs:
// a change to a chart's marks, scales, colours or labels shows as a diff.
import { describe, expect, it } from 'vitest';
import { barFigure } from '../../../../src/lib/charts/bar.ts';
import { sizeHistogramFigure } from '../../../../src/lib/charts/size-histogram.ts';
import { trendFigure } from '../../../../src/lib/charts/trend-lines.ts';
import { expectGoldenSvg, svgDocument } from './svg-golden.ts';

const base = { sql: 'SELECT 1', n: 10 };

function draw(figure: ReturnType<typeof barFigure>, theme: 'light' | 'dark' = 'light') {
	const node = figure.render({ width: 480, height: 240, theme, document: svgDocument() });
	expect(node.tagName.toLowerCase()).toMatch(/svg|figure|div/);
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
				{ size_b: 0.5, bin: -2, papers: 3, bin_papers: 3 },
				{ size_b: 7, bin: 3, papers: 12, bin_papers: 16 },
				{ size_b: 8, bin: 3, papers: 4, bin_papers: 16 },
				{ size_b: 70, bin: 7, papers: 2, bin_papers: 2 }
			]
		});
		expectGoldenSvg(draw(figure, 'dark'), 'size-histogram');
	});

	it('trend panels with Wilson bands, a period under the minimum n and a partial last period', () => {
		const periods = ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01'];
		const dated = [40, 3, 50, 20];
		const papers = { PPO: [10, 1, 20, 9], GRPO: [2, 0, 15, 12] };
		const figure = trendFigure({
			...base,
			id: 'trends',
			title: 'Algorithms over time',
			rows: Object.entries(papers).flatMap(([name, counts]) =>
				periods.map((period, i) => ({
					period,
					name,
					dated: dated[i],
					papers: counts[i],
					share: counts[i] / dated[i]
				}))
			),
			measure: 'share',
			period: 'month',
			minN: 5,
			lastDay: '2024-04-15',
			estimated: false
		});
		expectGoldenSvg(draw(figure), 'trend-lines');
	});
});
