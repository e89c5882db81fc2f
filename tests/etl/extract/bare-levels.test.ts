import { describe, expect, it } from 'vitest';
import { bareLevels } from '../../../etl/extract/bare-levels.ts';

const levels = (text: string) => bareLevels(text).map((l) => [l.raw, text.slice(l.start, l.end)]);

describe('bareLevels', () => {
	it('reads both numbers of a named metric going from one level to another, where they stand', () => {
		expect(levels('It lifts the F1 score from 0.41 to 0.68 on hard cases.')).toEqual([
			['0.41', '0.41'],
			['0.68', '0.68']
		]);
	});

	it('reads an average going from one level to another', () => {
		expect(levels('The reasoning average rises from 32.66 to 35.66.')).toEqual([
			['32.66', '32.66'],
			['35.66', '35.66']
		]);
	});

	it('reads a second pair the text coordinates with a named one, and no pair of another clause', () => {
		expect(
			levels(
				'It lifts gauge scores on TideQA from 73.17 to 88.90 and on SurgeBench v2 from 39.8 to 46.5.'
			).map(([raw]) => raw)
		).toEqual(['73.17', '88.90', '39.8', '46.5']);
		// Coordinated with no named benchmark, a pair is a setting.
		expect(
			levels('It lifts scores on TideQA from 45.2 to 61.8 and for horizons from 50 to 200.').map(
				([raw]) => raw
			)
		).toEqual(['45.2', '61.8']);
		expect(
			levels('It lifts the F1 score from 0.41 to 0.68. Costs went from 12 to 15 on ports.')
		).toEqual([
			['0.41', '0.41'],
			['0.68', '0.68']
		]);
	});

	it('reads no scale, count, year, unit or bare return', () => {
		expect(levels('Likert scores from 1 to 5 were collected.')).toEqual([]);
		expect(levels('Accuracy grows from 100 to 300 training items.')).toEqual([]);
		expect(levels('Accuracy rose from 2019 to 2023.')).toEqual([]);
		expect(levels('Accuracy went from 40% to 60%.')).toEqual([]);
		expect(levels('The function returns an integer from 1 to 10.')).toEqual([]);
	});
});
