import type { EntityType } from '$schema/entities.ts';
import { nameKeySql, namesAsItsType, namingSql } from '$schema/entity-naming.ts';
import { emptyFilters, isEmpty, where, type Filters } from './filters.ts';
import { paperCountSql } from './papers.ts';
import { sqlString } from './sql-literal.ts';

/** The type choices the view offers: all, or one type each. */
export const TYPE_CHOICES = ['all', 'method', 'benchmark', 'model', 'other'] as const;
export type TypeChoice = (typeof TYPE_CHOICES)[number];

export type AdoptionPeriod = 'month' | 'quarter';
export const ADOPTION_PERIODS: AdoptionPeriod[] = ['month', 'quarter'];

/** How the names are ranked: adopters per period since first seen, newest first, or most adopted. */
export type EmergingSort = 'rate' | 'recent' | 'adopters';
export const EMERGING_SORTS: { id: EmergingSort; label: string }[] = [
	{ id: 'rate', label: 'adoption rate' },
	{ id: 'recent', label: 'newest first' },
	{ id: 'adopters', label: 'most adopters' }
];

export interface EmergingOptions {
	period: AdoptionPeriod;
	type: TypeChoice;
	sort: EmergingSort;
}

/** What the view shows until the reader picks otherwise (and the build answers ahead). */
export const DEFAULT_EMERGING_OPTIONS: EmergingOptions = {
	period: 'month',
	type: 'all',
	sort: 'rate'
};
/** Names per page of the ranking. */
export const EMERGING_PAGE = 50;
/** Names the adoption chart draws. */
export const ADOPTION_TOP = 6;

export interface EmergingRow {
	name: string;
	type: EntityType;
	long_form: string | null;
	aliases: string[];
	paper_id: string;
	/** The defining paper's title, null when it is not in papers.parquet. */
	paper_title: string | null;
	/** The defining paper has a date: else first_seen, if any, is that of a paper that uses it. */
	coiner_dated: boolean;
	evidence: string;
	definers: number;
	/** YYYY-MM-DD, or null when no paper naming it has a date. */
	first_seen: string | null;
	/** Papers (passing the filters) that name it: what the name filter lists. */
	papers: number;
	/** Those of them that do not coin it themselves. */
	adopters: number;
	/** First day of the period adoption is counted from (the period of first_seen). */
	since: string | null;
	/** Periods from `since` to the latest period of the filtered papers, both included. */
	periods: number | null;
	/** Dated papers among the filtered ones that name it without coining it, from `since` on. */
	dated_adopters: number;
	/** dated_adopters / periods; null when undated. */
	rate: number | null;
	/** First seen in the latest period. */
	is_new: boolean;
	/** Rows of the whole ranking (the same on every row). */
	total: number;
	/** Rows of the whole ranking first seen in the latest period. */
	new_total: number;
	/** Adopters of every name of the whole ranking: 0 when no paper uses a name it did not coin. */
	adopters_total: number;
	/** Names of the whole ranking with a positive adoption rate. */
	rated_total: number;
	/** Names of the whole ranking that dated papers adopt but whose coining paper has no date:
	 * left out of the adoption chart (`adoptionSql`), which has no start to draw them from. */
	undated_coiner_total: number;
	/** Names of the whole ranking that papers adopt but no dated paper does (from the period first
	 * seen): nothing of their adoption to place in time, so the adoption chart leaves them out. */
	undated_adopters_total: number;
	/** Names of the whole ranking the adoption chart can draw (a dated coining paper, a dated
	 * adopter): it draws the first of them (`adoptionSql`'s `top`). */
	chartable_total: number;
}

const ORDER: Record<EmergingSort, string> = {
	// No positive rate (0: adopted only by undated papers; none: the coiner is undated) comes
	// after every positive one, the names with adopters first.
	// (Within a period, by the day shown: a list said to be newest first must read so.)
	rate: 'coalesce(rate, 0) DESC, adopters DESC, since DESC NULLS LAST, first_seen DESC NULLS LAST, name',
	recent: 'since DESC NULLS LAST, first_seen DESC NULLS LAST, rate DESC NULLS LAST, name',
	adopters: 'adopters DESC, rate DESC NULLS LAST, name'
};

/** How each ranking orders the names when none is adopted (every rate and adopter count 0). */
export const UNADOPTED_ORDER: Record<EmergingSort, string> = {
	rate: 'newest first, then by name',
	recent: 'newest first',
	adopters: 'dated names first, then by name'
};

