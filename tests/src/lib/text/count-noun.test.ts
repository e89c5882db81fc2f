import { describe, expect, it } from 'vitest';
import { countNoun } from '../../../../src/lib/text/count-noun.ts';

describe('countNoun', () => {
	it('puts the noun in the number of the count, with thousands separators', () => {
		expect(countNoun(1, 'paper')).toBe('1 paper');
		expect(countNoun(0, 'paper')).toBe('0 papers');
		expect(countNoun(2345, 'paper')).toBe('2,345 papers');
		expect(countNoun(1, 'paper matches', 'papers match')).toBe('1 paper matches');
		expect(countNoun(3, 'paper matches', 'papers match')).toBe('3 papers match');
	});
});
