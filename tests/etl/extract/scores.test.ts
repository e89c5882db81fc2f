import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const scores = (abstract: string) =>
	extract('A study', abstract).scores.map((s) => [s.value, s.unit]);

describe('extractScores', () => {
	it('reads a named metric going from one bare level to another as two levels', () => {
		expect(scores('It lifts the F1 score on the hard split from 0.41 to 0.68.')).toEqual([
			[0.41, null],
			[0.68, null]
		]);
		expect(scores('Training raises the average return from 120.5 to 310.2 on the maze.')).toEqual([
			[120.5, null],
			[310.2, null]
		]);
	});

	it('does not read counts, years, a scale or a multiple as levels', () => {
		expect(scores('Accuracy grows as we go from 100 to 300 training items.')).toEqual([]);
		expect(scores('Accuracy rose steadily from 2019 to 2023 across releases.')).toEqual([]);
		expect(scores('Each claim gets a reliability score (from 0.1 to 1) by the judge.')).toEqual([]);
		expect(scores('The score improves from 2 to 3 times the baseline.')).toEqual([]);
		expect(scores('Raters gave Likert scores from 1 to 5 to each answer.')).toEqual([]);
		expect(scores('The reward function returns an integer from 1 to 10.')).toEqual([]);
	});
});
