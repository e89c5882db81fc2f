import { describe, expect, it } from 'vitest';
import { crowdedPeriod, crowdedPhrase } from '../../../../src/lib/stats/crowded-period.ts';

const row = (period: string, dated: number, name = 'PPO') => ({ period, dated, name });

describe('crowdedPeriod', () => {
	it('finds the period with nearly all dated papers, counting each period once', () => {
		// A month's dump: 5,244 of 5,262 in June, each period repeated per name.
		const rows = [
			row('2025-06-01', 5244),
			row('2025-06-01', 5244, 'GRPO'),
			row('2025-05-01', 2),
			row('2024-10-01', 16)
		];
		expect(crowdedPeriod(rows)).toEqual({ period: '2025-06-01', dated: 5244, total: 5262 });
	});

	it('is null where the papers spread over periods, or there are none', () => {
		// The seeds per year: 31 of 61 in the busiest year.
		expect(
			crowdedPeriod([row('2024-01-01', 6), row('2025-01-01', 31), row('2026-01-01', 24)])
		).toBeNull();
		expect(crowdedPeriod([row('2025-01-01', 0)])).toBeNull();
		expect(crowdedPeriod([])).toBeNull();
		// 19 of 20 is 95%: crowded.
		expect(crowdedPeriod([row('2025-01-01', 19), row('2024-01-01', 1)])?.dated).toBe(19);
	});

	it('says the share in words, on the page and in exports alike', () => {
		expect(crowdedPhrase({ period: '2025-01-01', dated: 5249, total: 5262 }, '2025')).toBe(
			'5,249 of the 5,262 dated papers (99.8%) fall in 2025'
		);
	});
});
