import { describe, expect, it } from 'vitest';
import { rateNote } from '../../../../src/routes/emerging/rate-note.ts';

describe('rateNote', () => {
	it('says how many dated adopters the rate counts over how many periods', () => {
		expect(
			rateNote({ periods: 8, dated_adopters: 1, adopters: 1, coiner_dated: true }, 'month')
		).toBe('1 in 8 months');
		expect(
			rateNote({ periods: 1, dated_adopters: 0, adopters: 0, coiner_dated: true }, 'quarter')
		).toBe('0 in 1 quarter');
	});

	it('says why a name with adopters has a rate of 0: they are undated', () => {
		expect(
			rateNote({ periods: 7, dated_adopters: 0, adopters: 1, coiner_dated: true }, 'month')
		).toBe('0 dated in 7 months; 1 undated');
	});

	it('gives no rate when the defining paper has no date: first seen would be an adopter', () => {
		expect(
			rateNote({ periods: 3, dated_adopters: 1, adopters: 1, coiner_dated: false }, 'month')
		).toBe('its defining paper has no date: no rate');
	});

	it('says when no dated paper names it', () => {
		expect(
			rateNote({ periods: null, dated_adopters: 0, adopters: 2, coiner_dated: false }, 'month')
		).toBe('no dated paper names it');
	});
});
