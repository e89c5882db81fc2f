import { describe, expect, it } from 'vitest';
import { isAbbreviationDot } from '../../../etl/extract/abbreviations.ts';

const dotAfter = (text: string, word: string) => text.indexOf(word) + word.length;

describe('isAbbreviationDot', () => {
	it('reads the period of a listed abbreviation as no sentence end, in any case', () => {
		for (const [text, word] of [
			['69.0% vs. 86.7%', 'vs'],
			['benchmarks, e.g. GSM8K', 'e.g'],
			['the Dr. SCI pipeline', 'Dr'],
			['see Fig. 3', 'Fig'],
			['(cf. Table 2)', 'cf'],
			['2.1 and 3.4, resp. The', 'resp'],
			['approx. 3 hours', 'approx']
		])
			expect(isAbbreviationDot(text, dotAfter(text, word))).toBe(true);
	});

	it('ends a sentence at "et al." or "etc." only before a capital', () => {
		const related = 'Chen et al. (2024) show it';
		expect(isAbbreviationDot(related, dotAfter(related, 'al'))).toBe(true);
		const next = 'as shown by Chen et al. Kim et al. extended it';
		expect(isAbbreviationDot(next, dotAfter(next, 'al'))).toBe(false);
		const list = 'images, video, etc. Later work';
		expect(isAbbreviationDot(list, dotAfter(list, 'etc'))).toBe(false);
	});

	it('reads a word that merely ends like one as a sentence end', () => {
		for (const [text, word] of [
			['We beat the canvas. Then', 'canvas'],
			['on the FDr. Next', 'FDr'],
			['It is precise. Also', 'precise']
		])
			expect(isAbbreviationDot(text, dotAfter(text, word))).toBe(false);
	});
});
