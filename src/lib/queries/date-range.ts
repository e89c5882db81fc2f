// The date filter as SQL. It keeps papers published in the range (a date known only by its month
// when the month overlaps it); with `bounded`, also papers without a date whose interval overlaps
// it: from `not_before` to `not_after` (else the end of the data), compared month by month, as the
// Trends summary counts them (datedSummarySql).
import { dataEndSql } from './data-end.ts';
import { sqlDate } from './sql-literal.ts';

const DATA_END = dataEndSql(true);

/** The months an undated paper can have appeared in end here. */
export const LAST_MONTH = `greatest(date_trunc('month', not_before), date_trunc('month', coalesce(not_after, ${DATA_END})))`;

/** The date part of the filters (see Filters): ISO days, and whether bounded papers count. */
export interface DateRange {
	from: string | null;
	to: string | null;
	/** With a date range, also keep papers without a date whose interval overlaps it. */
	bounded: boolean;
}

/** A date known only by its month (an arXiv id's, stored as the 1st) may be any day of it: the
 * range keeps it when the month overlaps the range. */
export const MONTH_ONLY = `date_source = 'arxiv-id'`;

/** A range typed the wrong way round (from after to): no day lies in it. */
export const isReversedRange = (f: DateRange): boolean => !!(f.from && f.to && f.from > f.to);

/** SQL conditions (AND-ed) keeping a dated paper in the date range; none without one. Trends
 * counts its dated papers by these too. A reversed range keeps none (not even a month-only date
 * of the month it lies in). */
export function publishedConditions(f: DateRange): string[] {
	if (isReversedRange(f)) return ['false'];
	const dated: string[] = [];
	if (f.from)
		dated.push(
			`(published >= ${sqlDate(f.from)} OR (${MONTH_ONLY} AND published >= date_trunc('month', ${sqlDate(f.from)})))`
		);
	if (f.to) dated.push(`published <= ${sqlDate(f.to)}`);
	return dated;
}

/** SQL condition: a dated paper that a range keeps though its days may lie outside it, its date
 * being known only by a month that overlaps an edge of the range (a reader should be told: a
 * six-day range keeps a whole month of such papers). */
export function keptByMonthSql(f: DateRange): string {
	const edges: string[] = [];
	if (f.from) edges.push(`published < ${sqlDate(f.from)}`);
	if (f.to) edges.push(`last_day(published) > ${sqlDate(f.to)}`);
	return edges.length ? `(${MONTH_ONLY} AND (${edges.join(' OR ')}))` : 'false';
}

/** SQL conditions (AND-ed) for the date range; none without one. */
export function dateRangeConditions(f: DateRange): string[] {
	const dated = publishedConditions(f);
	if (!f.bounded || dated.length === 0 || isReversedRange(f)) return dated;
	const overlaps = ['published IS NULL', 'not_before IS NOT NULL'];
	if (f.from) overlaps.push(`${LAST_MONTH} >= date_trunc('month', ${sqlDate(f.from)})`);
	if (f.to) overlaps.push(`not_before <= ${sqlDate(f.to)}`);
	return [`((${dated.join(' AND ')}) OR (${overlaps.join(' AND ')}))`];
}
