import { describe, expect, it } from 'vitest';
import { undatedCoinersNote } from '../../../../src/routes/emerging/undated-coiners.ts';

describe('undatedCoinersNote', () => {
	it('says how many adopted names the dated chart leaves out, and why', () => {
		expect(undatedCoinersNote(1)).toBe(
			'1 adopted name is left out of the chart: its coining paper has no date, so its adoption has no start to draw from (listed below, without a rate).'
		);
		expect(undatedCoinersNote(1200)).toMatch(
			/^1,200 adopted names are left out of the chart: their coining papers have no date, so their adoption has no start/
		);
	});

	it('says nothing when every charted name has a dated coining paper', () => {
		expect(undatedCoinersNote(0)).toBeNull();
	});
});
