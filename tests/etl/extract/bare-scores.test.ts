import { describe, expect, it } from 'vitest';
import { bareScores, LEVEL_METRICS } from '../../../etl/extract/bare-scores.ts';
import { vocabulary } from '../bundled-vocabulary.ts';

const scores = (text: string) =>
	bareScores(text, vocabulary.benchmarks.find(text)).map((s) => text.slice(s.start, s.end));

describe('bareScores', () => {
	it('reads a bare result named by its metric or by the benchmark it was reached on', () => {
		expect(scores('It achieves a RewardBench score of 85.15 overall.')).toEqual(['85.15']);
		expect(scores('The model achieves 77.5 on AIME and 96.2 on MATH-500.')).toEqual([
			'77.5',
			'96.2'
		]);
	});

	it('reads two levels set against each other before their metric, and a level bracketed with its metric', () => {
		expect(scores('It beats plain tuning (0.55 vs 0.43 average accuracy) cheaply.')).toEqual([
			'0.55',
			'0.43'
		]);
		expect(scores('Prediction is hard (AUROC 0.63), yet useful.')).toEqual(['0.63']);
		expect(scores('Entropy splits the data (ROC AUC: 0.73).')).toEqual(['0.73']);
		expect(scores('It uses less data (0.55 average accuracy for both).')).toEqual(['0.55']);
		// Counts set against each other, or a bracketed number without a metric, are no levels.
		expect(scores('It wins 3 vs 5 games (0.55 of the runs).')).toEqual([]);
		// Nor a setting, a scale or a change of the metric.
		for (const text of [
			'It wins (Likert score 4) here.',
			'It is filtered (minimum accuracy 0.8) here.',
			'It is near (chance AUROC 0.5) here.',
			'We pick (0.5 score threshold) here.',
			'It loses (0.1 accuracy drop) here.',
			'It loses (0.02 vs 0.09 accuracy gap) here.'
		])
			expect(scores(text), text).toEqual([]);
	});

	it('keeps the metric the shape names', () => {
		const metrics = (text: string) =>
			bareScores(text, []).map((s) => [text.slice(s.start, s.end), s.metric]);
		expect(metrics('It beats SFT (0.91 vs.0.85 average AUROC) here.')).toEqual([
			['0.91', 'average AUROC'],
			['0.85', 'average AUROC']
		]);
		expect(metrics('It is best (AUROC: 0.825; 95% CI 0.80-0.85) here.')).toEqual([
			['0.825', 'AUROC']
		]);
		// Not a function word before it, not a line break inside it, not a metric with a cut-off;
		// what follows a level after its metric is another item of the bracket.
		expect(metrics('It is best on MIMIC-IV (with AUROC 0.91).')).toEqual([['0.91', 'AUROC']]);
		expect(metrics('It beats it (0.55 vs 0.43 average\naccuracy).')).toEqual([
			['0.55', 'average accuracy'],
			['0.43', 'average accuracy']
		]);
		expect(metrics('It reaches (39.7 recall-at-5 on Tide-Kitchens).')).toEqual([]);
		expect(metrics('It is best (AUROC 0.91, improvement of 0.05 over SFT).')).toEqual([
			['0.91', 'AUROC']
		]);
		expect(metrics('It gets (max F1 0.92) here.')).toEqual([['0.92', 'max F1']]);
	});

	it('reads errors and correlations as levels too', () => {
		expect(scores('It achieves an RMSE of 1.04 dB on the radio map.')).toEqual(['1.04']);
		expect(scores('It had the lowest mean absolute error of 5.1 years.')).toEqual(['5.1']);
		expect(scores('It tracks experts (Spearman correlation=0.92) closely.')).toEqual(['0.92']);
	});

	it('reads the level, not the cut-off, of a metric written with one before the benchmark', () => {
		expect(scores('It reaches 39.7 recall-at-5 on Epic-Kitchens-100 today.')).toEqual(['39.7']);
		expect(scores('It reaches 62.0 pass@5 on LiveCodeBench.')).toEqual(['62.0']);
		expect(scores('It reaches 81.2 top-5 accuracy on ImageNet.')).toEqual(['81.2']);
		expect(scores('It reaches Hits@10 on LiveCodeBench.')).toEqual([]);
	});

	it('reads no percentage, range, decimal comma, count or unreached number', () => {
		expect(scores('It reaches an accuracy of 81% and an F1 score of 86-92% on tests.')).toEqual([]);
		expect(scores('A classification accuracy of 93,6 % was measured.')).toEqual([]);
		expect(scores('The model achieves 500 on AIME problems each round.')).toEqual([]);
		expect(scores('It scores 32 on MATH-500 without saying it reached it.')).toEqual(['32']);
		expect(scores('We run 32 on MATH-500 in parallel.')).toEqual([]);
		// A scale or a rule is no result.
		expect(scores('Raters gave a Likert score of 4 to most answers.')).toEqual([]);
		expect(scores('Each answer receives a score of 1 if correct.')).toEqual([]);
	});
});

// The metric pattern is tried only where one of its cues starts (a list kept beside it): every
// metric it spells, in either case of a letter it allows, must still be read.
describe('bareScores, every level metric', () => {
	const alternatives = LEVEL_METRICS.slice('(?:'.length, -1).split('|');
	const spelled = (alternative: string, pick: (letters: string) => string) =>
		alternative
			.replace(/\(\?:[^)]*\)\?/g, '')
			.replace(/\[([^\]]+)\]/g, (_, letters: string) => pick(letters))
			.replace(/\\d\+/g, '1')
			.replace(/.\?/g, '');
	it.each(alternatives)('reads a level of %s', (alternative) => {
		for (const metric of new Set([
			spelled(alternative, (l) => l[0]),
			spelled(alternative, (l) => l.at(-1)!)
		]))
			expect(scores(`It reaches an ${metric} of 0.91 on the task.`), metric).toEqual(['0.91']);
	});
});
