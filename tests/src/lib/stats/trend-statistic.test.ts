import { describe, expect, it } from 'vitest';
import {
	RANK_DEFAULTS,
	rankTrends,
	shownP,
	type TrendPoint
} from '../../../../src/lib/stats/trend-statistic.ts';
import { mannKendall } from '../../../../src/lib/stats/mann-kendall.ts';

const point = (period: string, name: string, papers: number, dated: number): TrendPoint => ({
	period,
	name,
	dated,
	papers,
	share: dated ? papers / dated : null
});

/** The least-squares slope the old ranking used, per period. */
function leastSquares(ys: number[]): number {
	const mx = (ys.length - 1) / 2;
	const my = ys.reduce((a, b) => a + b, 0) / ys.length;
	let num = 0;
	let den = 0;
	ys.forEach((y, x) => {
		num += (x - mx) * (y - my);
		den += (x - mx) ** 2;
	});
	return num / den;
}

const OPTIONS = { minN: 5, ...RANK_DEFAULTS };

describe('rankTrends', () => {
	it('no longer ranks PPO at −9 points a year on one 2020 paper', () => {
		// The bundled seeds per year (dated papers, those naming PPO), as the issue measured them.
		const seeds: [string, number, number][] = [
			['2020', 1, 1],
			['2021', 0, 1],
			['2022', 0, 2],
			['2023', 0, 4],
			['2024', 1, 6],
			['2025', 2, 31],
			['2026', 1, 16]
		];
		const ppo = seeds.map(([y, k, n]) => point(`${y}-01-01`, 'PPO', k, n));
		// What the old ranking printed: −9.0 points a year, from the one paper of 2020 (100%).
		expect((leastSquares(ppo.map((p) => p.share!)) * 100).toFixed(1)).toBe('-9.0');
		const { ranked, tooLittle } = rankTrends(ppo, OPTIONS);
		expect(ranked).toEqual([]);
		expect(tooLittle).toEqual([
			{
				name: 'PPO',
				periods: 3,
				papers: 4,
				reason: '3 of 5 periods with n ≥ 5, 4 of 10 papers'
			}
		]);
	});

	it('tests only periods with enough papers: a lone early 100% cannot make a trend', () => {
		const months = ['01', '02', '03', '04', '05', '06'].map((m) => `2025-${m}-01`);
		const rising = months.map((m, i) => point(m, 'GRPO', 2 + i, 10));
		const base = rankTrends(rising, OPTIONS);
		const withOutlier = rankTrends([point('2024-12-01', 'GRPO', 1, 1), ...rising], OPTIONS);
		expect(withOutlier.ranked).toEqual(base.ranked);
		const [grpo] = base.ranked;
		const reference = mannKendall([0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
		expect(grpo).toMatchObject({ name: 'GRPO', periods: 6, papers: 27, s: 15 });
		expect(grpo.p).toBeCloseTo(reference.p, 15);
		// Ten points a month is 1.2 of share a year (Sen's slope over time in years).
		expect(grpo.slope).toBeCloseTo(1.2, 12);
	});

	it('orders by the Mann–Kendall z, rising first, and keeps short series apart', () => {
		const months = ['01', '02', '03', '04', '05', '06', '07'].map((m) => `2025-${m}-01`);
		const points = [
			...months.map((m, i) => point(m, 'up', 3 + i, 20)),
			...months.map((m, i) => point(m, 'down', 10 - i, 20)),
			...months.map((m, i) => point(m, 'flat', i % 2 ? 4 : 5, 20)),
			...months.slice(0, 4).map((m) => point(m, 'short', 5, 20)),
			...months.map((m) => point(m, 'rare', m === months[0] ? 1 : 0, 20))
		];
		const { ranked, tooLittle } = rankTrends(points, OPTIONS);
		expect(ranked.map((r) => r.name)).toEqual(['up', 'flat', 'down']);
		expect(ranked[0].p).toBeLessThan(0.01);
		expect(ranked[1].p).toBeGreaterThan(0.5);
		expect(ranked[2].slope).toBeLessThan(0);
		expect(tooLittle.map((t) => t.name)).toEqual(['short', 'rare']);
		expect(tooLittle[0].reason).toBe('4 of 5 periods with n ≥ 5');
		expect(tooLittle[1].reason).toBe('1 of 10 papers');
	});

	it('follows the threshold: a lower minimum n brings small periods in', () => {
		const years = ['2021', '2022', '2023', '2024', '2025'];
		const points = years.map((y, i) => point(`${y}-01-01`, 'SAC', i + 2, 4 + i));
		expect(rankTrends(points, OPTIONS).ranked.map((r) => r.periods)).toEqual([]);
		expect(rankTrends(points, { ...OPTIONS, minN: 3 }).ranked[0].periods).toBe(5);
	});

	it('shows a p-value rounded towards its verdict, never 0.050 beside an arrow', () => {
		expect(shownP(0.0496)).toBe('0.049');
		expect(shownP(0.0502)).toBe('0.051');
		expect(shownP(0.05)).toBe('0.050');
		expect(shownP(0.0004)).toBe('< 0.001');
		expect(shownP(0.8481)).toBe('0.849');
		expect(shownP(1)).toBe('1.000');
	});
});
