import { describe, expect, it } from 'vitest';
import {
	describeDatum,
	periodSummaries,
	trendSeries
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
		row('2024-03-01', 1, 3), // alone between gaps, under the minimum n
		row('2024-04-01', 0, 0),
		row('2024-05-01', 2, 6) // the data ends on the 10th: partial
	];

	it('gives each period its share, Wilson interval and n, and leaves empty periods as gaps', () => {
		const [jan, feb, mar] = trendSeries(rows, base);
		expect(jan).toMatchObject({ dated: 20, papers: 8, value: 0.4, enough: true, partial: false });
		expect(jan.lo).toBeCloseTo(0.2188, 4);
		expect(jan.hi).toBeCloseTo(0.6134, 4);
		expect(feb).toMatchObject({ value: null, lo: null, hi: null });
		expect(mar).toMatchObject({ enough: false, isolated: true });
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
