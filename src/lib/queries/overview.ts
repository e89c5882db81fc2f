import { where, type Filters } from './filters.ts';
import { nameOrderSql } from './name-order.ts';

// `from` is the relation the papers are read from: `papers`, or a slice of it that holds exactly
// the papers the filters keep (slices.ts), asked with no filters.

/** Most-named values of a list column among the filtered papers (ties in name order), each with
 * how many names left out past the limit have as many papers (a tie the cut falls inside). */
export function topNamesSql(column: string, f: Filters, limit: number, from = 'papers'): string {
	return `WITH counted AS (
  SELECT name, count(*)::INTEGER AS papers,
    row_number() OVER (ORDER BY count(*) DESC, ${nameOrderSql('name')}) AS place
  FROM (SELECT DISTINCT paper_id, unnest(${column}) AS name FROM ${from} ${where(f)})
  GROUP BY name
),
left_out AS (SELECT papers, count(*)::INTEGER AS names FROM counted WHERE place > ${limit} GROUP BY papers)
SELECT c.name, c.papers, coalesce(l.names, 0) AS tied_names_not_shown
FROM counted c LEFT JOIN left_out l USING (papers)
WHERE c.place <= ${limit}
ORDER BY c.place`;
}

/** The overview's counts, and for each chart the papers it can draw (naming at least one
 * algorithm, one benchmark …): a chart's n says what it counts, out of all filtered papers. */
export function countsSql(f: Filters, from = 'papers'): string {
	const w = where(f);
	return `SELECT
  count(*)::INTEGER AS papers,
  count(published)::INTEGER AS dated,
  (SELECT count(DISTINCT a)::INTEGER FROM (SELECT unnest(algorithms) AS a FROM ${from} ${w})) AS algorithms,
  (SELECT count(DISTINCT b)::INTEGER FROM (SELECT unnest(benchmarks) AS b FROM ${from} ${w})) AS benchmarks,
  count(*) FILTER (WHERE len(algorithms) > 0)::INTEGER AS with_algorithms,
  count(*) FILTER (WHERE len(benchmarks) > 0)::INTEGER AS with_benchmarks,
  count(*) FILTER (WHERE len(paradigms) > 0)::INTEGER AS with_paradigms,
  count(*) FILTER (WHERE len(domains) > 0)::INTEGER AS with_domains,
  count(*) FILTER (WHERE len(model_sizes_b) > 0)::INTEGER AS with_sizes,
  count(*) FILTER (WHERE len(gains) > 0)::INTEGER AS with_gains
FROM ${from} ${w}`;
}

/** The model-size histogram's bins per decade: 1B, 1.8B, 3.2B, 5.6B, 10B … each start one. */
export const SIZE_BINS_PER_DECADE = 4;

/** Papers per stated model size (a paper counts once per distinct size it names), with the
 * histogram bin of the size and the distinct papers of that bin: a paper stating 7B and 8B counts
 * once in their bar, as the bar's axis says papers. */
export function sizesSql(f: Filters, from = 'papers'): string {
	return `WITH sized AS (
  SELECT DISTINCT paper_id, size_b,
    floor(log10(size_b) * ${SIZE_BINS_PER_DECADE} + 1e-9)::INTEGER AS bin
  FROM (SELECT paper_id, unnest(model_sizes_b) AS size_b FROM ${from} ${where(f)})
  WHERE size_b > 0 AND isfinite(size_b)
)
SELECT size_b, bin, count(*)::INTEGER AS papers, any_value(per_bin.papers)::INTEGER AS bin_papers
FROM sized JOIN (SELECT bin, count(DISTINCT paper_id) AS papers FROM sized GROUP BY bin) per_bin USING (bin)
GROUP BY size_b, bin
ORDER BY size_b`;
}

/** Claimed gains counted per unit, value and direction: as many rows as distinct values, not
 * as claims, so a million papers chart as fast as five hundred. Units are never mixed on an axis.
 * `papers` is the number of papers with a claim in the row's unit (the chart's n). */
export function gainsSql(f: Filters, from = 'papers'): string {
	return `WITH claims AS (SELECT paper_id, unnest(gains) AS g FROM ${from} ${where(f)})
SELECT g.unit AS unit, g.value AS value, g.direction AS direction, count(*)::INTEGER AS claims,
  any_value(per_unit.papers)::INTEGER AS papers
FROM claims
JOIN (SELECT g.unit AS unit, count(DISTINCT paper_id) AS papers FROM claims GROUP BY ALL) per_unit
  ON per_unit.unit = g.unit
GROUP BY g.unit, g.value, g.direction
ORDER BY unit, value, direction`;
}

export interface OverviewCounts {
	papers: number;
	dated: number;
	algorithms: number;
	benchmarks: number;
	with_algorithms: number;
	with_benchmarks: number;
	with_paradigms: number;
	with_domains: number;
	with_sizes: number;
	with_gains: number;
}

/** The overview's charts whose answers grow with the corpus (a row per gain unit, value and
 * direction: 26,631 rows, 2.1 MB of JSON at 1M scaled papers, where the others took 27 kB): the build
 * writes them to a file of their own, so the first paint's answers stay small at any size. */
export const DEFERRED_OVERVIEW: readonly string[] = ['gains'];

/** The overview's bar charts: each one's list column (also its chart id) and how many names it
 * shows. */
export const TOP_NAMES = { algorithms: 15, benchmarks: 15, paradigms: 20, domains: 25 } as const;

export type TopNamesColumn = keyof typeof TOP_NAMES;

/** The overview's queries, by chart id: the build runs them once for the first paint. */
export function overviewQueries(f: Filters, from = 'papers'): Record<string, string> {
	return {
		counts: countsSql(f, from),
		...Object.fromEntries(
			Object.entries(TOP_NAMES).map(([column, limit]) => [
				column,
				topNamesSql(column, f, limit, from)
			])
		),
		sizes: sizesSql(f, from),
		gains: gainsSql(f, from)
	};
}
