// Every chart carries its text summary (Figure.summary), made from the rows it draws: what a
// screen reader, a printed page and an exported file's description say instead of the drawing.
import { describe, expect, it } from 'vitest';
import { adoptionFigure } from '../../../../src/lib/charts/adoption-lines.ts';
import { barFigure } from '../../../../src/lib/charts/bar.ts';
import { gainFigure } from '../../../../src/lib/charts/gain-distribution.ts';
import { heatmapFigure } from '../../../../src/lib/charts/heatmap.ts';
import { sizeHistogramFigure } from '../../../../src/lib/charts/size-histogram.ts';
import { trendFigure } from '../../../../src/lib/charts/trend-lines.ts';

const base = { id: 't', title: 't', sql: 'SELECT 1' };

describe('the summary each chart carries', () => {
	it('bars: what leads, of the papers behind the chart', () => {
		const figure = barFigure({
			...base,
			n: 10,
			rows: [
				{ name: 'GRPO', papers: 6 },
				{ name: 'PPO', papers: 3 }
			]
		});
		expect(figure.summary).toBe('GRPO leads: 6 of 10 papers (60%); then PPO 3 (30%).');
	});

	it('heatmap: the pair most named together, a symmetric pair said once', () => {
		const figure = heatmapFigure({
			...base,
			n: 8,
			rows: [
				{ x: 'PPO', y: 'GRPO', papers: 4 },
				{ x: 'GRPO', y: 'PPO', papers: 4 },
				{ x: 'DPO', y: 'GRPO', papers: 2 }
			],
			xLabel: 'algorithm',
			yLabel: 'algorithm',
			symmetric: true
		});
		expect(figure.summary).toBe(
			'GRPO with PPO leads: 4 of 8 papers (50%); then GRPO with DPO 2 (25%).'
		);
	});

	it('size histogram: the bar with most papers, by the sizes they state', () => {
		const figure = sizeHistogramFigure({
			...base,
			n: 5,
			rows: [
				{ size_b: 8, bin: 3, papers: 2, bin_papers: 4 },
				{ size_b: 7, bin: 3, papers: 3, bin_papers: 4 },
				{ size_b: 70, bin: 7, papers: 1, bin_papers: 1 }
			]
		});
		expect(figure.summary).toBe('7–8B leads: 4 of 5 papers (80%); then 70B 1 (20%).');
	});

	it('gains: the medians of a chart per name, the claims of a chart of all', () => {
		const claim = (name: string, value: number, median: number) => ({
			name,
			unit: '%',
			value,
			direction: 'up',
			claims: 1,
			median,
			row_papers: 1
		});
		const perName = gainFigure({
			...base,
			n: 2,
			rows: [claim('GRPO', 4, 5), claim('GRPO', 6, 5), claim('PPO', 2, 2)],
			unit: '%',
			byName: true,
			direction: 'up'
		});
		expect(perName.summary).toBe(
			'Median increase by name: GRPO 5% (1 paper) and PPO 2% (1 paper).'
		);
		const all = gainFigure({
			...base,
			n: 2,
			rows: [claim('GRPO', 4, 5), claim('GRPO', 6, 5), claim('PPO', 2, 2)],
			unit: '%',
			byName: false
		});
		expect(all.summary).toBe('Increases: 3 claims, median 4%.');
	});

	it('trend lines and adoption: how the lines moved, and where they end', () => {
		const trend = trendFigure({
			...base,
			n: 30,
			rows: ['2024', '2025'].map((y, i) => ({
				period: `${y}-01-01`,
				name: 'GRPO',
				dated: [10, 20][i],
				papers: [1, 10][i],
				share: [0.1, 0.5][i]
			})),
			measure: 'share',
			period: 'year',
			minN: 5,
			lastDay: '2025-12-31',
			estimated: false
		});
		expect(trend.summary).toBe(
			'GRPO rose from 10% in 2024 to 50% in 2025. (Share of dated papers, first and last years with at least 5 of them.)'
		);
		const adoption = adoptionFigure({
			...base,
			n: 2,
			rows: [
				{ name: 'GSPO', period: '2025-03-01', papers: 0, cumulative: 0, charted_papers: 2 },
				{ name: 'GSPO', period: '2025-04-01', papers: 2, cumulative: 2, charted_papers: 2 }
			],
			period: 'month'
		});
		expect(adoption.summary).toBe('Papers adopting each name by 2025-04: GSPO 2 (since 2025-03).');
	});
});
