import { describe, expect, it } from 'vitest';
import { queryCaption } from '../../../../src/lib/export/caption.ts';
import type { CorpusSource } from '../../../../src/lib/export/corpus-sources.ts';
import { emptyFilters } from '../../../../src/lib/queries/filters.ts';
import { countedPapers, sourceCaption } from '../../../../src/lib/state/caption.ts';

const sources: CorpusSource[] = [
	{ name: 'Hugging Face Daily Papers', captures: 5, captured: '2026-04-16', newest: '2026-04-05' }
];

describe('sourceCaption', () => {
	it('says what the n counts and out of how many, as the card does, and the source', () => {
		const counted = { what: 'papers naming at least one algorithm', of: 1498 };
		expect(countedPapers(192, counted)).toBe('192 papers naming at least one algorithm, of 1,498');
		expect(sourceCaption(192, sources, emptyFilters(), counted)).toBe(
			'192 papers naming at least one algorithm, of 1,498 · all papers · Source: Hugging Face Daily Papers, 5 captures, latest captured 2026-04-16 · RL Trends'
		);
	});

	it('says the papers it counts out of are those matching the filters, when a filter applies', () => {
		const counted = { what: 'papers naming at least one algorithm', of: 23 };
		expect(sourceCaption(23, null, { ...emptyFilters(), algorithm: ['DPO'] }, counted)).toBe(
			'23 papers naming at least one algorithm, of 23 matching the filters · algorithm DPO · source unknown · RL Trends'
		);
	});

	it('keeps the plain count when a chart counts every paper', () => {
		expect(sourceCaption(1, null, { ...emptyFilters(), algorithm: ['PPO'] })).toBe(
			'1 paper · algorithm PPO · source unknown · RL Trends'
		);
		expect(countedPapers(61, { what: 'dated papers' })).toBe('61 dated papers');
		// One paper is a paper.
		expect(countedPapers(1, { what: 'dated papers adopting a charted name', of: 498 })).toBe(
			'1 dated paper adopting a charted name, of 498'
		);
	});

	it('names the source and its date as the SQL console caption does', () => {
		const source = (caption: string) => caption.split(' · ').slice(-2).join(' · ');
		expect(source(sourceCaption(498, sources, emptyFilters()))).toBe(
			source(queryCaption({ rows: 3, papers: 498, sources }))
		);
	});
});
