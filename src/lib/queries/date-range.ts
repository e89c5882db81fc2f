// The date filter as SQL. It keeps papers published in the range; with `bounded`, also papers
// without a date whose interval overlaps it: from `not_before` to `not_after` (else the end of
// the data), compared month by month, as the Trends summary counts them (datedSummarySql).
import { dataEndSql } from './data-end.ts';
import { sqlDate } from './sql-literal.ts';

const DATA_END = dataEndSql(true);

/** The months an undated paper can have appeared in end here. */
const LAST_MONTH = `greatest(date_trunc('month', not_before), date_trunc('month', coalesce(not_after, ${DATA_END})))`;

/** The date part of the filters (see Filters): ISO days, and whether bounded papers count. */
export interface DateRange {
	from: string | null;
	to: string | null;
	/** With a date range, also keep papers without a date whose interval overlaps it. */
	bounded: boolean;
}

/** SQL conditions (AND-ed) for the date range; none without one. */
export function dateRangeConditions(f: DateRange): string[] {
	const dated: string[] = [];
	if (f.from) dated.push(`published >= ${sqlDate(f.from)}`);
	if (f.to) dated.push(`published <= ${sqlDate(f.to)}`);
	if (!f.bounded || dated.length === 0) return dated;
	const overlaps = ['published IS NULL', 'not_before IS NOT NULL'];
	if (f.from) overlaps.push(`${LAST_MONTH} >= date_trunc('month', ${sqlDate(f.from)})`);
	if (f.to) overlaps.push(`not_before <= ${sqlDate(f.to)}`);
	return [`((${dated.join(' AND ')}) OR (${overlaps.join(' AND ')}))`];
}
