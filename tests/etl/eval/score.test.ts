import { describe, expect, it } from 'vitest';
import { compare, keysOf, normaliseName, prf } from '../../../etl/eval/score.ts';

describe('scoring', () => {
	it('compares names ignoring case, spaces and punctuation', () => {
		expect(normaliseName('Dr. GRPO')).toBe(normaliseName('dr grpo'));
		expect(normaliseName('MATH-500')).toBe('math500');
	});
	it('counts a multiset of gains by value and unit', () => {
		const keys = keysOf('gains', {
			gains: [
				{ value: 5, unit: '%' },
				{ value: 5, unit: '%' },
				{ value: 2, unit: 'x' }
			]
		} as never);
		expect(compare(keys, ['5%', '2x', '3pt'])).toMatchObject({
			tp: 2,
			fp: 1,
			fn: 1,
			missed: ['3pt'],
			extra: ['5%']
		});
	});
	it('computes precision, recall and F1, with empty sets perfect', () => {
		expect(prf({ tp: 2, fp: 2, fn: 0 })).toEqual({ precision: 0.5, recall: 1, f1: 2 / 3 });
		expect(prf({ tp: 0, fp: 0, fn: 0 }).f1).toBe(1);
	});
});
