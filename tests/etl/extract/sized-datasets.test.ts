import { describe, expect, it } from 'vitest';
import { splitSizedDatasets, type SizedHit } from '../../../etl/extract/sized-datasets.ts';

/** Hits as the model matcher gives them, in text order: each name at its nth place. */
const hitsIn = (text: string, names: [string, string | null, number | null][]): SizedHit[] => {
	let from = 0;
	return names.map(([name, family, params_b]) => {
		const start = text.indexOf(name, from);
		from = start + name.length;
		return { model: { name, family, params_b }, start, end: start + name.length };
	});
};

const options = {
	isDatasetStem: (stem: string) => ['AudioSet', 'LAION'].includes(stem),
	isReleased: (name: string) => name.startsWith('Qwen')
};
const split = (text: string, names: [string, string | null, number | null][]) =>
	splitSizedDatasets(text, hitsIn(text, names), options);

describe('splitSizedDatasets', () => {
	it('reads a sized name of a dataset stem, and its abbreviation wherever used, as that dataset', () => {
		const text = 'Gains on AudioSet-2M (AS-2M) with Guru-7B; on AS-2M it leads.';
		const { models, datasets } = split(text, [
			['AudioSet-2M', 'AudioSet', 0.002],
			['AS-2M', 'AS', 0.002],
			['Guru-7B', 'Guru', 7],
			['AS-2M', 'AS', 0.002]
		]);
		expect(models.map((h) => h.model.name)).toEqual(['Guru-7B']);
		expect(datasets).toEqual([
			{ name: 'AudioSet-2M', stem: 'AudioSet', start: 9, end: 20 },
			{ name: 'AudioSet-2M', stem: 'AudioSet', start: 22, end: 27 },
			{ name: 'AudioSet-2M', stem: 'AudioSet', start: 46, end: 51 }
		]);
	});

	it('keeps models: no size, a released model, other stems, a bracket of another size or model', () => {
		// (A released model of the same size in brackets is still that model: Qwen-5B.)
		const text =
			'LAION, Guru-7B, LAION-5B (Qwen-5B), AudioSet-2M (AS-20K-1B) and LAION-5B (Guru-1B as).';
		const { models, datasets } = split(text, [
			['LAION', 'LAION', null],
			['Guru-7B', 'Guru', 7],
			['LAION-5B', 'LAION', 5],
			['Qwen-5B', 'Qwen', 5],
			['AudioSet-2M', 'AudioSet', 0.002],
			['AS-20K-1B', 'AS', 1],
			['LAION-5B', 'LAION', 5],
			['Guru-1B', 'Guru', 1]
		]);
		expect(models.map((h) => h.model.name)).toEqual([
			'LAION',
			'Guru-7B',
			'Qwen-5B',
			'AS-20K-1B',
			'Guru-1B'
		]);
		expect(datasets.map((d) => d.name)).toEqual(['LAION-5B', 'AudioSet-2M', 'LAION-5B']);
	});
});
