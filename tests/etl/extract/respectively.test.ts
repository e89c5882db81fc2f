import { describe, expect, it } from 'vitest';
import type { Hit } from '../../../etl/extract/dictionary.ts';
import { respectiveBenchmarks } from '../../../etl/extract/respectively.ts';
import { extract } from '../bundled-vocabulary.ts';

/** Spans of the given words in `text`, and benchmark hits of the given names. */
const spansOf = (text: string, words: string[]) =>
	words.map((w) => [text.indexOf(w), text.indexOf(w) + w.length] as const);
const hitsOf = (text: string, names: string[]): Hit[] =>
	names.map((name) => ({ name, start: text.indexOf(name), end: text.indexOf(name) + name.length }));

describe('respectiveBenchmarks', () => {
	it('pairs the values before "respectively" with the sentence’s benchmarks in reading order', () => {
		const text = 'It improves by 15.3% and 9.1% on ALFWorld and WebShop, respectively.';
		const paired = respectiveBenchmarks(
			text,
			spansOf(text, ['15.3%', '9.1%']),
			hitsOf(text, ['ALFWorld', 'WebShop'])
		);
		expect([...paired]).toEqual([
			[0, 'ALFWorld'],
			[1, 'WebShop']
		]);
	});

	it('reads benchmarks named before the values, and values given in any order', () => {
		const text = 'On GSM8K and MATH, it gains 5% and 7%, respectively.';
		const paired = respectiveBenchmarks(
			text,
			spansOf(text, ['7%', '5%']),
			hitsOf(text, ['GSM8K', 'MATH'])
		);
		expect([...paired].sort()).toEqual([
			[0, 'MATH'],
			[1, 'GSM8K']
		]);
	});

	it('pairs nothing when the counts differ, a benchmark repeats, or no "respectively" is said', () => {
		const shared = 'It improves accuracy and F1 by 5% and 7%, respectively, on GSM8K.';
		expect(
			respectiveBenchmarks(shared, spansOf(shared, ['5%', '7%']), hitsOf(shared, ['GSM8K'])).size
		).toBe(0);
		const twice = 'By 5% and 7% on GSM8K (GSM8K-hard), respectively.';
		const hits = [
			{ name: 'GSM8K', start: 16, end: 21 },
			{ name: 'GSM8K', start: 23, end: 28 }
		];
		expect(respectiveBenchmarks(twice, spansOf(twice, ['5%', '7%']), hits).size).toBe(0);
		const plain = 'It improves by 5% and 7% on GSM8K and MATH.';
		expect(
			respectiveBenchmarks(plain, spansOf(plain, ['5%', '7%']), hitsOf(plain, ['GSM8K', 'MATH']))
				.size
		).toBe(0);
	});

	it('leaves values after "respectively" to their own clause', () => {
		const text =
			'Accuracy improves by 5% and 7% on GSM8K and MATH, respectively, while cost drops by 10%.';
		const paired = respectiveBenchmarks(
			text,
			spansOf(text, ['5%', '7%', '10%']),
			hitsOf(text, ['GSM8K', 'MATH'])
		);
		expect([...paired]).toEqual([
			[0, 'GSM8K'],
			[1, 'MATH']
		]);
	});
});

/** Each score, then each gain, with the benchmark it is credited to. */
const benchmarkOf = (text: string) => {
	const f = extract('T', text);
	return [...f.scores, ...f.gains].map((c) => [c.value, c.benchmark]);
};

describe('respective benchmarks in the extractor', () => {
	it('reads a list past brackets, "as well as", the metric of each value, and values said on each benchmark', () => {
		expect(
			benchmarkOf(
				'Our 7B model scores 55.2% (+6.1%) and 30.4% (+4.0%) on MATH-500 and AIME 2024, respectively.'
			)
		).toEqual([
			[55.2, 'MATH-500'],
			[30.4, 'AIME 2024'],
			[6.1, 'MATH-500'],
			[4, 'AIME 2024']
		]);
		for (const text of [
			'It improves by 5.2% and 7.9% on MATH-500 (in-domain) and GPQA (out-of-domain), respectively.',
			'It improves by 5.2% and 7.9% on MATH-500 as well as GPQA, respectively.'
		])
			expect(benchmarkOf(text), text).toEqual([
				[5.2, 'MATH-500'],
				[7.9, 'GPQA']
			]);
		expect(
			benchmarkOf(
				'It improves pass@1 by 5.2% and pass@16 by 7.9% on AIME 2024 and AIME 2025, respectively.'
			)
		).toEqual([
			[5.2, 'AIME 2024'],
			[7.9, 'AIME 2025']
		]);
		expect(
			benchmarkOf(
				'It cuts operations by 26.80% on MNIST and 59.94% on ModelNet10 without losing accuracy (91.44% and 77.75%, respectively).'
			)
		).toEqual([
			[91.44, 'MNIST'],
			[77.75, 'ModelNet10'],
			[26.8, 'MNIST'],
			[59.94, 'ModelNet10']
		]);
		// Each list with the list of as many benchmarks next to it.
		expect(
			benchmarkOf(
				'It improves by 5.2% and 7.9% on MATH-500 and AIME 2024 and by 1.1% on GPQA, respectively.'
			)
		).toEqual([
			[5.2, 'MATH-500'],
			[7.9, 'AIME 2024'],
			[1.1, 'GPQA']
		]);
	});

	it('pairs only a list of values with a list of as many benchmarks', () => {
		// One benchmark for both values, another named in another clause: no pairing.
		expect(
			benchmarkOf(
				'Using GSM8K for training, our 7B and 14B models reach 55.2% and 61.0% on MATH-500, respectively.'
			)
		).toEqual([
			[55.2, 'MATH-500'],
			[61, 'MATH-500']
		]);
		expect(
			benchmarkOf(
				'Trained on GSM8K, it improves pass@1 and pass@8 by 5.1% and 7.3%, respectively, on MATH-500.'
			).map(([, b]) => b)
		).not.toContain('GSM8K');
		// Two values that are no list of one claim.
		expect(
			benchmarkOf(
				'It raises success on ALFWorld by 12.5% and cuts the number of steps by 30.2%, respectively relative to ReAct, while WebShop is unchanged.'
			)
		).toEqual([
			[12.5, 'ALFWorld'],
			[30.2, null]
		]);
		// The list of two next to the word, not a third benchmark further on.
		expect(
			benchmarkOf(
				'It reaches 80.2% and 60.1% accuracy on GSM8K and MATH, respectively, surpassing GPT-4o on MATH-500.'
			)
		).toEqual([
			[80.2, 'GSM8K'],
			[60.1, 'MATH']
		]);
	});

	it('credits each gain and each score to its own benchmark', () => {
		const f = extract(
			'T',
			'It improves by 15.3% and 9.1% on ALFWorld and WebShop, respectively. On AIME 2024 and MATH-500, it scores 43.3% and 88.1%, respectively.'
		);
		expect(f.gains.map((g) => [g.value, g.benchmark])).toEqual([
			[15.3, 'ALFWorld'],
			[9.1, 'WebShop']
		]);
		expect(f.scores.map((s) => [s.value, s.benchmark])).toEqual([
			[43.3, 'AIME 2024'],
			[88.1, 'MATH-500']
		]);
	});
});
