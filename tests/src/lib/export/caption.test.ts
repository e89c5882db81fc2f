import { describe, expect, it } from 'vitest';
import { sourceCaption } from '../../../../src/lib/export/caption';

describe('sourceCaption', () => {
	it('says how many papers, the snapshot and the filter in words', () => {
		expect(
			sourceCaption({
				n: 1234,
				snapshot: '2025-06-01',
				filters: ['published 2024–2025', 'algorithm GRPO']
			})
		).toBe(
			'Source: RL Trends, 1,234 papers, corpus snapshot 2025-06-01, filter: published 2024–2025; algorithm GRPO.'
		);
	});
	it('says when there is no filter and when the date is unknown', () => {
		expect(sourceCaption({ n: 1, snapshot: null })).toBe(
			'Source: RL Trends, 1 paper, corpus snapshot date unknown, no filter.'
		);
	});
	it('refuses a negative count', () => {
		expect(() => sourceCaption({ n: -1, snapshot: null })).toThrow(/-1/);
	});
});
