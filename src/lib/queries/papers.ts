import { sqlString } from './sql-literal.ts';
import { where, type Filters } from './filters.ts';
import { PAPER_COLUMNS } from './methods.ts';

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
	return `SELECT ${PAPER_COLUMNS}
FROM papers ${where(f)}
ORDER BY ${order}
LIMIT ${limit}`;
}

export function paperCountSql(f: Filters): string {
	return `SELECT count(*)::INTEGER AS papers FROM papers ${where(f)}`;
}
