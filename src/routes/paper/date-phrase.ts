import type { PaperRow } from '$schema/papers.ts';
import { shownDate } from '$lib/text/shown-date';

// What a paper page says of the paper's date, as precisely as the data knows it.

const SOURCE_WORDS: Record<string, string> = {
	arxiv: 'arXiv',
	listing: 'listing',
	'arxiv-id': 'month of its arXiv id'
};

/** "published 2025-01-22 (arXiv)", "published 2025-06 (month of its arXiv id)", "undated; not
 * before 2024-02 (GRPO)", "undated". */
export function datePhrase(
	paper: Pick<PaperRow, 'published' | 'date_source' | 'not_before' | 'not_before_reason'>
): string {
	if (paper.published) {
		const shown = shownDate(paper.published, paper.date_source);
		const source = paper.date_source
			? ` (${SOURCE_WORDS[paper.date_source] ?? paper.date_source})`
			: '';
		return `published ${shown}${source}`;
	}
	if (paper.not_before)
		return `undated; not before ${paper.not_before} (${paper.not_before_reason})`;
	return 'undated';
}
