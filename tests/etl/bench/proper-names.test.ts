import { describe, expect, it } from 'vitest';
import { nameTokens } from '../../../etl/bench/name-tokens.ts';
import { properNames } from '../../../etl/bench/proper-names.ts';

describe('properNames', () => {
	it('takes a capitalised word standing alone mid-sentence, and a one-word title prefix', () => {
		const summary =
			'Specifically, we present Unisoma, a model trained in (Gazebo) with Firefox. Unisoma wins.';
		expect([...properNames('Unisoma: A Unified Transformer', summary)].sort()).toEqual([
			'Firefox',
			'Gazebo',
			'Unisoma'
		]);
	});

	it('leaves sentence starts, runs of capitalised words and all capitals alone', () => {
		const summary =
			'Specifically, the Hashed Fractal Key Recovery problem meets Large Language Models and ' +
			'NASA. In turn, Transformer-Based nets. This works.';
		expect([...properNames('A Unified Transformer: Study', summary)]).toEqual([]);
	});
});

describe('nameTokens with proper names', () => {
	it('finds a proper name wherever it stands, also at a sentence start and in the title', () => {
		const text = 'Unisoma: it works. Unisoma-based models beat Unisoma2.';
		expect(nameTokens(text, new Set(['Unisoma'])).map((t) => [t.stem, t.rest])).toEqual([
			['Unisoma', ''],
			['Unisoma', '-based'],
			['Unisoma', '2']
		]);
		expect(nameTokens(text).map((t) => t.stem)).toEqual(['Unisoma']);
	});
});
