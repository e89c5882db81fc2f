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
		// What the measure is set against may stand before "by".
		expect(metrics('It improves the F1 score over random selection by 45.4%.')).toEqual(['f1']);
		expect(metrics('It lifts performance compared to the SFT model by 6 points.')).toEqual([
			'performance'
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

	it('keeps a hyphenated modifier with a measure that says little alone', () => {
		expect(metrics('It gives a 20% relative improvement in length-controlled win rate.')).toEqual([
			'length-controlled win rate'
		]);
	});

	it('reads what the verb before the value changes, over a phrase after it', () => {
		expect(metrics('It improves accuracy by 5% in less time.')).toEqual(['accuracy']);
		expect(metrics('The model’s accuracy improves by 3% on the hard split.')).toEqual(['accuracy']);
	});

	it('ends what "fewer" counts at a function word, and counts no adverb', () => {
		expect(metrics('It has 30% fewer collisions under the same budget.')).toEqual(['collision']);
		expect(metrics('Agents are 3x less likely to fail.')).toEqual([null]);
	});

	it("gives a list's values, and values sharing a noun, the same metric", () => {
		expect(
			metrics('It improves success rates by 15.3% and 9.1% on ALFWorld and WebShop, respectively.')
		).toEqual(['success rate', 'success rate']);
		expect(metrics('We see 20%/30% higher accuracy on the two splits.')).toEqual([
			'accuracy',
			'accuracy'
		]);
	});

	it('reads error measures by their acronyms, and an improvement "to" a measure', () => {
		expect(metrics('The schedule further reduces MSE by up to 15.7%.')).toEqual(['mse']);
		expect(metrics('It yields a 0.9 point improvement in the overall WER.')).toEqual(['wer']);
		expect(metrics('We see 24.3% lower rollout MSE than the best baseline.')).toEqual(['mse']);
		expect(metrics('It gives a 13% improvement to throughput on the cluster.')).toEqual([
			'throughput'
		]);
	});

	it('reads a measure right after the value, and the one its points are of', () => {
		expect(
			metrics('Training with the curriculum nearly doubles performance on all tasks.')
		).toEqual(['performance']);
		expect(metrics('It beats the baselines by at least 1.5% zero-shot accuracy.')).toEqual([
			'accuracy'
		]);
		expect(metrics('It surpasses GPT-4.1 by +8.68 accuracy points on the suite.')).toEqual([
			'accuracy'
		]);
		// What fell, not the loss: "4% accuracy loss" is accuracy.
		expect(metrics('It saves energy in exchange for up to 4% accuracy loss.')).toEqual([
			'accuracy'
		]);
		// A participle that keeps or gives up a measure, or a comparative, puts it aside too.
		expect(metrics('It outperforms PPO by 30% maintaining comparable performance.')).toEqual([
			null
		]);
		expect(metrics('It is 5x cheaper keeping accuracy intact.')).toEqual([null]);
		expect(metrics('Quantization gives 8x compression without speedup.')).toEqual([null]);
		// The value's own unit names its measure first.
		expect(metrics('It improves translation by +4.1 BLEU points.')).toEqual(['bleu']);
		expect(metrics('It outperforms the previous best by 3.9 F1-score.')).toEqual(['f1']);
		// A linking word puts the measure aside: the claim's own measure is not named.
		expect(
			metrics('It reduces the memory by a factor of 6x without sacrificing performance.')
		).toEqual([null]);
	});

	it('calls "faster" and "speed up" a speed', () => {
		expect(metrics('Decoding becomes 2.5x faster with the draft model.')).toEqual(['speed']);
		expect(metrics('It gives a 1.3x end-to-end speedup across models.')).toEqual(['speed']);
		expect(metrics('The kernel reaches speedups of up to 9x over FlashAttention-3.')).toEqual([
			'speed'
		]);
		expect(metricName('average inference speed-up')).toBe('speed');
	});

	it('names no metric for a benchmark, a baseline or a bare number', () => {
		expect(metrics('It outperforms PPO by 5% on MATH.')).toEqual([null]);
		expect(metrics('Our method improves by 8% over strong baselines.')).toEqual([null]);
		expect(metrics('Gains are 11% in 3 of the 4 settings.')).toEqual([null]);
	});

	it('reads any lower-case measure where the frame says a measure follows', () => {
		expect(
			metrics('We see a 4% increase in wind turbine power output over greedy control.')
		).toEqual(['wind turbine power output']);
		expect(metrics('The scheduler reduces tail delay by 30% on the cluster.')).toEqual([
			'tail delay'
		]);
		expect(metrics('It yields 20% lower tail risk than the greedy bidder.')).toEqual(['tail risk']);
		expect(metrics('Placement gives a 9% wirelength reduction on the suite.')).toEqual([
			'wirelength'
		]);
		expect(metrics('It raises the number of valid proofs by 12%.')).toEqual(['valid proof']);
		expect(metrics('Sessions improve user engagement by at least 14% in the trial.')).toEqual([
			'user engagement'
		]);
		expect(metrics('Reducing transmit power by 50% keeps the link up.')).toEqual([
			'transmit power'
		]);
		expect(metrics('The cache hosts 2.25x more players per server.')).toEqual(['player']);
	});

	it('reads a ranked score and a measure with its acronym before "by"', () => {
		expect(metrics('Hybrid search improves recall@10 by 5 points.')).toEqual(['recall@10']);
		expect(metrics('Syncing reduces the logical error rate (LER) by 2x.')).toEqual([
			'logical error rate'
		]);
	});

	it('reads no measure in a setting, a name, a thing or an adjective there', () => {
		expect(
			metrics('It brings a 29% improvement in diverse environments requiring memory.')
		).toEqual([null]);
		expect(metrics('Our tuning improves GRPO by 5% on hard prompts.')).toEqual([null]);
		expect(metrics('We see a 12% improvement in the model after pruning.')).toEqual([null]);
		expect(metrics('Its comments are 10% more useful than human ones.')).toEqual([null]);
		expect(metrics('It has 25% lower rollout XYZ even against the best baseline.')).toEqual([null]);
		expect(metrics('It brings a 10% improvement in practice.')).toEqual([null]);
		expect(metrics('We see a 2x improvement in Atari games.')).toEqual([null]);
		expect(metrics('It gives a 12% zero-shot improvement.')).toEqual([null]);
		expect(metrics('It improves the state of the art by 3 points.')).toEqual([null]);
		expect(metrics('Our agent improves upon prior work by 5%.')).toEqual([null]);
		expect(metrics('The new kernel is 3x more efficient.')).toEqual([null]);
		expect(metrics('It gains +2.1 points in the hardest split.')).toEqual([null]);
		// An improvement is as often in a task or a setting; a verb or a qualifier ends no measure.
		expect(metrics('We see a 14% improvement in multi-agent games.')).toEqual([null]);
		expect(metrics('A 4% increase in power output makes it viable.')).toEqual([null]);
		expect(metrics('It gives a 6% out-of-domain improvement.')).toEqual([null]);
		expect(metrics('It brings 2x larger gains.')).toEqual([null]);
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
	it('groups a measure by its word, and keeps the words before one that says little alone', () => {
		expect(metricName('grounding accuracy')).toBe('accuracy');
		expect(metricName('attack success rates')).toBe('attack success rate');
		expect(metricName('false positive rate')).toBe('false positive rate');
		expect(metricName('average success rate')).toBe('success rate');
		expect(metricName('remarkable efficiency')).toBe('efficiency');
		expect(metricName('end-to-end training time')).toBe('end-to-end training time');
		expect(metricName('F1 score')).toBe('f1');
		expect(metricName('pass@32 performance')).toBe('pass@32');
		expect(metricName('average pass@1')).toBe('pass@1');
		expect(metricName('GPU hours')).toBe('gpu hour');
		expect(metricName('bias')).toBe('bias');
	});
});
