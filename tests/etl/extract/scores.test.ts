import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const scores = (abstract: string) =>
	extract('A study', abstract).scores.map((s) => [s.value, s.unit, s.benchmark]);
const metrics = (abstract: string) => extract('A study', abstract).scores.map((s) => s.metric);

// Which "from A to B" pairs are levels is bare-levels.test.ts's; here, that scores read them.
describe('extractScores', () => {
	it('reads bare levels as scores without a unit, with the benchmark they are on', () => {
		expect(scores('It lifts the F1 score on MATH-500 from 0.41 to 0.68.')).toEqual([
			[0.41, null, 'MATH-500'],
			[0.68, null, 'MATH-500']
		]);
	});

	it('reads a score two shapes find once', () => {
		expect(scores('It achieves a score of 85.15 on RewardBench.')).toEqual([
			[85.15, null, 'RewardBench']
		]);
	});

	it('reads no level inside a gain', () => {
		expect(scores('The score improves from 2 to 3 times the baseline.')).toEqual([]);
	});

	it('names the metric with the word that says which score it is', () => {
		expect(metrics('It achieves an AUC-ROC score of 0.88 and an F1-score of 0.91.')).toEqual([
			'AUC-ROC score',
			'F1-score'
		]);
	});
});
