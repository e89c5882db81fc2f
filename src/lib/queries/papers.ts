import { where, type Filters } from './filters.ts';

/** What a list of papers shows of each (PaperList's row), not the file's columns
 * (src/lib/db/columns.ts). */
export const PAPER_LIST_COLUMNS =
	"paper_id, title, strftime(published, '%Y-%m-%d') AS published, organization, algorithms, benchmarks, model_sizes_b, votes";

/** Papers passing the filters and `extra` conditions, as a list shows them. */
export function papersListSql(f: Filters, extra: string[], order: string, limit: number): string {
	return `SELECT ${PAPER_LIST_COLUMNS}
FROM papers ${where(f, ...extra)}
ORDER BY ${order}
LIMIT ${limit}`;
}

export const SORTABLE = {
	published: 'published',
	title: 'title',
	organization: 'organization',
	votes: 'votes'
} as const;
export type SortKey = keyof typeof SORTABLE;

export function papersTableSql(
	f: Filters,
	sort: SortKey,
	descending: boolean,
	limit: number
): string {
	const order = `${SORTABLE[sort]} ${descending ? 'DESC' : 'ASC'} NULLS LAST, title`;
	return papersListSql(f, [], order, limit);
}

export function paperCountSql(f: Filters): string {
	return `SELECT count(*)::INTEGER AS papers FROM papers ${where(f)}`;
}
