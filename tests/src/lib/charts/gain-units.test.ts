import { describe, expect, it } from 'vitest';
import { gainUnitName, gainUnitSymbol } from '../../../../src/lib/charts/gain-units.ts';
import { GAIN_UNITS } from '../../../../src/lib/queries/gains.ts';

describe('gain units in words', () => {
	it('names each unit once in a title: a word, without its symbol in brackets', () => {
		for (const { unit } of GAIN_UNITS) expect(gainUnitName(unit)).toMatch(/^[a-z]+$/);
		expect(gainUnitName('%')).toBe('percent');
		expect(gainUnitName('x')).toBe('multiples');
	});

	it('writes the symbol on axes', () => {
		expect(gainUnitSymbol('%')).toBe('%');
		expect(gainUnitSymbol('x')).toBe('×');
		expect(gainUnitSymbol('pt')).toBe('points');
	});
});
