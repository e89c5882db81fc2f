import { describe, expect, it } from 'vitest';
import {
	adoptionLeftOutNote,
	adoptionLeftOutShort
} from '../../../../src/routes/emerging/adoption-left-out.ts';

const none = { undatedCoiner: 0, undatedAdopters: 0, pastTop: 0, top: 6 };

describe('adoptionLeftOutNote', () => {
	it('counts every adopted name the chart leaves out, each with why', () => {
		expect(adoptionLeftOutNote({ ...none, undatedCoiner: 1, undatedAdopters: 2 })).toBe(
			'3 adopted names are left out of the chart: 1 has a coining paper without a date, so its adoption has no start to draw from; 2 are adopted by no dated paper, so their adoption has no date (listed below).'
		);
		expect(adoptionLeftOutNote({ ...none, undatedCoiner: 1200, pastTop: 1 })).toBe(
			'1,201 adopted names are left out of the chart: 1,200 have coining papers without a date, so their adoption has no start to draw from; 1 is ranked past the top 6 the chart draws (listed below).'
		);
		expect(adoptionLeftOutNote({ ...none, undatedAdopters: 1 })).toBe(
			'1 adopted name is left out of the chart: 1 is adopted by no dated paper, so its adoption has no date (listed below).'
		);
	});

	it('says nothing when the chart draws every adopted name', () => {
		expect(adoptionLeftOutNote(none)).toBeNull();
	});
});

describe('adoptionLeftOutShort', () => {
	it('says the same counts briefly, for the subtitle', () => {
		expect(
			adoptionLeftOutShort({ ...none, undatedCoiner: 1, undatedAdopters: 2, pastTop: 3 })
		).toBe(
			'left out: 1 whose coining paper is undated, 2 adopted by no dated paper, 3 past the top 6'
		);
		expect(adoptionLeftOutShort(none)).toBeNull();
	});
});