const STEP: Record<AdoptionPeriod, string> = {
	month: 'INTERVAL 1 MONTH',
	quarter: 'INTERVAL 3 MONTH'
};

/**
 * The learned names, each with how fast papers adopt it: the dated papers (among those passing
 * the filters) that name it without coining it, per period since it was first seen. Which papers
 * name it is the rule the ETL counts entities.parquet by (`namingSql`, `namesAsItsType`): a
 * homonym in another list is another thing, which the name filter lists and the ranking does not
 * count. With filters, only names some filtered paper names are kept; "latest period" is that of the
 * newest filtered paper.
 */
export function rankedSql(f: Filters, o: EmergingOptions): string {
	const p = o.period;
	const type = o.type === 'all' ? '' : `WHERE e.type = ${sqlString(o.type)}`;
	const asItsType = namesAsItsType('k', 'e');
	return `WITH base AS (
  SELECT paper_id, published, proposed, algorithms, benchmarks, models FROM papers ${where(f)}
),
latest AS (SELECT date_trunc('${p}', max(published))::DATE AS period FROM base),
naming AS (
  ${namingSql('base', `SELECT ${nameKeySql('name')} FROM entities`)}
),
-- A date known only by its month (an arXiv id's, stored as the 1st) is shown as the month: a
-- day is shown only when some paper was published on it.
month_only AS (
  SELECT published, bool_and(date_source = 'arxiv-id') AS month_only FROM papers
  WHERE published IS NOT NULL GROUP BY published
),
entity AS (
  SELECT e.*, ${nameKeySql('e.name')} AS key, coalesce(m.month_only, false) AS month_only, d.title AS paper_title, d.published IS NOT NULL AS coiner_dated,
    date_trunc('${p}', coalesce(e.first_seen, d.published))::DATE AS since
  FROM entities e LEFT JOIN papers d ON d.paper_id = e.paper_id
  LEFT JOIN month_only m ON m.published = e.first_seen
  ${type}
),
-- Joined by key alone, the type tested in each count: a left join on more than equal keys is a
-- nested loop in DuckDB (75k papers: 5 s for this step under Node, against milliseconds).
counted AS (
  SELECT e.name,
    count(DISTINCT k.paper_id) FILTER (WHERE ${asItsType})::INTEGER AS papers,
    count(DISTINCT k.paper_id) FILTER (WHERE ${asItsType} AND NOT k.coins)::INTEGER AS adopters,
    count(DISTINCT k.paper_id) FILTER (WHERE ${asItsType} AND NOT k.coins AND k.published >= e.since)::INTEGER AS dated_adopters
  FROM entity e LEFT JOIN naming k ON k.key = e.key
  GROUP BY e.name
),
ranked AS (
  SELECT e.name, e.type, e.long_form, coalesce(e.aliases, []) AS aliases, e.paper_id, e.paper_title,
    e.coiner_dated,
    e.evidence, e.definers,
    CASE WHEN e.month_only THEN strftime(e.first_seen, '%Y-%m')
      ELSE strftime(e.first_seen, '%Y-%m-%d') END AS first_seen,
    c.papers, c.adopters, e.since, c.dated_adopters,
    CASE WHEN e.since <= l.period THEN date_diff('${p}', e.since, l.period)::INTEGER + 1 END AS periods,
    -- Without its coiner's date, first seen is an adopter's: counted from it, that adopter would
    -- make its own adoption. No rate then.
    CASE WHEN e.coiner_dated THEN round(c.dated_adopters / periods, 3) END AS rate,
    coalesce(e.since = l.period, false) AS is_new
  FROM entity e JOIN counted c USING (name) CROSS JOIN latest l
  ${isEmpty(f) ? '' : 'WHERE c.papers > 0'}
)`;
}

/** SQL condition on a ranked name: the adoption chart can draw it (a dated coining paper, from
 * whose period on a dated paper adopts it). The ranking counts them, the chart draws the first. */
const CHARTABLE = 'periods IS NOT NULL AND dated_adopters > 0 AND coiner_dated';

