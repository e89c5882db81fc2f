import { describe, expect, it } from 'vitest';
import { isAbbreviationDot } from '../../../etl/extract/abbreviations.ts';

const dotAfter = (text: string, word: string) => text.indexOf(word) + word.length;
const holds = (text: string, word: string) => isAbbreviationDot(text, dotAfter(text, word));

describe('isAbbreviationDot', () => {
	it('reads the period of a listed abbreviation as no sentence end', () => {
		for (const [text, word] of [
			['69.0% vs. 86.7%', 'vs'],
			['Vs. the baseline', 'Vs'],
			['benchmarks, e.g. GSM8K', 'e.g'],
			['E.g., GSM8K', 'E.g'],
			['the model, i.e. Qwen', 'i.e'],
			['the Dr. SCI pipeline', 'Dr'],
			['see Fig. 3', 'Fig'],
			['see Figs. 3 and 4', 'Figs'],
			['by Eq. 2', 'Eq'],
			['in Sec. 4', 'Sec'],
			['(cf. Table 2)', 'cf'],
			['2.1 and 3.4, resp. The', 'resp'],
			['approx. 3 hours', 'approx'],
			['takes approx. 3 hours', 'approx']
		])
			expect(holds(text, word), text).toBe(true);
	});

	it('ends a sentence at "et al." or "etc." only before a capital, whatever the spacing', () => {
		expect(holds('Chen et al. (2024) show it', 'al')).toBe(true);
		expect(holds('Chen et al., 2024', 'al')).toBe(true);
		expect(holds('as shown by Chen et al. Kim et al. extended it', 'al')).toBe(false);
		expect(holds('as shown by Chen et al.\nKim extended it', 'al')).toBe(false);
		expect(holds('as shown by Chen et al.   Kim extended it', 'al')).toBe(false);
		expect(holds('images, video, etc. Later work', 'etc')).toBe(false);
		expect(holds('images, video, etc. and more', 'etc')).toBe(true);
	});

	it('reads a word that merely ends like one, or is written in other case, as a sentence end', () => {
		for (const [text, word] of [
			['We beat the canvas. Then', 'canvas'],
			['on the FDr. Next', 'FDr'],
			['with domain randomization (DR). We', 'DR)'],
			['we train with DR. We', 'DR'],
			['it beats CF. We', 'CF'],
			['we evaluate on TL;DR. We', 'TL;DR'],
			['it takes 5 sec. Then', 'sec'],
			// Seven characters are read: "approx" needs the one before it to be no letter.
			['the xapprox. Then', 'xapprox']
		])
			expect(holds(text, word), text).toBe(false);
	});
});
