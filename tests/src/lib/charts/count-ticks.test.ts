import { describe, expect, it } from 'vitest';
import { countAxis, wholeTicks } from '../../../../src/lib/charts/count-ticks.ts';

describe('wholeTicks', () => {
	it('never splits a paper, however short the domain', () => {
		expect(wholeTicks(0, 1, 5)).toEqual([0, 1]);
		expect(wholeTicks(0, 2, 5)).toEqual([0, 1, 2]);
		expect(wholeTicks(0, 3.4, 10)).toEqual([0, 1, 2, 3]);
	});

	it('steps by 1, 2 or 5 × a power of ten, about as many ticks as asked', () => {
		expect(wholeTicks(0, 65, 4)).toEqual([0, 20, 40, 60]);
		expect(wholeTicks(0, 1000, 5)).toEqual([0, 200, 400, 600, 800, 1000]);
		expect(wholeTicks(3, 9, 3)).toEqual([4, 6, 8]);
		// As many as Plot would draw: 0 to 65 over 6 ticks steps by 10, not 20.
		expect(wholeTicks(0, 65, 6.25)).toEqual([0, 10, 20, 30, 40, 50, 60]);
		expect(wholeTicks(2, 2, 4)).toEqual([2]);
		for (const [hi, most] of [
			[7, 3],
			[130, 6],
			[12_345, 4]
		]) {
			const ticks = wholeTicks(0, hi, most);
			expect(ticks.every(Number.isInteger)).toBe(true);
			expect(ticks.length).toBeGreaterThanOrEqual(Math.floor(most / 2));
			expect(ticks.length).toBeLessThanOrEqual(2 * most + 1);
			expect(ticks.at(-1)).toBeLessThanOrEqual(hi);
		}
	});
});

describe('countAxis', () => {
	it('gives Plot a tick interval that yields whole numbers over the domain Plot settles on', () => {
		const { ticks, tickFormat } = countAxis(5);
		// Plot asks an interval for range(lo, offset(floor(hi))).
		const over = (lo: number, hi: number) => ticks.range(lo, ticks.offset(ticks.floor(hi)));
		expect(over(0, 2)).toEqual([0, 1, 2]);
		expect(over(0, 2.6)).toEqual([0, 1, 2]);
		expect(over(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
		expect(tickFormat(12000)).toBe('12,000');
	});
});
