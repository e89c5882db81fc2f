import { describe, expect, it } from 'vitest';
import { trendSummary } from '../../../../../src/lib/charts/summaries/trend.ts';
import { trendSeries } from '../../../../../src/lib/charts/trend-series.ts';
import type { TrendPoint } from '../../../../../src/lib/stats/trend-statistic.ts';

/** Per year: dated papers, and those naming each name. */
function rows(years: string[], dated: number[], named: Record<string, number[]>): TrendPoint[] {
	return Object.entries(named).flatMap(([name, papers]) =>
		years.map((y, i) => ({
			period: `${y}-01-01`,
			name,
			dated: dated[i],
			papers: papers[i],
			share: dated[i] ? papers[i] / dated[i] : null
		}))
	);
}

const yearly = { period: 'year', minN: 5, lastDay: '2025-12-31', estimated: false } as const;

describe('trendSummary', () => {
	const points = rows(['2022', '2023', '2024', '2025'], [2, 20, 0, 100], {
		GRPO: [2, 1, 0, 31],
		PPO: [0, 8, 0, 12],
		DPO: [1, 1, 0, 5]
	});

	it('says how each line moved between the first and last periods with enough dated papers', () => {
		const data = trendSeries(points, { ...yearly, measure: 'share' });
		// 2022 has 2 dated papers (under 5, greyed): the comparison starts in 2023.
		expect(trendSummary(data, { measure: 'share', period: 'year', minN: 5 })).toBe(
			'GRPO rose from 5% in 2023 to 31% in 2025; PPO fell from 40% to 12%; DPO held at 5%. ' +
				'(Share of dated papers, first and last years with at least 5 of them.)'
		);
	});

	it('says counts as counts, and a partial last period as partial', () => {
		const data = trendSeries(points, {
			...yearly,
			measure: 'papers',
			lastDay: '2025-06-30'
		});
		expect(trendSummary(data, { measure: 'papers', period: 'year', minN: 5 })).toBe(
			'GRPO rose from 1 paper in 2023 to 31 in 2025 (partial); PPO rose from 8 to 12; DPO rose from 1 to 5. ' +
				'(Dated papers, first and last years with at least 5 of them.)'
		);
	});

	it('names the two periods when the first line held, so every line reads against them', () => {
		const held = rows(['2024', '2025'], [10, 10], { GRPO: [3, 3], PPO: [4, 1] });
		const data = trendSeries(held, { ...yearly, measure: 'share' });
		expect(trendSummary(data, { measure: 'share', period: 'year', minN: 5 })).toBe(
			'GRPO held at 30% from 2024 to 2025; PPO fell from 40% to 10%. ' +
				'(Share of dated papers, first and last years with at least 5 of them.)'
		);
	});

	it('says when only one period, or none, has enough dated papers to read', () => {
		const two = rows(['2024', '2025'], [3, 10], { GRPO: [1, 4], PPO: [0, 1] });
		const one = trendSeries(two, { ...yearly, measure: 'share' });
		expect(trendSummary(one, { measure: 'share', period: 'year', minN: 5 })).toBe(
			'In 2025, the only year with at least 5 dated papers: GRPO 40%, PPO 10%. (Share of dated papers.)'
		);
		const none = trendSeries(two, { ...yearly, minN: 50, measure: 'share' });
		expect(trendSummary(none, { measure: 'share', period: 'year', minN: 50 })).toBe(
			'No year has 50 dated papers or more: too few to read a trend from.'
		);
	});
});
