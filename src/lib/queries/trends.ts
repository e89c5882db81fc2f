import { MONTHS_PER, PERIODS, type Period } from '../stats/periods.ts';
import { bandCase, bandRank } from './size-bands.ts';
import { emptyFilters, where, type Filters } from './filters.ts';
import { sqlDate } from './sql-literal.ts';
import { dataEndSql } from './data-end.ts';
import { isReversedRange, keptByMonthSql, publishedConditions } from './date-range.ts';
import { nameOrderSql } from './name-order.ts';

export { PERIODS, type Period };

/** What a trend line follows. */
export type TrendSubject = 'algorithms' | 'benchmarks' | 'sizes';
export const TREND_SUBJECTS: readonly TrendSubject[] = ['algorithms', 'benchmarks', 'sizes'];

/** The period Trends counts by until the reader picks another. */
export const DEFAULT_TREND_PERIOD: Period = 'year';
/** Names a chart draws: the most named by dated papers. */
export const TREND_CHARTED = 6;
/** Names the rising / falling test looks at, more than the charts draw. */
export const TREND_RANKED = 20;

export interface TrendOptions {
	period: Period;
	/** Lines: the names most dated papers name (ties: most bounded papers, then by name). */
	top: number;
	/** Also spread each paper known only by an interval evenly over the months of the interval. */
	estimated: boolean;
	/** Whether the data has a `not_after` column (older files do not: every upper end is then
	 * the end of the data). */
	notAfter: boolean;
}

/** The global filters without the date range, which the trend queries apply per period: a paper
 * known only by an interval has no date to compare, but months that fall inside the range. */
function undated(f: Filters): Filters {
	return { ...f, from: null, to: null };
}

/** Papers with the filters' conditions, each with its names and, when only bounded, the first
 * and last month it can have appeared in. */
function baseCte(subject: TrendSubject, f: Filters, notAfter: boolean): string {
	const values =
		subject === 'sizes'
			? `list_distinct(list_transform(model_sizes_b, s -> ${bandCase('s')}))`
			: `list_distinct(${subject})`;
	const upper = notAfter ? `coalesce(not_after, ${dataEndSql(true)})` : dataEndSql(false);
	return `base AS (
  SELECT paper_id, published, date_source, ${values} AS names,
    CASE WHEN published IS NULL AND not_before IS NOT NULL
      THEN date_trunc('month', not_before)::DATE END AS lo,
    CASE WHEN published IS NULL AND not_before IS NOT NULL
      THEN greatest(date_trunc('month', not_before), date_trunc('month', ${upper}))::DATE END AS hi
  FROM papers ${where(undated(f))}
)`;
}

/** SQL condition: a month of a bounded paper (`column`) is inside the date range. */
function monthInRange(f: Filters, column: string): string {
	if (isReversedRange(f)) return 'false';
	const out: string[] = [];
	if (f.from) out.push(`${column} >= date_trunc('month', ${sqlDate(f.from)})`);
	if (f.to) out.push(`${column} <= ${sqlDate(f.to)}`);
	return out.length ? out.join(' AND ') : 'true';
}

/** SQL condition: a dated paper is inside the date range, as the filters keep it. */
const publishedInRange = (f: Filters): string => publishedConditions(f).join(' AND ') || 'true';

/** SQL condition: the months lo…hi of an interval overlap the date range. */
function overlapsRange(f: Filters, lo: string, hi: string): string {
	// (A range typed the wrong way round holds no month, as it keeps no dated paper.)
	if (isReversedRange(f)) return 'false';
	const out: string[] = [];
	if (f.from) out.push(`${hi} >= date_trunc('month', ${sqlDate(f.from)})`);
	if (f.to) out.push(`${lo} <= ${sqlDate(f.to)}`);
	return out.length ? out.join(' AND ') : 'true';
}

/**
 * Per period and for each of the top names: the period's dated papers (the share's denominator),
 * those naming the name, and share = papers / dated. Every period from the first with data to the
 * end of the data is there, an empty one with dated = 0 and share NULL, so a chart leaves a gap.
 * With `estimated`, `spread` and `spread_papers` add the papers known only by an interval
 * [not_before, not_after (else the end of the data)], each spread evenly over the months of its
 * interval: apart from the dated counts, never added into them.
 */
