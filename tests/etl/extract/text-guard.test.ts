import { describe, expect, it } from 'vitest';
import { literalGuard } from '../../../etl/extract/text-guard.ts';

describe('literalGuard', () => {
	it('finds any of the literals, case-sensitively', () => {
		const hasSuffix = literalGuard(['Bench', 'Gym']);
		expect(hasSuffix('the SWE-Gym suite')).toBe(true);
		expect(hasSuffix('a gym')).toBe(false);
		expect(literalGuard([])('anything')).toBe(false);
	});

	it('takes the literals as they are, punctuation and all', () => {
		const closesBracket = literalGuard(['),', ') is ', 'e.g.']);
		expect(closesBracket('MPO (ours), a method')).toBe(true);
		expect(closesBracket('(MPO) is a method')).toBe(true);
		expect(closesBracket('eXg. (MPO)')).toBe(false);
		expect(closesBracket('see e.g. this')).toBe(true);
	});

	it('gives the same answer on every call (no state kept between texts)', () => {
		const hasGym = literalGuard(['Gym']);
		expect([hasGym('Gym'), hasGym('Gym'), hasGym('gym'), hasGym('Gym')]).toEqual([
			true,
			true,
			false,
			true
		]);
	});
});
