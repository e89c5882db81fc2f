// What "no paper lost" means, on hand-made readings of a capture.
import { describe, expect, it } from 'vitest';
import { unaccountedPapers } from '../../../etl/fuzz/unaccounted.ts';

const papers = { titles: [1, 9], lastLine: 9 };
const skip = (line: number, reason = 'title without abstract') => ({ line, reason });

describe('unaccountedPapers', () => {
	it('accounts for a paper kept at its line, or reported at a line of its record', () => {
		expect(unaccountedPapers(papers, [1, 9], [], false)).toEqual([]);
		expect(unaccountedPapers(papers, [1], [skip(9)], false)).toEqual([]);
		expect(unaccountedPapers(papers, [], [skip(3), skip(9)], false)).toEqual([]);
	});

	it('names a paper neither kept nor reported', () => {
		expect(unaccountedPapers(papers, [1], [], false)).toEqual([9]);
		// A skip inside the first paper's record says nothing of the second.
		expect(unaccountedPapers(papers, [1], [skip(7)], false)).toEqual([9]);
		expect(unaccountedPapers(papers, [], [], true)).toEqual([]);
	});

	it('accepts a cut last title read as the abstract of a damaged line after the last paper kept', () => {
		const swallowed = skip(7, 'truncated last record: abstract cut short');
		expect(unaccountedPapers(papers, [1], [swallowed], false)).toEqual([]);
		// Only for the last paper, and only after the last one kept.
		expect(
			unaccountedPapers({ titles: [1, 9, 12], lastLine: 12 }, [1, 12], [swallowed], false)
		).toEqual([9]);
		expect(unaccountedPapers(papers, [1, 8], [swallowed], false)).toEqual([9]);
	});
});
