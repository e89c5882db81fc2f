import { describe, expect, it } from 'vitest';
import { otherSpellings } from '../../../../src/routes/emerging/other-spellings.ts';

describe('otherSpellings', () => {
	it('shows LaTeX as text and repeats neither the name nor the long form', () => {
		expect(
			otherSpellings('3MSB', 'Multi-Marginal Schrödinger Bridge', [
				'Multi-Marginal Schr\\"odinger Bridge',
				'3msb',
				'3MSB-v2'
			])
		).toEqual(['3MSB-v2']);
		expect(
			otherSpellings('AACL', 'Action-Adaptive Learning', ['Action-Adaptive Learning'])
		).toEqual([]);
		expect(otherSpellings('Kite', null, ['KITE', 'Kite-2'])).toEqual(['Kite-2']);
	});
});
