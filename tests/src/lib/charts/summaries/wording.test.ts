import { describe, expect, it } from 'vitest';
import { amount, listed, percent } from '../../../../../src/lib/charts/summaries/wording.ts';

describe('the wording of chart summaries', () => {
	it('says a share and an amount, and an unknown one as unknown, never as NaN', () => {
		expect(percent(0.344)).toBe('34%');
		expect(percent(0.001)).toBe('<1%');
		expect(percent(Number.NaN)).toBe('unknown %');
		expect(percent(1 / 0)).toBe('unknown %');
		expect(amount(1234.56)).toBe('1,234.6');
		expect(amount(Number.NaN)).toBe('unknown');
	});

	it('lists with "and", or with "or", and counts what it leaves out', () => {
		expect(listed(['A', 'B', 'C'], 3)).toBe('A, B and C');
		expect(listed(['A', 'B', 'C', 'D', 'E'], 2)).toBe('A, B and 3 more');
		expect(listed(['A', 'Q and A'], 3, 'or')).toBe('A or Q and A');
		expect(listed([], 3)).toBe('');
		const many = Array.from({ length: 5000 }, (_, i) => `P${i}`);
		expect(listed(many, 3)).toBe('P0, P1, P2 and 4,997 more');
	});
});
