import { describe, expect, it } from 'vitest';
import { isYearLike, tipFor, yearTick } from '../../../../src/routes/sql/year-like';

describe('isYearLike', () => {
	it('reads whole numbers in the range of years as years, nulls aside', () => {
		expect(isYearLike([2020, 2021, null, 2026])).toBe(true);
		expect(yearTick(2020)).toBe('2020');
		expect(yearTick(2020.5)).toBe('');
	});

	it('leaves counts, fractions, text and empty columns as numbers', () => {
		expect(isYearLike([2020, 15_000])).toBe(false);
		expect(isYearLike([2020.5])).toBe(false);
		expect(isYearLike(['2020'])).toBe(false);
		expect(isYearLike([12, 1999])).toBe(false);
		expect(isYearLike([null, undefined])).toBe(false);
	});
});

describe('tipFor', () => {
	it("writes years on x in a tooltip as the axis does, and leaves other values to Plot's format", () => {
		const years = tipFor([2024, 2025]);
		expect(years).not.toBe(true);
		if (years === true) return;
		expect(years.format.x(2024)).toBe('2024');
		expect(tipFor([1200, 3400])).toBe(true);
		expect(tipFor(['GRPO'])).toBe(true);
	});
});
