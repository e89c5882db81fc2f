import { describe, expect, it } from 'vitest';
import {
	gainClaimsSummary,
	gainMediansSummary
} from '../../../../../src/lib/charts/summaries/gains.ts';

describe('gainClaimsSummary', () => {
	it('says each direction’s claims and their median, counting a value as often as it is claimed', () => {
		const rows = [
			{ value: 1, claims: 1, direction: 'up' },
			{ value: 3, claims: 3, direction: 'up' },
			{ value: 10, claims: 1, direction: 'up' },
			{ value: 20, claims: 1, direction: 'down' },
			{ value: 30, claims: 1, direction: 'down' }
		];
		expect(gainClaimsSummary(rows, '%')).toBe(
			'Increases: 5 claims, median 3%; reductions: 2 claims, median 25%.'
		);
		expect(gainClaimsSummary(rows.slice(0, 1), 'pt')).toBe('Increases: 1 claim, median 1 point.');
		expect(gainClaimsSummary([{ value: 2, claims: 1, direction: 'up' }], 'pt')).toBe(
			'Increases: 1 claim, median 2 points.'
		);
		expect(gainClaimsSummary([], 'x')).toBe('No claimed gains to chart.');
	});
});

describe('gainMediansSummary', () => {
	it("names the first rows' medians with their papers, and how many more there are", () => {
		const rows = [
			{ label: 'GRPO', median: 5.14, papers: 3 },
			{ label: 'PPO · accuracy', median: 3, papers: 2 },
			{ label: 'DPO', median: 2, papers: 1 },
			{ label: 'SAC', median: 1, papers: 1 }
		];
		expect(gainMediansSummary(rows, 'x', 'up')).toBe(
			'Median increase by name: GRPO 5.1× (3 papers), PPO · accuracy 3× (2 papers), DPO 2× (1 paper) and 1 more.'
		);
		expect(gainMediansSummary(rows.slice(3), '%', 'down')).toBe(
			'Median reduction by name: SAC 1% (1 paper).'
		);
	});

	it('is total: a missing median or paper count is said as missing, never as NaN', () => {
		const rows = [
			{ label: 'GRPO', median: null, papers: 3 },
			{ label: 'PPO', median: 2, papers: Number.NaN },
			{ label: 'DPO', median: Number.NaN, papers: 1 }
		];
		expect(gainMediansSummary(rows, '%', 'up')).toBe(
			'Median increase by name: GRPO no median (3 papers), PPO 2% and DPO no median (1 paper).'
		);
		expect(gainMediansSummary([{ label: 'A', median: 1, papers: 0 }], 'pt', 'sideways')).toBe(
			'Median gain by name: A 1 point (0 papers).'
		);
	});
});

describe('gainClaimsSummary, missing values', () => {
	it('leaves out values and claim counts that are not numbers, and says how many', () => {
		const rows = [
			{ value: 2, claims: 1, direction: 'up' },
			{ value: Number.NaN, claims: 2, direction: 'up' },
			{ value: 4, claims: Number.NaN, direction: 'up' },
			{ value: 30, claims: 0, direction: 'down' }
		];
		expect(gainClaimsSummary(rows, '%')).toBe(
			'Increases: 1 claim, median 2% (2 rows without a value or a count left out).'
		);
		expect(gainClaimsSummary(rows.slice(1, 2), '%')).toBe(
			'No claimed gains to chart (1 row without a value or a count left out).'
		);
	});
});
