// The date filter read from the cube: the conditions date-range.ts writes as SQL, on day numbers
// the build computed with DuckDB (days since 1970-01-01), so a date range on top of list and size
// filters is answered in the page too (at 75k papers DuckDB took ~450 ms for it).
import { isReversedRange, type DateRange } from '../queries/date-range.ts';
import { isCalendarDay } from '../stats/periods.ts';

/** A day number standing for NULL. */
export const NO_DAY = -0x80000000;

/** What the date filter reads beyond `published`: absent (null) for data without `date_source`,
 * `not_before` or `not_after`, whose date states DuckDB answers. */
export interface RangeColumns {
	/** 1 where `published` is known only by its month (an arXiv id's): the range keeps it when
	 * its month overlaps the range. */
	monthOnly: Uint8Array;
	/** For a paper without a date but with `not_before`: that day; else NO_DAY. */
	notBefore: Int32Array;
	/** For those papers, the first day of the last month they can have appeared in (date-range's
	 * LAST_MONTH); else NO_DAY. */
	lastMonth: Int32Array;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' (a calendar day) → its day number. */
export const dayNumber = (day: string): number =>
	Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** Whether the cube can test `f`'s date range: it has the columns, and the days are days (a
 * malformed one is left to the SQL path, which refuses it as it always has). */
export const rangeAnswerable = (ranges: RangeColumns | null, f: DateRange): boolean =>
	(!f.from && !f.to) ||
	(ranges !== null && [f.from, f.to].every((d) => d === null || isCalendarDay(d)));

/** The range's edges as day numbers (null: open), and the first day of `from`'s month. */
function edges(f: DateRange) {
	return {
		from: f.from ? dayNumber(f.from) : null,
		fromMonth: f.from ? dayNumber(`${f.from.slice(0, 7)}-01`) : null,
		to: f.to ? dayNumber(f.to) : null
	};
}

/** The last day of the month of day number `day`. */
function monthEnd(day: number): number {
	const date = new Date(day * DAY_MS);
	return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / DAY_MS;
}

/** A dated paper p → whether the range keeps it (publishedConditions: a month-only date when its
 * month overlaps); every dated paper without a range, none with a reversed one. */
export function datedInRange(
	published: Int32Array,
	ranges: RangeColumns,
	f: DateRange
): (p: number) => boolean {
	if (isReversedRange(f)) return () => false;
	const { from, fromMonth, to } = edges(f);
	return (p) => {
		const day = published[p];
		return (
			(from === null || day >= from || (ranges.monthOnly[p] === 1 && day >= fromMonth!)) &&
			(to === null || day <= to)
		);
	};
}

/** A dated paper the range keeps → whether only for its month, its days reaching past an edge
 * (keptByMonthSql). */
export function keptByMonth(
	published: Int32Array,
	ranges: RangeColumns,
	f: DateRange
): (p: number) => boolean {
	const { from, to } = edges(f);
	return (p) =>
		ranges.monthOnly[p] === 1 &&
		((from !== null && published[p] < from) || (to !== null && monthEnd(published[p]) > to));
}

/** An undated paper with an interval (notBefore set) → whether its months overlap the range
 * (every such paper without a range, none with a reversed one). */
export function boundedInRange(ranges: RangeColumns, f: DateRange): (p: number) => boolean {
	if (isReversedRange(f)) return () => false;
	const { fromMonth, to } = edges(f);
	return (p) =>
		(fromMonth === null || ranges.lastMonth[p] >= fromMonth) &&
		(to === null || ranges.notBefore[p] <= to);
}

/** Paper p → whether `f`'s date range keeps it, as dateRangeConditions does; null when `f` has
 * no range (every paper is kept). `f` must be rangeAnswerable. */
export function rangeKeeps(
	published: Int32Array,
	ranges: RangeColumns,
	f: DateRange
): ((p: number) => boolean) | null {
	if (!f.from && !f.to) return null;
	const dated = datedInRange(published, ranges, f);
	const bounded = boundedInRange(ranges, f);
	return (p) =>
		published[p] !== NO_DAY ? dated(p) : f.bounded && ranges.notBefore[p] !== NO_DAY && bounded(p);
}
