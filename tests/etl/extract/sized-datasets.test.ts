import { describe, expect, it } from 'vitest';
import { splitSizedDatasets, type SizedHit } from '../../../etl/extract/sized-datasets.ts';

/** Hits as the model matcher gives them: each name where the text holds it. */
const hitsIn = (text: string, names: [string, string | null, number | null][]): SizedHit[] =>
	names.map(([name, family, params_b]) => {
		const start = text.indexOf(name);
		return { model: { name, family, params_b }, start, end: start + name.length };
	});

const options = {
	isDataset: (stem: string) => ['AudioSet', 'LAION'].includes(stem),
	isReleased: (name: string) => name.startsWith('Qwen')
};

describe('splitSizedDatasets', () => {
	it('reads a sized name whose stem is a dataset, and its bracketed abbreviation, as that dataset', () => {
		const text = 'Gains on AudioSet-2M (AS-2M) with Guru-7B.';
		const split = splitSizedDatasets(
			text,
			hitsIn(text, [
				['AudioSet-2M', 'AudioSet', 0.002],
				['AS-2M', 'AS', 0.002],
				['Guru-7B', 'Guru', 7]
			]),
			options
		);
		expect(split.models.map((h) => h.model.name)).toEqual(['Guru-7B']);
		expect(split.datasets).toEqual([
			{ name: 'AudioSet-2M', start: 9, end: 20 },
			{ name: 'AudioSet-2M', start: 22, end: 27 }
		]);
	});

	it('keeps models: no size, a released model, a stem no dataset has, a bracket that is no abbreviation', () => {
		const text = 'LAION and Qwen-2M and Guru-7B, LAION-5B (Guru-1B and more).';
		const split = splitSizedDatasets(
			text,
			hitsIn(text, [
				['LAION', 'LAION', null],
				['Qwen-2M', 'LAION', 0.002],
				['Guru-7B', 'Guru', 7],
				['LAION-5B', 'LAION', 5],
				['Guru-1B', 'Guru', 1]
			]),
			options
		);
		expect(split.models.map((h) => h.model.name)).toEqual([
			'LAION',
			'Qwen-2M',
			'Guru-7B',
			'Guru-1B'
		]);
		expect(split.datasets.map((d) => d.name)).toEqual(['LAION-5B']);
	});
});
