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
		expect(reads('It reduces latency by as much as 10-fold.')).toBe(true);
		expect(reads('It improves throughput by ≈3-fold.')).toBe(true);
		expect(reads('It gives a 3-fold lift in reward.')).toBe(true);
		expect(reads('It yields a threefold sample efficiency improvement.')).toBe(true);
		expect(reads('Our scheduler speeds up training 5-fold.')).toBe(true);
		expect(reads('Reward improved (3-fold) over PPO.')).toBe(true);
		expect(reads('Inference is 10-fold quicker.')).toBe(true);
	});

	it('reads no multiple after an article or "is" unless a change follows, nor across a clause', () => {
		expect(reads('The improvement is twofold: the agent learns faster.')).toBe(false);
		expect(reads('The enhancement is threefold.')).toBe(false);
		expect(reads('To improve robustness we adopt a two-fold strategy.')).toBe(false);
		expect(reads('We boost exploration with a two-fold mechanism.')).toBe(false);
		expect(reads('We improve on prior work in two-fold ways.')).toBe(false);
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
