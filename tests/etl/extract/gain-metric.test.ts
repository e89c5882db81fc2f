import { describe, expect, it } from 'vitest';
import { gainMetric, metricName } from '../../../etl/extract/gain-metric.ts';
import { extract } from '../bundled-vocabulary.ts';

/** The metric of each gain the extractor reads in the abstract, in order. */
const metrics = (abstract: string) => extract('A study', abstract).gains.map((g) => g.metric);

describe('gainMetric', () => {
	it('reads the measure a verb of change names before "by"', () => {
		expect(metrics('Our agent improves average accuracy by 7% over the baseline.')).toEqual([
			'accuracy'
		]);
		expect(metrics('Caching reduces the latency by up to 3x on long prompts.')).toEqual([
			'latency'
		]);
		expect(metrics('It raises the solve rate of the small model by 4 points.')).toEqual([
			'solve rate'
		]);
	});

	it('reads the measure a noun of change is "in" or "of", or stands after', () => {
		expect(metrics('We observe a 12% increase in win rates against humans.')).toEqual(['win rate']);
		expect(metrics('This yields a 2x improvement of the sample efficiency.')).toEqual([
			'sample efficiency'
		]);
		expect(metrics('We report a 9% reward improvement on the maze tasks.')).toEqual(['reward']);
		expect(metrics('It brings an average accuracy gain of 3.1% on the held-out tasks.')).toEqual([
			'accuracy'
		]);
	});

	it('reads a comparative, a bracketed figure and "in" after the value', () => {
		expect(metrics('The planner reaches 15% higher success rates in clutter.')).toEqual([
			'success rate'
		]);
		expect(metrics('Training uses 4x fewer GPU hours than the dense variant.')).toEqual([
			'gpu hour'
		]);
		expect(metrics('We beat the prior method by 6% in F1 score on three corpora.')).toEqual(['f1']);
		expect(metrics('Exact match (+2.5%) rises on every split.')).toEqual([null]);
		expect(gainMetric('the pass rate (', ' on average)')).toBe('pass rate');
	});

	it('reads past a hyphenated modifier ("length-controlled win rate" is a win rate)', () => {
		expect(metrics('It gives a 20% relative improvement in length-controlled win rate.')).toEqual([
			'win rate'
		]);
	});

	it('calls "faster" and "speed up" a speed', () => {
		expect(metrics('Decoding becomes 2.5x faster with the draft model.')).toEqual(['speed']);
	});

	it('names no metric for a benchmark, a baseline or a bare number', () => {
		expect(metrics('It outperforms PPO by 5% on MATH.')).toEqual([null]);
		expect(metrics('Our method improves by 8% over strong baselines.')).toEqual([null]);
		expect(metrics('Gains are 11% in 3 of the 4 settings.')).toEqual([null]);
	});

	it('keeps each claim to its own clause', () => {
		expect(
			metrics('Accuracy improves by 4%, while latency is reduced by 20% on the same hardware.')
		).toEqual(['accuracy', 'latency']);
	});
});

describe('metricName', () => {
	it('lower-cases and reads the last word singular', () => {
		expect(metricName('Success Rates')).toBe('success rate');
		expect(metricName('training losses')).toBe('loss');
		expect(metricName('latencies')).toBe('latency');
		expect(metricName('robustness')).toBe('robustness');
		expect(metricName('Pass@1')).toBe('pass@1');
	});
	it('groups a measure by its word, or by the word before when that word alone says little', () => {
		expect(metricName('grounding accuracy')).toBe('accuracy');
		expect(metricName('interaction success rates')).toBe('success rate');
		expect(metricName('end-to-end training time')).toBe('training time');
		expect(metricName('F1 score')).toBe('f1');
		expect(metricName('pass@32 performance')).toBe('pass@32');
		expect(metricName('GPU hours')).toBe('gpu hour');
	});
});
