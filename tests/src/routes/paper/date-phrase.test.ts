import { describe, expect, it } from 'vitest';
import { datePhrase } from '../../../../src/routes/paper/date-phrase';

const paper = (patch: Record<string, unknown>) =>
	({
		published: null,
		date_source: null,
		not_before: null,
		not_before_reason: null,
		...patch
	}) as Parameters<typeof datePhrase>[0];

describe('datePhrase', () => {
	it('says a day where a source states one, and where it comes from', () => {
		expect(datePhrase(paper({ published: '2025-01-22', date_source: 'arxiv' }))).toBe(
			'published 2025-01-22 (arXiv)'
		);
		expect(datePhrase(paper({ published: '2026-03-02', date_source: 'listing' }))).toBe(
			'published 2026-03-02 (listing)'
		);
	});

	it('says only the month where only an arXiv id dates the paper', () => {
		expect(datePhrase(paper({ published: '2025-06-01', date_source: 'arxiv-id' }))).toBe(
			'published 2025-06 (month of its arXiv id)'
		);
	});

	it('gives the lower bound and its reason, or says undated', () => {
		expect(
			datePhrase(
				paper({ not_before: '2024-02-01', not_before_reason: 'GRPO', date_source: 'bound' })
			)
		).toBe('undated; not before 2024-02-01 (GRPO)');
		expect(datePhrase(paper({}))).toBe('undated');
	});
});
