import type { PaperColumn, PaperRow } from '$schema/papers.ts';

// What a list of papers shows of each (PaperList's row), declared once: the SELECT, the row
// type and the columns it sorts by are read from here.

/** The file's columns a list reads, in the order of its SELECT. */
export const PAPER_LIST_COLUMNS = [
	'paper_id',
	'title',
	'published',
	'organization',
	'algorithms',
	'benchmarks',
	'model_sizes_b',
	'votes',
	// How precise `published` is (a list shows an arXiv id's month as a month).
	'date_source'
] as const satisfies readonly PaperColumn[];

export type PaperListColumn = (typeof PAPER_LIST_COLUMNS)[number];

/** One paper as a list shows it. */
export type PaperListRow = Pick<PaperRow, PaperListColumn>;

/** The columns a list sorts by (its other columns hold lists). */
export const SORT_KEYS = [
	'title',
	'published',
	'organization',
	'votes'
] as const satisfies readonly PaperListColumn[];

export type SortKey = (typeof SORT_KEYS)[number];

export const isSortKey = (name: string): name is SortKey =>
	(SORT_KEYS as readonly string[]).includes(name);

/** The SELECT list: the date as ISO text, as every row of the app has it. */
export const PAPER_LIST_SELECT = PAPER_LIST_COLUMNS.map((c) =>
	c === 'published' ? "strftime(published, '%Y-%m-%d') AS published" : c
).join(', ');
