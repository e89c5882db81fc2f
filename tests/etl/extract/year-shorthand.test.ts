import { describe, expect, it } from 'vitest';
import { yearShorthandHits } from '../../../etl/extract/year-shorthand.ts';
import { extract, vocabulary } from '../bundled-vocabulary.ts';

const editions = (text: string) =>
	yearShorthandHits(vocabulary.benchmarks, text, vocabulary.benchmarks.find(text)).map((h) => [
		h.name,
		text.slice(h.start, h.end)
	]);

describe('yearShorthandHits', () => {
	it('reads the years listed after a dated benchmark as its editions', () => {
		expect(editions('Scores on AIME24 & 25 rise.')).toEqual([['AIME 2025', '25']]);
		expect(editions("Scores on AIME'24 and '25 rise.")).toEqual([['AIME 2025', '25']]);
		expect(editions('Scores on AIME24/25 rise.')).toEqual([['AIME 2025', '25']]);
		expect(editions('Scores on AIME 2024, 2025 rise.')).toEqual([['AIME 2025', '2025']]);
	});

	it('reads no year the vocabulary has no edition for, nor one written another way', () => {
		// No AIME 2031; "AIME24 & 2025" mixes two ways of writing years.
		expect(editions('Scores on AIME 2024 and 2031 rise.')).toEqual([]);
		expect(editions('Scores on AIME24 & 2025 rise.')).toEqual([]);
		// A count after a dated benchmark is no edition, nor a number after one that ends in no year.
		expect(editions('We evaluate on AIME24 and 25 other math benchmarks.')).toEqual([]);
		expect(editions('Scores on GSM8K & 25 other sets rise.')).toEqual([]);
	});

	it('gives each edition its own value when the sentence says respectively', () => {
		const scores = extract(
			'A study',
			'The model reaches AIME24 & 25 scores of 61% and 48%, respectively.'
		).scores.map((s) => [s.value, s.benchmark]);
		expect(scores).toEqual([
			[61, 'AIME 2024'],
			[48, 'AIME 2025']
		]);
	});
});