export function trendSql(subject: TrendSubject, f: Filters, o: TrendOptions): string {
	const step = `INTERVAL ${MONTHS_PER[o.period]} MONTH`;
	const bounded = o.estimated
		? `,
intervals AS (SELECT lo, hi, count(*) AS papers FROM base WHERE lo IS NOT NULL GROUP BY lo, hi),
interval_names AS (
  SELECT lo, hi, name, count(*) AS papers
  FROM (SELECT lo, hi, unnest(names) AS name FROM base WHERE lo IS NOT NULL)
  GROUP BY lo, hi, name
),
months AS (
  SELECT lo, hi, date_trunc('${o.period}', m)::DATE AS period,
    1.0 / (datediff('month', lo, hi) + 1) AS weight
  FROM (SELECT lo, hi, unnest(generate_series(lo::TIMESTAMP, hi::TIMESTAMP, INTERVAL 1 MONTH)) AS m
        FROM intervals)
  WHERE ${monthInRange(f, 'm')}
),
spread AS (
  SELECT period, sum(weight * papers) AS spread FROM months JOIN intervals USING (lo, hi)
  GROUP BY period
),
spread_names AS (
  SELECT period, name, sum(weight * papers) AS spread
  FROM months JOIN interval_names USING (lo, hi) GROUP BY period, name
)`
		: '';
	const spanPeriods = o.estimated
		? 'SELECT period FROM dated UNION ALL SELECT period FROM spread'
		: 'SELECT period FROM dated';
	const end = f.to ? `least(${dataEndSql(o.notAfter)}, ${sqlDate(f.to)})` : dataEndSql(o.notAfter);
	return `WITH ${baseCte(subject, f, o.notAfter)},
dated AS (
  SELECT paper_id, date_trunc('${o.period}', published)::DATE AS period, names FROM base
  WHERE published IS NOT NULL AND ${publishedInRange(f)}
)${bounded},
periods AS (
  SELECT unnest(generate_series(lo::TIMESTAMP, hi::TIMESTAMP, ${step}))::DATE AS period
  FROM (SELECT min(period) AS lo, greatest(max(period), date_trunc('${o.period}', ${end}))::DATE AS hi
        FROM (${spanPeriods}))
),
totals AS (SELECT period, count(*) AS dated FROM dated GROUP BY period),
named AS (
  SELECT period, name, count(*) AS papers
  FROM (SELECT period, unnest(names) AS name FROM dated) GROUP BY period, name
),
leaders AS (
  SELECT name, row_number() OVER (
    ORDER BY count(*) FILTER (WHERE is_dated) DESC, count(*) DESC, ${nameOrderSql('name')}
  ) AS place FROM (
    SELECT published IS NOT NULL AS is_dated, unnest(names) AS name FROM base
    WHERE (published IS NOT NULL AND ${publishedInRange(f)})${
			// Papers known by an interval rank names only where they are drawn: without the
			// estimates a name only they named filled a panel with 0%.
			o.estimated
				? `
      OR (lo IS NOT NULL AND ${overlapsRange(f, 'lo', 'hi')})`
				: ''
		}
  )
  GROUP BY name ORDER BY place
  LIMIT ${Math.max(1, Math.floor(o.top))}
)
SELECT strftime(p.period, '%Y-%m-%d') AS period, l.name,
  coalesce(t.dated, 0)::INTEGER AS dated,
  coalesce(m.papers, 0)::INTEGER AS papers,
  CASE WHEN t.dated > 0 THEN coalesce(m.papers, 0) / t.dated END AS share${
		o.estimated
			? `,
  coalesce(s.spread, 0)::DOUBLE AS spread,
  coalesce(sn.spread, 0)::DOUBLE AS spread_papers`
			: ''
	}
FROM periods p CROSS JOIN leaders l
LEFT JOIN totals t ON t.period = p.period
LEFT JOIN named m ON m.period = p.period AND m.name = l.name${
		o.estimated
			? `
LEFT JOIN spread s ON s.period = p.period
LEFT JOIN spread_names sn ON sn.period = p.period AND sn.name = l.name`
			: ''
	}
ORDER BY ${subject === 'sizes' ? bandRank('l.name') : 'l.place'}, p.period`;
}

export interface DatedSummary {
	/** Papers passing the filters other than the date range. */
	papers: number;
	/** … with a publication date inside the date range (all dated ones without a range). */
	dated: number;
	/** … of the dated ones, those kept for a month that overlaps the range (keptByMonthSql). */
	kept_by_month: number;
	/** … with a publication date outside the date range. */
	dated_outside: number;
	/** … without a date but with an interval that overlaps the range (or any, without a range). */
	bounded: number;
	/** … of those, the ones with a last possible date too (`not_after`): the rest have only a
	 * first possible month, their interval running to the end of the data. */
	bounded_closed: number;
	/** … without a date whose interval lies outside the range. */
	bounded_outside: number;
	/** … with only an upper bound (listed on a capture, no dated artifact named). */
	upper_only: number;
	/** … with nothing at all to place them in time. */
	undated: number;
	first: string | null;
	last: string | null;
	/** `date_source` of the first and last dated paper (ties in name order, so the same each
	 * time): an arXiv id's month is shown as a month. */
	first_source: string | null;
	last_source: string | null;
	/** The last day the data covers (of all papers, not only the filtered ones). */
	data_end: string | null;
}

/** How the filtered papers split by what is known of their date. With a date range, the dated
 * count is the range's (as the filters count it) and the rest says what the range leaves out. */
