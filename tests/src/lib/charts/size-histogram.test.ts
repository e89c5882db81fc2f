import { describe, expect, it } from 'vitest';
import {
	binDomain,
	binTitle,
	labelledBins,
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

	it('writes the counts that touch no other, the tallest first', () => {
		// Quarter-decade bars from 1B to 100B over 100 px: 12.5 px each, narrower than "37".
		const area = { width: 100, height: 200, domain: [1, 100] as [number, number], yMax: 40 };
		const bar = (k: number, papers: number) => ({
			x1: 10 ** (k / 4),
			x2: 10 ** ((k + 1) / 4),
			papers,
			sizes: []
		});
		// Neighbours of about the same height collide: the taller keeps its count.
		const twins = [bar(3, 37), bar(4, 36)];
		expect(labelledBins(twins, area).map((b) => b.papers)).toEqual([37]);
		// Far apart in height, both counts are written, however narrow the bars.
		const apart = [bar(3, 37), bar(4, 5)];
		expect(labelledBins(apart, area).map((b) => b.papers)).toEqual([37, 5]);
		// Two bars apart, one-digit counts fit.
		expect(labelledBins([bar(2, 9), bar(4, 8)], area).map((b) => b.papers)).toEqual([9, 8]);
		// 30 px apart (15 px bars), "3900" would fit next to "3800"; "3,900" next to "3,800" does not.
		const wide = { ...area, width: 120, yMax: 4000 };
		expect(labelledBins([bar(2, 3900), bar(4, 3800)], wide).map((b) => b.papers)).toEqual([3900]);
	});
});
