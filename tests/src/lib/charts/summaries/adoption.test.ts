import { describe, expect, it } from 'vitest';
import { adoptionSummary } from '../../../../../src/lib/charts/summaries/adoption.ts';

const point = (name: string, period: string, cumulative: number) => ({
	name,
	period,
	papers: 0,
	cumulative,
	charted_papers: 4
});

describe('adoptionSummary', () => {
	it("says each name's adopting papers at the chart's end and the period it counts from", () => {
		const rows = [
			point('GSPO', '2025-03-01', 0),
			point('GSPO', '2025-04-01', 1),
			point('GSPO', '2025-06-01', 3),
			point('NewBench', '2025-06-01', 2)
		];
		expect(adoptionSummary(rows, 'month')).toBe(
			'Papers adopting each name by 2025-06: GSPO 3 (since 2025-03) and NewBench 2 (since 2025-06).'
		);
		expect(adoptionSummary(rows.slice(0, 3), 'quarter')).toBe(
			'Papers adopting each name by 2025 Q2: GSPO 3 (since 2025 Q1).'
		);
		expect(adoptionSummary([], 'month')).toBe('No adopted name to chart.');
	});

	it('says a missing running total as unknown, never as NaN', () => {
		expect(adoptionSummary([point('GSPO', '2025-03-01', Number.NaN)], 'month')).toBe(
			'Papers adopting each name by 2025-03: GSPO unknown (since 2025-03).'
		);
	});
});
