import { where, type Filters } from './filters.ts';

/** Most-named values of a list column among the filtered papers. */
export function topNamesSql(column: string, f: Filters, limit: number): string {
	return `SELECT name, count(*)::INTEGER AS papers
FROM (SELECT DISTINCT paper_id, unnest(${column}) AS name FROM papers ${where(f)})
GROUP BY name
ORDER BY papers DESC, name
LIMIT ${limit}`;
}

export function countsSql(f: Filters): string {
	const w = where(f);
	return `SELECT
  count(*)::INTEGER AS papers,
  count(published)::INTEGER AS dated,
  (SELECT count(DISTINCT a)::INTEGER FROM (SELECT unnest(algorithms) AS a FROM papers ${w})) AS algorithms,
  (SELECT count(DISTINCT b)::INTEGER FROM (SELECT unnest(benchmarks) AS b FROM papers ${w})) AS benchmarks
FROM papers ${w}`;
}

/** Papers per stated model size (a paper counts once per distinct size it names). */
export function sizesSql(f: Filters): string {
	return `SELECT size_b, count(*)::INTEGER AS papers
FROM (SELECT DISTINCT paper_id, unnest(model_sizes_b) AS size_b FROM papers ${where(f)})
GROUP BY size_b
ORDER BY size_b`;
}

/** Claimed gains counted per unit, value and direction: as many rows as distinct values, not
 * as claims, so a million papers chart as fast as five hundred. Units are never mixed on an axis. */
export function gainsSql(f: Filters): string {
	return `SELECT g.unit AS unit, g.value AS value, g.direction AS direction, count(*)::INTEGER AS claims
FROM (SELECT unnest(gains) AS g FROM papers ${where(f)})
GROUP BY ALL
ORDER BY unit, value, direction`;
}

export interface OverviewCounts {
	papers: number;
	dated: number;
	algorithms: number;
	benchmarks: number;
}

/** The overview's queries, by chart id: the build runs them once for the first paint. */
export function overviewQueries(f: Filters): Record<string, string> {
	return {
		counts: countsSql(f),
		algorithms: topNamesSql('algorithms', f, 15),
		benchmarks: topNamesSql('benchmarks', f, 15),
		paradigms: topNamesSql('paradigms', f, 20),
		domains: topNamesSql('domains', f, 25),
		sizes: sizesSql(f),
		gains: gainsSql(f)
	};
}