/** One page of the ranking (see `rankedSql`). */
export function emergingSql(f: Filters, o: EmergingOptions, limit: number): string {
	// The totals as one aggregate row: as window functions over the whole ranking they took 2.5 s
	// of DuckDB's time at 75k papers (23k names), as an aggregate milliseconds.
	return `${rankedSql(f, o)},
totals AS (
  SELECT count(*)::INTEGER AS total, coalesce(sum(is_new::INTEGER), 0)::INTEGER AS new_total,
    coalesce(sum(adopters), 0)::INTEGER AS adopters_total,
    count(*) FILTER (WHERE rate > 0)::INTEGER AS rated_total,
    count(*) FILTER (WHERE NOT coiner_dated AND dated_adopters > 0)::INTEGER AS undated_coiner_total,
    count(*) FILTER (WHERE adopters > 0 AND dated_adopters = 0)::INTEGER AS undated_adopters_total,
    count(*) FILTER (WHERE ${CHARTABLE})::INTEGER AS chartable_total
  FROM ranked
)
SELECT ranked.* EXCLUDE (since), strftime(since, '%Y-%m-%d') AS since, totals.*
FROM ranked CROSS JOIN totals
ORDER BY ${ORDER[o.sort]}
LIMIT ${limit}`;
}

export interface AdoptionPoint {
	name: string;
	/** First day of the period. */
	period: string;
	/** Filtered papers adopting it in this period (naming it without coining it). */
	papers: number;
	/** Running total from the period it was first seen. */
	cumulative: number;
	/** Dated papers adopting any charted name (the chart's n; the same on every row). */
	charted_papers: number;
}

/** Adopters of each of the `top` first-ranked names that dated papers adopt, per period from the
 * one it was first seen in to the latest (periods without one count 0), with the running total:
 * the papers that coin a name are not its adoption (`dated_adopters` of the ranking). A name
 * whose coining paper is undated is left out: its first seen is its first adopter's date, which
 * the chart would draw as the day it was coined (the ranking counts them, undated_coiner_total). */
export function adoptionSql(f: Filters, o: EmergingOptions, top: number): string {
	return `${rankedSql(f, o)},
top AS (
  SELECT name, ${nameKeySql('name')} AS key, type, since, row_number() OVER (ORDER BY ${ORDER[o.sort]}) AS rank
  FROM ranked WHERE ${CHARTABLE}
  ORDER BY rank LIMIT ${top}
),
grid AS (
  SELECT t.name, t.key, t.rank, unnest(generate_series(t.since, l.period, ${STEP[o.period]}))::DATE AS period
  FROM top t CROSS JOIN latest l
),
placed AS (
  SELECT k.key, k.paper_id, k.published
  FROM naming k JOIN top t ON t.key = k.key AND list_contains(k.lists, t.type)
  WHERE k.published >= t.since AND NOT k.coins
),
counts AS (
  SELECT key, date_trunc('${o.period}', published)::DATE AS period, count(DISTINCT paper_id) AS papers
  FROM placed GROUP BY ALL
),
charted AS (SELECT count(DISTINCT paper_id)::INTEGER AS papers FROM placed)
SELECT g.name, strftime(g.period, '%Y-%m-%d') AS period, coalesce(c.papers, 0)::INTEGER AS papers,
  sum(coalesce(c.papers, 0)) OVER (PARTITION BY g.name ORDER BY g.period)::INTEGER AS cumulative,
  (SELECT papers FROM charted) AS charted_papers
FROM grid g LEFT JOIN counts c ON c.key = g.key AND c.period = g.period
ORDER BY g.rank, g.period`;
}

/** Learned names per type that the ranking under these filters holds (the type choices'
 * counts: a button says how many names choosing it shows). */
export function entityTypesSql(f: Filters): string {
	return `${rankedSql(f, DEFAULT_EMERGING_OPTIONS)}
SELECT type, count(*)::INTEGER AS names FROM ranked GROUP BY type ORDER BY type`;
}

/**
 * The view's queries as it first opens (no filter, the default options, the first page): the
 * build answers them (emerging.json), so the names show before DuckDB has started, however large
 * the corpus. Keyed as the page reads them.
 */
export function emergingFirstQueries(): Record<'types' | 'ranked' | 'adoption' | 'count', string> {
	const f = emptyFilters();
	const o = DEFAULT_EMERGING_OPTIONS;
	return {
		types: entityTypesSql(f),
		ranked: emergingSql(f, o, EMERGING_PAGE),
		adoption: adoptionSql(f, o, ADOPTION_TOP),
		count: paperCountSql(f)
	};
}
