import { describe, expect, it } from 'vitest';
import {
	boundReport,
	isUndatedHalf,
	monthlyCaptureDate,
	stripDateClues,
	upperBoundReport
} from '../../../etl/bench/date-clues.ts';

describe('date clues', () => {
	it('keeps only text fields and removes arXiv ids and links from them', () => {
		const record = {
			id: '2506.04307',
			abs: 'https://arxiv.org/abs/2506.04307',
			comment: 'ICML 2025',
			versions: [{ created: 'Mon, 2 Jun 2025' }],
			title: 'A title',
			summary: 'Builds on arXiv:2501.12948v2 and https://arxiv.org/abs/2402.03300 results.',
			authors: ['A. B.'],
			categories: ['cs.LG']
		};
		expect(stripDateClues(record)).toEqual({
			title: 'A title',
			summary: 'Builds on  and  results.',
			authors: ['A. B.'],
			categories: ['cs.LG']
		});
	});

	it('picks a fixed half by title', () => {
		const titles = Array.from({ length: 200 }, (_, i) => `Paper number ${i}`);
		const half = titles.filter(isUndatedHalf).length;
		expect(half).toBeGreaterThan(70);
		expect(half).toBeLessThan(130);
		expect(titles.filter(isUndatedHalf)).toEqual(titles.filter(isUndatedHalf));
	});

	it('reports share bounded, violations and month distances', () => {
		const report = boundReport([
			{ real: '2025-06-01', notBefore: '2025-06-01' },
			{ real: '2025-06-01', notBefore: '2024-06-01' },
			{ real: '2025-06-01', notBefore: '2025-07-01' },
			{ real: '2025-06-01', notBefore: null }
		]);
		expect(report).toEqual({
			papers: 4,
			bounded: 3,
			violations: 1,
			medianMonths: 0,
			p90Months: 12
		});
	});

	it('reports upper bounds the same way, a capture before the real date as a violation', () => {
		expect(
			upperBoundReport([
				{ real: '2025-06-15', notAfter: '2025-07-01' },
				{ real: '2025-06-15', notAfter: '2025-06-10' },
				{ real: '2025-06-15', notAfter: '2026-06-01' },
				{ real: '2025-06-15', notAfter: null }
			])
		).toEqual({ papers: 4, bounded: 3, violations: 1, medianMonths: 1, p90Months: 12 });
	});

	it('saves a monthly listing on the first day of the next month', () => {
		expect(monthlyCaptureDate('2025-06-15')).toBe('2025-07-01');
		expect(monthlyCaptureDate('2025-12-31')).toBe('2026-01-01');
	});
});
