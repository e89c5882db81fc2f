import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { countedPapers, sourceCaption } from '../../../../src/lib/state/caption.ts';

describe('sourceCaption', () => {
	it('says what the n counts and out of how many, as the card does', () => {
		const counted = { what: 'papers naming at least one algorithm', of: 1498 };
		expect(countedPapers(192, counted)).toBe('192 papers naming at least one algorithm, of 1,498');
		expect(sourceCaption(192, '2026-04-05', emptyFilters(), counted)).toBe(
			'192 papers naming at least one algorithm, of 1,498 · corpus snapshot 2026-04-05 · all papers · RL Trends'
		);
	});

	it('keeps the plain count when a chart counts every paper', () => {
		expect(sourceCaption(1, null, { ...emptyFilters(), algorithm: ['PPO'] })).toBe(
			'1 paper · corpus snapshot unknown · algorithm PPO · RL Trends'
		);
		expect(countedPapers(61, { what: 'dated papers' })).toBe('61 dated papers');
	});
});
