import { describe, expect, it } from 'vitest';
import {
	describeDatum,
	drawnSpread,
	isThin,
	periodSummaries,
	scaleTop,
	shownPeriods,
	trendSeries,
	trendTable
} from '../../../../src/lib/charts/trend-series.ts';
import type { TrendPoint } from '../../../../src/lib/stats/trend-statistic.ts';
import { isPartial } from '../../../../src/lib/stats/periods.ts';

const row = (period: string, papers: number, dated: number, extra = {}): TrendPoint => ({
	period,
	name: 'GRPO',
	papers,
	dated,
	share: dated ? papers / dated : null,
	...extra
});

const base = {
	period: 'month',
	measure: 'share',
	minN: 5,
	lastDay: '2024-05-10',
	estimated: false
} as const;

describe('trendSeries', () => {
	const rows = [
		row('2024-01-01', 8, 20),
		row('2024-02-01', 0, 0), // no dated paper: a gap
		row('2024-03-01', 1, 3), // between gaps, under the minimum n
		row('2024-04-01', 0, 0),
		row('2024-05-01', 2, 6) // the data ends on the 10th: partial
	];

	it('gives each period its share, Wilson interval and n, and leaves empty periods as gaps', () => {
		const [jan, feb, mar] = trendSeries(rows, base);
		expect(jan).toMatchObject({ dated: 20, papers: 8, value: 0.4, enough: true, partial: false });
		expect(jan.lo).toBeCloseTo(0.2188, 4);
		expect(jan.hi).toBeCloseTo(0.6134, 4);
		expect(feb).toMatchObject({ value: null, lo: null, hi: null });
		expect(mar).toMatchObject({ enough: false, bandAlone: false });
	});

	it('shows the interval of a period the band cannot reach as a bar: no neighbour with enough papers', () => {
		const data = trendSeries(
			[
				row('2024-01-01', 8, 20),
				row('2024-02-01', 1, 2), // thin: no band of its own
				row('2024-03-01', 3, 10), // its only neighbours are thin or empty
				row('2024-04-01', 0, 0),
				row('2024-05-01', 4, 12),
				row('2024-06-01', 5, 12)
			],
			base
		);
		expect(data.map((d) => d.bandAlone)).toEqual([true, false, true, false, false, false]);
	});

	it('marks an estimate with no estimated neighbour: its dashed line has no segment to draw', () => {
		const spread = (period: string, papers: number, dated: number, weight: number) =>
			row(period, papers, dated, { spread: weight, spread_papers: weight / 2 });
		const on = { ...base, estimated: true };
		// A date range of one month: the only estimate is alone.
		expect(trendSeries([spread('2024-03-01', 1, 3, 2)], on).map((d) => d.estimateAlone)).toEqual([
			true
		]);
		const data = trendSeries(
			[
				spread('2024-01-01', 2, 6, 1),
				spread('2024-02-01', 1, 4, 0),
				spread('2024-03-01', 0, 0, 0), // neither dated nor spread papers: no estimate
				spread('2024-04-01', 0, 0, 1.5), // only spread papers, between gaps
				spread('2024-05-01', 0, 0, 0)
			],
			on
		);
		expect(data.map((d) => d.estimateAlone)).toEqual([false, false, false, true, false]);
		// Without estimates there is nothing to be alone.
		expect(trendSeries([spread('2024-03-01', 1, 3, 2)], base)[0].estimateAlone).toBe(false);
	});

	it('marks the period the data ends in as partial, and the one a date filter starts in', () => {
		const data = trendSeries(rows, base);
		expect(data.map((d) => d.partial)).toEqual([false, false, false, false, true]);
		const full = trendSeries(rows, { ...base, lastDay: '2024-05-31' });
		expect(full.at(-1)!.partial).toBe(false);
		const cut = trendSeries(rows, { ...base, firstDay: '2024-01-15' });
		expect(cut[0].partial).toBe(true);
		expect(isPartial('2026-01-01', 'year', '2026-04-05')).toBe(true);
		expect(isPartial('2025-01-01', 'year', '2026-04-05')).toBe(false);
	});

	it('keeps estimates apart: the dated value is unchanged, the estimate pools the spread', () => {
		const spread = [row('2024-01-01', 2, 4, { spread: 6, spread_papers: 1.5 })];
		const [on] = trendSeries(spread, { ...base, estimated: true });
		expect(on.value).toBe(0.5);
		expect(on.estimate).toBeCloseTo(3.5 / 10, 12);
		expect(on.estimateEnough).toBe(true);
		const [off] = trendSeries(spread, base);
		expect(off.estimate).toBeNull();
		const [count] = trendSeries(spread, { ...base, measure: 'papers', estimated: true });
		expect(count).toMatchObject({ value: 2, lo: null, estimate: 3.5 });
	});

	it('says n in every tooltip and flags small and partial periods in words', () => {
		const data = trendSeries(rows, base);
		expect(describeDatum(data[0], 'share', 5)).toBe(
			'GRPO, 2024-01: 8 of 20 dated papers = 40% (95% CI 22%–61%)'
		);
		expect(describeDatum(data[2], 'share', 5)).toContain('1 of 3 dated papers');
		expect(describeDatum(data[2], 'share', 5)).toContain('n under 5');
		expect(describeDatum(data[4], 'share', 5)).toContain('partial period');
		expect(describeDatum(data[1], 'share', 5)).toBe('GRPO, 2024-02: no dated papers');
		expect(periodSummaries(data).map((p) => p.dated)).toEqual([20, 0, 3, 0, 6]);
	});
});

