import { describe, expect, it } from 'vitest';
import { leadersSummary } from '../../../../../src/lib/charts/summaries/leaders.ts';

const bars = (...pairs: [string, number][]) => pairs.map(([label, count]) => ({ label, count }));

describe('leadersSummary', () => {
	it('says what leads with its share of the papers behind the chart, then the next three', () => {
		expect(
			leadersSummary(
				bars(['PPO', 49], ['GRPO', 70], ['DPO', 27], ['SAC', 9], ['MCTS', 7], ['DQN', 4]),
				204
			)
		).toBe(
			'GRPO leads: 70 of 204 papers (34%); then PPO 49 (24%), DPO 27 (13%), SAC 9 (4%) and 2 more.'
		);
	});

	it('says a tie for the lead as a tie, not as one name leading', () => {
		expect(leadersSummary(bars(['A', 5], ['B', 5], ['C', 1]), 10)).toBe(
			'A and B tie at 5 of 10 papers each (50%); then C 1 (10%).'
		);
	});

	it('says a lone bar, a tiny share and a chart without a known total plainly', () => {
		expect(leadersSummary(bars(['GRPO', 1]), 1)).toBe('GRPO: 1 of 1 paper (100%).');
		expect(leadersSummary(bars(['A', 900], ['B', 2]), 1000)).toBe(
			'A leads: 900 of 1,000 papers (90%); then B 2 (<1%).'
		);
		expect(leadersSummary(bars(['A', 3], ['B', 2]), 0)).toBe('A leads: 3 papers; then B 2.');
		expect(leadersSummary([], 10)).toBe('No papers to chart.');
	});

	it('is total: a count in its number whatever the total, none leading when all are 0, missing counts said', () => {
		// No known total: the leader's count takes its own number ("1 paper", not "1 papers").
		expect(leadersSummary(bars(['A', 1], ['B', 1], ['C', 0]), 0)).toBe(
			'A and B tie at 1 paper each; then C 0.'
		);
		expect(leadersSummary(bars(['A', 1], ['B', 0]), 0)).toBe('A leads: 1 paper; then B 0.');
		expect(leadersSummary(bars(['A', 1], ['B', 0]), NaN)).toBe('A leads: 1 paper; then B 0.');
		expect(leadersSummary(bars(['A', 1], ['B', 0]), 1)).toBe(
			'A leads: 1 of 1 paper (100%); then B 0 (0%).'
		);
		expect(leadersSummary(bars(['A', 0], ['B', 0]), 10)).toBe('No papers in A or B.');
		// A bar without a count is left out of the ranking, and said.
		expect(leadersSummary(bars(['A', 3], ['B', NaN], ['C', 2]), 5)).toBe(
			'A leads: 3 of 5 papers (60%); then C 2 (40%). B has no count.'
		);
		expect(leadersSummary(bars(['A', NaN]), 5)).toBe('No papers to chart: A has no count.');
		for (const text of [
			leadersSummary(bars(['A', NaN], ['B', 2]), NaN),
			leadersSummary(bars(['A', Infinity], ['B', 2]), 0)
		])
			expect(text).not.toMatch(/NaN|Infinity/);
	});

	it('counts the rest it does not name with a thousands separator', () => {
		const many = Array.from({ length: 5000 }, (_, i) => ({ label: `P${i}`, count: 5000 - i }));
		expect(leadersSummary(many, 0)).toMatch(/ and 4,996 more\.$/);
	});
});
