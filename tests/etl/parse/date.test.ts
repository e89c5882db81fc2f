import { describe, expect, it } from 'vitest';
import { parseDateLine, resolveListingDate } from '../../../etl/parse/date.ts';

describe('parseDateLine', () => {
	it('reads month, day, optional year and trailing votes', () => {
		expect(parseDateLine('Aug 28, 2025 2')).toEqual({
			date: { year: 2025, month: 8, day: 28 },
			votes: 2
		});
		expect(parseDateLine('Jan 26')).toEqual({
			date: { year: null, month: 1, day: 26 },
			votes: null
		});
		expect(parseDateLine('Mar 20 6')).toEqual({
			date: { year: null, month: 3, day: 20 },
			votes: 6
		});
		expect(parseDateLine('May 19, 2020')).toEqual({
			date: { year: 2020, month: 5, day: 19 },
			votes: null
		});
	});

	it('rejects days that do not exist and lines that are not dates', () => {
		expect(parseDateLine('Feb 31, 2025')).toBeNull();
		expect(parseDateLine('Feb 29, 2025')).toBeNull();
		expect(parseDateLine('Feb 29, 2024')).not.toBeNull();
		expect(parseDateLine('March 3, 2025')).toBeNull();
		expect(parseDateLine('Oct 8: a title')).toBeNull();
	});
});

describe('resolveListingDate', () => {
	const capture = { captured: '2026-04-16' };
	it('keeps a stated year', () => {
		expect(resolveListingDate({ year: 2024, month: 10, day: 3 }, capture)).toBe('2024-10-03');
	});
	it("gives a year-less date the capture's year, or the year before when it would be later", () => {
		expect(resolveListingDate({ year: null, month: 1, day: 26 }, capture)).toBe('2026-01-26');
		expect(resolveListingDate({ year: null, month: 4, day: 16 }, capture)).toBe('2026-04-16');
		expect(resolveListingDate({ year: null, month: 12, day: 3 }, capture)).toBe('2025-12-03');
	});
	it('is unknown without a year and without a capture date', () => {
		expect(resolveListingDate({ year: null, month: 1, day: 26 }, { captured: null })).toBeNull();
	});
});