describe('the scale and span of a trend chart', () => {
	it("takes its top from the periods with enough papers, not a thin period's wide interval", () => {
		// 1 of 2 papers (Wilson 9%–91%) beside 3 of 600 (0.5%, interval up to about 1.5%).
		const data = trendSeries([row('2024-01-01', 1, 2), row('2024-02-01', 3, 600)], base);
		expect(scaleTop(data, 'share')).toBeCloseTo(data[1].hi!, 12);
		expect(data[1].hi!).toBeLessThan(0.02);
		// No period with enough papers: every drawn one sets it.
		const thin = trendSeries([row('2024-01-01', 1, 2)], base);
		expect(scaleTop(thin, 'share')).toBeCloseTo(thin[0].hi!, 12);
		// An interval reaches at most three times the highest value: 0 of 8 papers (0–32%) beside
		// 25 of 5,000 (0.5%) gives a scale of 1.5%, not one that flattens the 0.5%.
		const wide = trendSeries([row('2024-01-01', 0, 8), row('2025-01-01', 25, 5000)], base);
		expect(wide[0].hi!).toBeGreaterThan(0.3);
		expect(scaleTop(wide, 'share')).toBeCloseTo(0.015, 12);
		// A share never gets a scale under 1%, a count never under 1.
		expect(scaleTop(trendSeries([row('2024-01-01', 0, 600)], base), 'share')).toBeCloseTo(0.01, 12);
		expect(scaleTop(trendSeries([row('2024-01-01', 0, 0)], base), 'papers')).toBe(1);
	});

	it('counts only the estimates that reach the minimum n', () => {
		const data = trendSeries(
			[
				row('2017-01-01', 0, 0, { spread: 1, spread_papers: 1 }), // 1 of 1: 100%, thin
				row('2024-01-01', 2, 40, { spread: 10, spread_papers: 5 }) // 7 of 50: 14%
			],
			{ ...base, period: 'year', estimated: true, lastDay: '2024-12-31' }
		);
		expect(scaleTop(data, 'share')).toBeCloseTo(Math.max(data[1].hi!, 7 / 50), 12);
	});

	it('starts at the first period with a dated paper or enough estimated ones, and greys thin ones', () => {
		const data = trendSeries(
			[
				row('2010-01-01', 0, 0, { spread: 0.5, spread_papers: 0.5 }),
				row('2019-01-01', 0, 0, { spread: 6, spread_papers: 1 }),
				row('2020-01-01', 0, 0, { spread: 2, spread_papers: 1 }),
				row('2021-01-01', 1, 3, { spread: 2, spread_papers: 1 }),
				row('2022-01-01', 4, 9)
			],
			{ ...base, period: 'year', estimated: true, lastDay: '2022-12-31' }
		);
		const periods = shownPeriods(periodSummaries(data));
		expect(periods.map((p) => p.period)).toEqual([
			'2019-01-01',
			'2020-01-01',
			'2021-01-01',
			'2022-01-01'
		]);
		expect(periods.map(isThin)).toEqual([false, true, true, false]);
		// Without estimates the span starts at the first dated paper.
		const dated = trendSeries(
			[row('2019-01-01', 0, 0), row('2021-01-01', 1, 3), row('2022-01-01', 4, 9)],
			{ ...base, period: 'year', lastDay: '2022-12-31' }
		);
		expect(shownPeriods(periodSummaries(dated)).map((p) => p.period)).toEqual([
			'2021-01-01',
			'2022-01-01'
		]);
	});
});

describe('drawnSpread', () => {
	it('adds the weight on the chart, not what is spread before its axis starts', () => {
		const rows = (name: string) =>
			[
				// Thin weight years before the first dated paper: off the chart.
				row('2010-01-01', 0, 0, { spread: 0.5, spread_papers: 0.5 }),
				row('2011-01-01', 0, 0, { spread: 1.25, spread_papers: 0 }),
				row('2021-01-01', 1, 3, { spread: 2, spread_papers: 1 }),
				row('2022-01-01', 4, 9, { spread: 3.5, spread_papers: 1 })
			].map((r) => ({ ...r, name }));
		const options = { ...base, period: 'year', estimated: true, lastDay: '2022-12-31' } as const;
		// Two names: a period's weight is counted once, not once per line.
		const data = trendSeries([...rows('GRPO'), ...rows('PPO')], options);
		expect(drawnSpread(data)).toBe(5.5);
		// Without estimates nothing is spread.
		expect(drawnSpread(trendSeries(rows('GRPO'), { ...options, estimated: false }))).toBe(0);
	});
});

describe('trendTable', () => {
	it('holds what the chart draws: the interval, the minimum n, the partial period, the estimate', () => {
		const options = { ...base, estimated: true };
		const data = trendSeries(
			[row('2024-01-01', 8, 20), row('2024-05-01', 1, 3, { spread: 2, spread_papers: 1 })],
			options
		);
		const [jan, may] = trendTable(data, options);
		expect(jan).toEqual({
			period: '2024-01-01',
			name: 'GRPO',
			dated: 20,
			papers: 8,
			share: 0.4,
			ci95_low: data[0].lo,
			ci95_high: data[0].hi,
			n_at_least_5: true,
			partial: false,
			spread: 0,
			spread_papers: 0,
			estimated_share: 0.4
		});
		expect(may).toMatchObject({ n_at_least_5: false, partial: true, estimated_share: 2 / 5 });
		// Counts: no interval; without estimates, no estimate columns.
		const counts = trendTable(
			trendSeries([row('2024-01-01', 8, 20)], { ...base, measure: 'papers' }),
			{
				...base,
				measure: 'papers'
			}
		);
		expect(Object.keys(counts[0])).toEqual([
			'period',
			'name',
			'dated',
			'papers',
			'n_at_least_5',
			'partial'
		]);
	});
});
