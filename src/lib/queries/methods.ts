import { sqlString } from './sql-literal.ts';
import { emptyFilters, where, type Filters } from './filters.ts';
import { paperCountSql, papersListSql } from './papers.ts';
import { nameOrderSql } from './name-order.ts';

/** Names per side of a matrix: the most-named ones. */
export const METHODS_TOP = 12;

/** Co-mentions of the top algorithms and top benchmarks: papers naming both. */
export function algorithmBenchmarkSql(f: Filters, top: number): string {
	const w = where(f);
	return `WITH base AS (SELECT paper_id, algorithms, benchmarks FROM papers ${w}),
top_a AS (SELECT a FROM (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM base) GROUP BY a ORDER BY count(*) DESC, ${nameOrderSql('a')} LIMIT ${top}),
top_b AS (SELECT b FROM (SELECT DISTINCT paper_id, unnest(benchmarks) AS b FROM base) GROUP BY b ORDER BY count(*) DESC, ${nameOrderSql('b')} LIMIT ${top}),
cells AS (
  SELECT paper_id, a, b
  FROM (SELECT paper_id, unnest(algorithms) AS a FROM base) x
  JOIN (SELECT paper_id, unnest(benchmarks) AS b FROM base) y USING (paper_id)
  WHERE a IN (SELECT a FROM top_a) AND b IN (SELECT b FROM top_b)
)
SELECT a AS algorithm, b AS benchmark, count(DISTINCT paper_id)::INTEGER AS papers,
  (SELECT count(DISTINCT paper_id) FROM cells)::INTEGER AS drawn_papers
FROM cells
GROUP BY a, b
ORDER BY papers DESC, a, b`;
}

/** Pairs of algorithms named by the same paper (each unordered pair once, both directions returned). */
export function algorithmPairsSql(f: Filters, top: number): string {
	const w = where(f);
	return `WITH base AS (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM papers ${w}),
top_a AS (SELECT a FROM base GROUP BY a ORDER BY count(*) DESC, ${nameOrderSql('a')} LIMIT ${top}),
cells AS (
  SELECT x.paper_id, x.a AS first, y.a AS second
  FROM base x JOIN base y ON x.paper_id = y.paper_id AND x.a <> y.a
  WHERE x.a IN (SELECT a FROM top_a) AND y.a IN (SELECT a FROM top_a)
)
SELECT first, second, count(*)::INTEGER AS papers,
  (SELECT count(DISTINCT paper_id) FROM cells)::INTEGER AS drawn_papers
FROM cells
GROUP BY first, second
ORDER BY papers DESC, first, second`;
}

/** The papers behind one cell: both names present. */
export function papersWithBothSql(f: Filters, a: [string, string], b: [string, string]): string {
	return papersListSql(
		f,
		[`list_contains(${a[0]}, ${sqlString(a[1])})`, `list_contains(${b[0]}, ${sqlString(b[1])})`],
		'published DESC NULLS LAST, title',
		200
	);
}

/** The view's queries as it first opens (no filter): the build answers them (methods.json). */
export function methodsFirstQueries(): Record<string, string> {
	const f = emptyFilters();
	return {
		total: paperCountSql(f),
		byBenchmark: algorithmBenchmarkSql(f, METHODS_TOP),
		pairs: algorithmPairsSql(f, METHODS_TOP)
	};
}
