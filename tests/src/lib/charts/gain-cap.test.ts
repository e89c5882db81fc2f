import { describe, expect, it } from 'vitest';
import {
	cappedBins,
	evenBins,
	histogramCap,
	overflowLabelHeight
} from '../../../../src/lib/charts/gain-cap';

const claims = (values: number[]) => values.map((value) => ({ value, claims: 1 }));

describe('histogramCap', () => {
	it('ends the axis where most claims stay when one claim reaches far beyond', () => {
		const rows = [
			...claims([2, 3, 5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100]),
			{ value: 9296, claims: 1 }
		];
		// 95% of 20 claims: the 19th value, 100, already a round number.
		expect(histogramCap(rows)).toBe(100);
	});

	it('rounds the end up to 1, 2 or 5 times a power of ten', () => {
		const rows = [
			...claims(Array.from({ length: 19 }, (_, i) => 3 + i * 7)),
			{ value: 5000, claims: 1 }
		];
		expect(histogramCap(rows)).toBe(200);
	});

	it('weighs each value by its claims', () => {
		expect(
			histogramCap([
				{ value: 4, claims: 40 },
				{ value: 900, claims: 1 }
			])
		).toBe(5);
	});

	it('shows everything when nothing stretches the axis, or there are few claims', () => {
		expect(histogramCap(claims(Array.from({ length: 20 }, (_, i) => i + 1)))).toBeNull();
		expect(histogramCap(claims([1, 2, 3, 5000]))).toBeNull();
		expect(histogramCap([])).toBeNull();
		// Capped bins start at 0: with a negative value the axis stays whole.
		expect(
			histogramCap([
				...claims(Array.from({ length: 20 }, (_, i) => i + 1)),
				{ value: -5, claims: 1 },
				{ value: 9000, claims: 1 }
			])
		).toBeNull();
	});
});

describe('cappedBins', () => {
	it('splits 0–cap into round bins and adds one past the cap for the rest', () => {
		const bins = cappedBins(100);
		expect(bins.thresholds).toEqual([...Array.from({ length: 21 }, (_, k) => k * 5), 105]);
		expect(bins.overflowAt).toBe(102.5);
		expect(bins.end).toBe(105);
		expect(cappedBins(0.5).thresholds.at(-2)).toBe(0.5);
	});
});

describe('overflowLabelHeight', () => {
	const bins = cappedBins(100); // 5-wide bins, the last from 100
	it('stands the label above the overflow bar and the taller bar it reaches over', () => {
		const rows = [
			{ value: 97, claims: 6 },
			{ value: 99, claims: 4 },
			{ value: 140, claims: 2 },
			{ value: 9000, claims: 1 }
		];
		expect(overflowLabelHeight(rows, bins)).toBe(10);
		expect(overflowLabelHeight([{ value: 96, claims: 1 }, ...rows.slice(2)], bins)).toBe(3);
		// A bar two bins before is out of its reach.
		expect(overflowLabelHeight([{ value: 90, claims: 50 }, ...rows.slice(2)], bins)).toBe(3);
		// The bar before starts at its own threshold, however the cap's width divides.
		const small = cappedBins(0.2);
		expect(
			overflowLabelHeight(
				[
					{ value: 0.19, claims: 9 },
					{ value: 0.3, claims: 1 }
				],
				small
			)
		).toBe(9);
	});
});

describe('evenBins', () => {
	it('puts a lone claim inside a bin of round width, short of the axis end', () => {
		const { thresholds, end } = evenBins(8);
		const last = thresholds.findLastIndex((t) => t <= 8);
		expect(thresholds[last + 1] - thresholds[last]).toBeCloseTo(0.5);
		expect(end).toBeGreaterThan(8);
		expect(thresholds[0]).toBe(0);
		expect(thresholds.at(-1)).toBe(end);
	});

	it('keeps about 9 to 21 bins whatever the range, each of a round width', () => {
		for (const largest of [0.3, 1, 7, 42, 300, 9296]) {
			const { thresholds } = evenBins(largest);
			expect(thresholds.length, String(largest)).toBeGreaterThanOrEqual(10);
			expect(thresholds.length, String(largest)).toBeLessThanOrEqual(22);
			expect(thresholds.at(-1)!).toBeGreaterThan(largest);
		}
	});
});
