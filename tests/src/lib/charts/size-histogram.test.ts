import { describe, expect, it } from 'vitest';
import { binDomain, binTitle, logBins } from '../../../../src/lib/charts/size-histogram.ts';

describe('the model-size histogram', () => {
	const bins = logBins([
		{ size_b: 8, papers: 2 },
		{ size_b: 7, papers: 3 },
		{ size_b: 70, papers: 1 }
	]);

	it('bins sizes by quarter-decades, keeping the sizes each bin holds', () => {
		expect(bins.map((b) => [b.papers, b.sizes.map((s) => s.size_b)])).toEqual([
			[5, [7, 8]],
			[1, [70]]
		]);
		expect(bins[0].x1).toBeCloseTo(10 ** 0.75, 12);
		expect(bins[0].x2).toBeCloseTo(10, 12);
	});

	it('says which sizes a bar holds and the papers of each, not only its edges', () => {
		expect(binTitle(bins[0])).toBe('7B: 3 papers, 8B: 2 papers');
		expect(binTitle(bins[1])).toBe('70B: 1 paper');
	});

	it('spans one empty bin beyond each end, so a lone bar is not the whole width', () => {
		const [lo, hi] = binDomain([bins[0]]);
		expect(lo).toBeCloseTo(10 ** 0.5, 12);
		expect(hi).toBeCloseTo(10 ** 1.25, 12);
	});
});
