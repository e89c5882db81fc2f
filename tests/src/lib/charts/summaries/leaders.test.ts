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
			'A and B tie at 5 papers each of 10 (50%); then C 1 (10%).'
		);
	});

	it('says a lone bar, a tiny share and a chart without a known total plainly', () => {
		expect(leadersSummary(bars(['GRPO', 1]), 1)).toBe('GRPO: 1 paper of 1 (100%).');
		expect(leadersSummary(bars(['A', 900], ['B', 2]), 1000)).toBe(
			'A leads: 900 of 1,000 papers (90%); then B 2 (<1%).'
		);
		expect(leadersSummary(bars(['A', 3], ['B', 2]), 0)).toBe('A leads: 3 papers; then B 2.');
		expect(leadersSummary([], 10)).toBe('No papers to chart.');
	});
});
