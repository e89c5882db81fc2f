import { describe, expect, it } from 'vitest';
import { rateNote } from '../../../../src/routes/emerging/rate-note.ts';

describe('rateNote', () => {
	it('says how many dated adopters the rate counts over how many periods', () => {
		expect(rateNote({ periods: 8, dated_adopters: 1, adopters: 1 }, 'month')).toBe('1 in 8 months');
		expect(rateNote({ periods: 1, dated_adopters: 0, adopters: 0 }, 'quarter')).toBe(
			'0 in 1 quarter'
		);
	});

	it('says why a name with adopters has a rate of 0: they are undated', () => {
		expect(rateNote({ periods: 7, dated_adopters: 0, adopters: 1 }, 'month')).toBe(
			'0 dated in 7 months; 1 undated'
		);
	});

	it('says when no dated paper names it', () => {
		expect(rateNote({ periods: null, dated_adopters: 0, adopters: 2 }, 'month')).toBe(
			'no dated paper names it'
		);
	});
});
