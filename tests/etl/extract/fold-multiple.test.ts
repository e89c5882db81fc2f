import { describe, expect, it } from 'vitest';
import { isFoldChange, isFoldWord } from '../../../etl/extract/fold-multiple.ts';

/** Reads the first "-fold" word of the sentence. */
const reads = (sentence: string) => {
	const m = /[\w.-]*fold\b/i.exec(sentence)!;
	return isFoldChange(sentence, m.index, m.index + m[0].length);
};

describe('isFoldChange', () => {
	it('reads a multiple where a change is said next to it', () => {
		expect(reads('It brings a fivefold improvement in stability.')).toBe(true);
		expect(reads('Decoding is 3-fold faster than before.')).toBe(true);
		expect(reads('Disasters have increased tenfold over the decades.')).toBe(true);
		expect(reads('It improves the throughput 3-fold on GPUs.')).toBe(true);
		expect(reads('It cuts bias against small groups by up to 60-fold.')).toBe(true);
		expect(reads('We see reductions of up to 444-fold in these metrics.')).toBe(true);
		expect(reads('It gives a 5-fold inference speedup.')).toBe(true);
	});

	it('reads no multiple in parts, folds or symmetries', () => {
		expect(reads('Our contributions are threefold: we build a model.')).toBe(false);
		expect(reads('The ramifications of these findings are two-fold.')).toBe(false);
		expect(reads('We use a twofold localization pipeline.')).toBe(false);
		expect(reads('We train with the five-fold mixed training strategy.')).toBe(false);
		expect(reads('It exploits the two-fold symmetry of the vector.')).toBe(false);
	});

	it('knows a "-fold" word', () => {
		expect(['threefold', '3.5-fold', 'two-fold'].every(isFoldWord)).toBe(true);
		expect(['3x', 'threefolds', 'folder'].some(isFoldWord)).toBe(false);
	});
});