export function datedSummarySql(f: Filters, notAfter: boolean): string {
	const upper = notAfter ? `coalesce(not_after, ${dataEndSql(true)})` : dataEndSql(false);
	const datedIn = publishedInRange(f);
	const boundedIn = overlapsRange(
		f,
		'not_before',
		`greatest(date_trunc('month', not_before), date_trunc('month', ${upper}))`
	);
	const isBounded = 'published IS NULL AND not_before IS NOT NULL';
	return `SELECT
  count(*)::INTEGER AS papers,
  count(*) FILTER (WHERE published IS NOT NULL AND ${datedIn})::INTEGER AS dated,
  count(*) FILTER (WHERE published IS NOT NULL AND ${datedIn} AND ${keptByMonthSql(f)})::INTEGER AS kept_by_month,
  count(*) FILTER (WHERE published IS NOT NULL AND NOT (${datedIn}))::INTEGER AS dated_outside,
  count(*) FILTER (WHERE ${isBounded} AND ${boundedIn})::INTEGER AS bounded,
  count(*) FILTER (WHERE ${isBounded} AND ${boundedIn} AND ${notAfter ? 'not_after IS NOT NULL' : 'false'})::INTEGER AS bounded_closed,
  count(*) FILTER (WHERE ${isBounded} AND NOT (${boundedIn}))::INTEGER AS bounded_outside,
  count(*) FILTER (WHERE published IS NULL AND not_before IS NULL AND ${notAfter ? 'not_after IS NOT NULL' : 'false'})::INTEGER AS upper_only,
  count(*) FILTER (WHERE published IS NULL AND not_before IS NULL AND ${notAfter ? 'not_after IS NULL' : 'true'})::INTEGER AS undated,
  strftime(min(published) FILTER (WHERE ${datedIn}), '%Y-%m-%d') AS first,
  strftime(max(published) FILTER (WHERE ${datedIn}), '%Y-%m-%d') AS last,
  arg_min(date_source, [strftime(published, '%Y-%m-%d'), date_source]) FILTER (WHERE ${datedIn}) AS first_source,
  arg_max(date_source, [strftime(published, '%Y-%m-%d'), date_source]) FILTER (WHERE ${datedIn}) AS last_source,
  strftime(${dataEndSql(notAfter)}, '%Y-%m-%d') AS data_end
FROM papers ${where(undated(f))}`;
}

/** Dated papers per month under the filters, in order (the build writes them: the same file for
 * the same data): whether counting per month would spread them out (crowdedPeriod of these rows),
 * before the page offers to. */
export function datedPerMonthSql(f: Filters): string {
	return `SELECT strftime(published, '%Y-%m') AS period, count(*)::INTEGER AS dated
FROM papers ${where(f, 'published IS NOT NULL')}
GROUP BY period
ORDER BY period`;
}

/** Whether the data file has a `not_after` column (files written before it existed do not); only
 * the `papers` the queries read, not an attached database's table of that name. */
export const NOT_AFTER_PROBE_SQL = `SELECT count(*)::INTEGER AS n FROM information_schema.columns
WHERE table_catalog = current_database() AND table_name = 'papers' AND column_name = 'not_after'`;

/** A subject's lines: the TREND_CHARTED names most named by dated papers, with estimates when
 * asked. */
export const trendLinesSql = (
	subject: TrendSubject,
	f: Filters,
	o: Omit<TrendOptions, 'top'>
): string => trendSql(subject, f, { ...o, top: TREND_CHARTED });

/** The names the rising / falling test looks at: more than the charts draw, dated papers only. */
export const trendRanksSql = (
	subject: TrendSubject,
	f: Filters,
	o: Pick<TrendOptions, 'period' | 'notAfter'>
): string => trendSql(subject, f, { ...o, top: TREND_RANKED, estimated: false });

/** The id of a subject's lines (`lines`) or of its ranked names (`ranks`) among Trends' answers. */
export const trendAnswerId = (subject: TrendSubject, what: 'lines' | 'ranks') =>
	`${subject}:${what}`;

/**
 * Trends' queries as the page first opens (no filter, the default period, dated papers only),
 * for data with or without `not_after`: the build answers them (trends.json), so the charts draw
 * before DuckDB has started. Keyed as the page reads them.
 */
export function trendsFirstQueries(notAfter: boolean): Record<string, string> {
	const f = emptyFilters();
	const period = DEFAULT_TREND_PERIOD;
	const queries: Record<string, string> = {
		summary: datedSummarySql(f, notAfter),
		perMonth: datedPerMonthSql(f)
	};
	for (const subject of TREND_SUBJECTS) {
		queries[trendAnswerId(subject, 'lines')] = trendLinesSql(subject, f, {
			period,
			estimated: false,
			notAfter
		});
		queries[trendAnswerId(subject, 'ranks')] = trendRanksSql(subject, f, { period, notAfter });
	}
	return queries;
}
