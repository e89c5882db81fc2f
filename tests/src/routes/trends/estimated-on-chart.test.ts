import { describe, expect, it } from 'vitest';
import { estimatedOnChart } from '../../../../src/routes/trends/estimated-on-chart.ts';

describe('estimatedOnChart', () => {
	it('says a sum of fractions as about a whole number, and where the rest went', () => {
		expect(estimatedOnChart(198.4, 208)).toBe(
			'+ about 198 with estimated dates on the chart, dashed; about 10 more fall outside the charted periods'
		);
		// Rounded up, the rest is what is left of the whole papers: the two add up.
		expect(estimatedOnChart(206.6, 208)).toBe(
			'+ about 207 with estimated dates on the chart, dashed; about 1 more falls outside the charted periods'
		);
	});

	it('says a whole sum without "about", and no rest when all are on the chart', () => {
		expect(estimatedOnChart(1200.0000000001, 1200)).toBe(
			'+ 1,200 with estimated dates on the chart, dashed'
		);
		expect(estimatedOnChart(5, 7)).toBe(
			'+ 5 with estimated dates on the chart, dashed; 2 more fall outside the charted periods'
		);
		// Nearly all on it: rounded to all, no rest of 0 is said.
		expect(estimatedOnChart(207.7, 208)).toBe(
			'+ about 208 with estimated dates on the chart, dashed'
		);
	});

	it('says only the chart’s weight while the bounded papers are not yet counted', () => {
		expect(estimatedOnChart(0.4)).toBe('+ about 0 with estimated dates on the chart, dashed');
		expect(estimatedOnChart(0)).toBe('+ 0 with estimated dates on the chart, dashed');
	});
});
