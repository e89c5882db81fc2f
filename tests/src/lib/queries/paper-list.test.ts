import { describe, expect, it } from 'vitest';
import { isSortKey, PAPER_LIST_SELECT, SORT_KEYS } from '../../../../src/lib/queries/paper-list.ts';

describe('paper list columns', () => {
	it('select the list columns, the date as ISO text', () => {
		expect(PAPER_LIST_SELECT).toBe(
			"paper_id, title, strftime(published, '%Y-%m-%d') AS published, organization, algorithms, benchmarks, model_sizes_b, votes, date_source"
		);
	});

	it('sort by the columns that hold one value', () => {
		expect(SORT_KEYS).toEqual(['title', 'published', 'organization', 'votes']);
		expect(isSortKey('votes')).toBe(true);
		expect(isSortKey('algorithms')).toBe(false);
	});
});
