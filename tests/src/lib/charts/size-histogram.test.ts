import { describe, expect, it } from 'vitest';
import {
	barWidth,
	binDomain,
	binTitle,
	labelFontSize,
	logBins
} from '../../../../src/lib/charts/size-histogram.ts';

describe('the model-size histogram', () => {
	// As the sizes query gives them: a paper stating both 7B and 8B makes the first bar 4, not 5.
	const bins = logBins([
		{ size_b: 8, bin: 3, papers: 2, bin_papers: 4 },
		{ size_b: 7, bin: 3, papers: 3, bin_papers: 4 },
		{ size_b: 70, bin: 7, papers: 1, bin_papers: 1 }
	]);

	it('draws a bar per bin with its distinct papers, keeping the sizes each bin holds', () => {
		expect(bins.map((b) => [b.papers, b.sizes.map((s) => s.size_b)])).toEqual([
			[4, [7, 8]],
			[1, [70]]
		]);
		expect(bins[0].x1).toBeCloseTo(10 ** 0.75, 12);
		expect(bins[0].x2).toBeCloseTo(10, 12);
	});

	it('says which sizes a bar holds and the papers of each, not only its edges', () => {
		expect(binTitle(bins[0])).toBe('4 papers (7B: 3, 8B: 2)');
		expect(binTitle(bins[1])).toBe('1 paper (70B: 1)');
	});

	it('spans one empty bin beyond each end, so a lone bar is not the whole width', () => {
		const [lo, hi] = binDomain([bins[0]]);
		expect(lo).toBeCloseTo(10 ** 0.5, 12);
		expect(hi).toBeCloseTo(10 ** 1.25, 12);
	});

	it('writes a count at a size that fits its bar, and none that would be illegible', () => {
		// A quarter-decade bar over a 300 px plot spanning 1,000× is 25 px wide.
		expect(barWidth([0.1, 100], 300)).toBeCloseTo(25, 12);
		expect(labelFontSize(7, 40)).toBe(10);
		// Two digits in a 14 px bar (a phone): smaller, with room left before the next count.
		const size = labelFontSize(12, 14)!;
		expect(size).toBeGreaterThanOrEqual(7);
		expect(size).toBeLessThan(10);
		expect(2 * size * 0.62 + 4).toBeLessThanOrEqual(14);
		expect(labelFontSize(12345, 14)).toBeNull();
	});
});
