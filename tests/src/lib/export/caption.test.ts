import { describe, expect, it } from 'vitest';
import { figureCaption, queryCaption } from '../../../../src/lib/export/caption';
import type { CorpusSource } from '../../../../src/lib/export/corpus-sources';

const daily: CorpusSource = {
	name: 'Hugging Face Daily Papers',
	captures: 1,
	captured: '2026-04-16',
	newest: '2026-04-05'
};

describe('figureCaption', () => {
	it('says what the n counts, the filter, the source and its capture day', () => {
		expect(
			figureCaption({
				counted: '192 papers naming at least one algorithm, of 498',
				filters: 'algorithm GRPO',
				sources: [daily]
			})
		).toBe(
			'192 papers naming at least one algorithm, of 498 · algorithm GRPO · Source: Hugging Face Daily Papers, captured 2026-04-16 · RL Trends'
		);
	});
	it('says the source is unknown rather than leaving it out', () => {
		expect(figureCaption({ counted: '1 paper', sources: null })).toBe(
			'1 paper · source unknown · RL Trends'
		);
	});
});

describe('queryCaption', () => {
	it('is the same caption, counting result rows over the corpus', () => {
		expect(queryCaption({ rows: 89, papers: 498, sources: [daily] })).toBe(
			'89 result rows of a SQL query over 498 papers · Source: Hugging Face Daily Papers, captured 2026-04-16 · RL Trends'
		);
		expect(queryCaption({ rows: 1, papers: 1, sources: [daily] })).toMatch(
			/^1 result row of a SQL query over 1 paper · /
		);
	});
	it('names bad counts', () => {
		expect(() => queryCaption({ rows: -1, papers: 3, sources: null })).toThrow(/-1/);
	});
});
