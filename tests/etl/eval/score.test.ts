import { describe, expect, it } from 'vitest';
import { compare, compareGainMetrics, keysOf, prf } from '../../../etl/eval/score.ts';
import type { Gain } from '../../../etl/types.ts';

describe('scoring', () => {
	it('compares names ignoring case, spaces and punctuation', () => {
		expect(keysOf('proposed', { proposed: ['Dr. GRPO', 'MATH-500'] } as never)).toEqual([
			'drgrpo',
			'math500'
		]);
	});
	it('counts a multiset of gains by value and unit', () => {
		const keys = keysOf('gains', {
			gains: [
				{ value: 5, unit: '%' },
				{ value: 5, unit: '%' },
				{ value: 2, unit: 'x' }
			]
		} as never);
		expect(compare(keys, ['5%', '2x', '3pt'])).toMatchObject({
			tp: 2,
			fp: 1,
			fn: 1,
			missed: ['3pt'],
			extra: ['5%']
		});
	});
	it('computes precision, recall and F1, with empty sets perfect', () => {
		expect(prf({ tp: 2, fp: 2, fn: 0 })).toEqual({ precision: 0.5, recall: 1, f1: 2 / 3 });
		expect(prf({ tp: 0, fp: 0, fn: 0 }).f1).toBe(1);
	});
	it('scores the metrics of the gains matched by value and unit, as the charts group them', () => {
		const gain = (value: number, metric: string | null): Gain => ({
			value,
			unit: '%',
			direction: 'up',
			metric,
			benchmark: null,
			text: ''
		});
		const result = compareGainMetrics(
			[gain(5, 'accuracy'), gain(3, 'latency'), gain(2, null), gain(9, 'reward')],
			[gain(5, 'Average Accuracy'), gain(3, 'throughput'), gain(2, 'performance')]
		);
		// 5%: same last word; 3%: another metric (one of each); 2%: unnamed; 9%: no gold gain.
		expect(result).toMatchObject({ tp: 1, fp: 1, fn: 2 });
		expect(result.disagreements.map(([ours, gold]) => [ours, gold])).toEqual([
			['latency', 'throughput'],
			[null, 'performance']
		]);
	});
});
