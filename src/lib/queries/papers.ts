import { where, type Filters } from './filters.ts';
import { PAPER_LIST_SELECT, type SortKey } from './paper-list.ts';

/** Papers passing the filters and `extra` conditions, as a list shows them. */
export function papersListSql(f: Filters, extra: string[], order: string, limit: number): string {
	return `SELECT ${PAPER_LIST_SELECT}
FROM papers ${where(f, ...extra)}
ORDER BY ${order}
LIMIT ${limit}`;
}

export function papersTableSql(
	f: Filters,
	sort: SortKey,
	descending: boolean,
	limit: number
): string {
	const order = `${sort} ${descending ? 'DESC' : 'ASC'} NULLS LAST, title`;
	return papersListSql(f, [], order, limit);
}

export function paperCountSql(f: Filters): string {
	return `SELECT count(*)::INTEGER AS papers FROM papers ${where(f)}`;
}
