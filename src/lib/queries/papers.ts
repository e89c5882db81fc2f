import { where, type Filters } from './filters.ts';
import { PAPER_LIST_SELECT, type SortKey } from './paper-list.ts';

/** Papers passing the filters and `extra` conditions, as a list shows them. */
export function papersListSql(f: Filters, extra: string[], order: string, limit: number): string {
	return `SELECT ${PAPER_LIST_SELECT}
FROM papers ${where(f, ...extra)}
ORDER BY ${order}
LIMIT ${limit}`;
}

/**
 * Titles in the order a reader reads them: "$T^3$: …" among the T's, "iGPT" among the I's (by
 * bytes, LaTeX marks sort first and every capital before every small letter).
 */
export const TITLE_ORDER = String.raw`lower(regexp_replace(title, '\\[A-Za-z]+|[$\\{}^_]', '', 'g'))`;

export function papersTableSql(
	f: Filters,
	sort: SortKey,
	descending: boolean,
	limit: number
): string {
	const direction = descending ? 'DESC' : 'ASC';
	const order =
		sort === 'title'
			? `${TITLE_ORDER} ${direction}, title`
			: `${sort} ${direction} NULLS LAST, title`;
	return papersListSql(f, [], order, limit);
}

export function paperCountSql(f: Filters): string {
	return `SELECT count(*)::INTEGER AS papers FROM papers ${where(f)}`;
}
