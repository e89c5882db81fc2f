import { describe, expect, it } from 'vitest';
import { numberTokens, perturbNumber } from '../../../etl/bench/number-tokens.ts';
import { createRandom } from '../../../etl/bench/random.ts';

const texts = (text: string) => numberTokens(text).map((t) => t.text);

/** `count` perturbations of one number, each with its own random stream. */
const draws = (text: string, count = 200) =>
	Array.from({ length: count }, (_, i) => perturbNumber(text, createRandom(i + 1)));

describe('numberTokens', () => {
	it('finds counts, decimals, percentages, sizes and ratios, not digits inside words or versions', () => {
		expect(texts('gains of 12.5% on 1,024 tasks with a 7B model, 3.2x faster, 0.85 F1')).toEqual([
			'12.5%',
			'1,024',
			'7B',
			'3.2x',
			'0.85'
		]);
		expect(texts('v1.2.3 of x86 and 3D scenes')).toEqual([]);
	});
});

describe('perturbNumber', () => {
	it('keeps how a number is written: decimals, grouping, unit', () => {
		for (const value of draws('12.5%')) expect(value).toMatch(/^\d+\.\d%$/);
		for (const value of draws('1,024,000')) expect(value).toMatch(/^\d{1,3}(,\d{3})+$/);
		for (const value of draws('3.2x')) expect(value).toMatch(/^\d+\.\dx$/);
		for (const value of draws('7B')) expect(value).toMatch(/^\d+(\.\d)?B$/);
	});

	it('spreads a value into many others, within what the value can be', () => {
		// 97.3% misses 2.7 points; a tenth of a point apart, about twenty values lie near it.
		const shares = draws('97.3%').map((v) => Number(v.slice(0, -1)));
		expect(new Set(shares).size).toBeGreaterThan(15);
		expect(Math.max(...shares)).toBeLessThan(100);
		expect(new Set(draws('41.27%')).size).toBeGreaterThan(150);
		// Rounded to its one decimal, half of one could reach 1.0 if nothing kept it below.
		expect(draws('0.5').every((v) => Number(v) < 1)).toBe(true);
		const fractions = draws('0.91').map(Number);
		expect(Math.max(...fractions)).toBeLessThan(1);
		expect(Math.min(...fractions)).toBeGreaterThan(0);
		expect(new Set(draws('250').map(Number)).size).toBeGreaterThan(100);
	});

	it('keeps years and small counts, which are structure rather than results', () => {
		expect(new Set(draws('2024'))).toEqual(new Set(['2024']));
		expect(new Set(draws('3'))).toEqual(new Set(['3']));
	});
});
