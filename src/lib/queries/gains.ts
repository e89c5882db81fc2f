import { emptyFilters, where, type Filters } from './filters.ts';
import { paperCountSql } from './papers.ts';
import { sqlString } from './sql-literal.ts';
import { nameOrderSql } from './name-order.ts';

export type GainGroup = 'algorithms' | 'benchmarks';

/** Increases and reductions are different claims (more accuracy, less time): never one axis. */
export type GainDirection = 'up' | 'down';

/** A name's metrics drawn as rows, those with the most papers: a name with dozens of metrics drew
 * a chart too tall to read. */
export const METRICS_PER_NAME = 3;

/**
 * Claimed gains per algorithm named by the same paper, or per benchmark the claim's own clause
 * names, in one unit (and one direction when given): a claim that names no benchmark is credited
 * to none (never to every benchmark of its paper). Rows are distinct (name, metric, value,
 * direction) with their number of claims, the median of each name and metric over all its claims
 * (values of different metrics are not one distribution) and the papers behind it, the number of
 * papers behind the chart and of names before the cut to `top`; names with the most papers first
 * (ties by name, at the cut too). Each name shows its claims of no stated metric and those of its
 * METRICS_PER_NAME metrics with the most papers; `rows_hidden` counts the (name, metric) rows left
 * out, whose papers the chart's count leaves out too.
 */
export function gainsByGroupSql(
	f: Filters,
	group: GainGroup,
	unit: string,
	top: number,
	direction?: GainDirection
): string {
	const unitLiteral = sqlString(unit);
	const names =
		group === 'benchmarks'
			? 'CASE WHEN g.benchmark IS NOT NULL THEN [g.benchmark] ELSE []::VARCHAR[] END'
			: 'algorithms';
	const directionTest = direction ? ` AND g.direction = ${sqlString(direction)}` : '';
	return `WITH claims AS (
  SELECT paper_id, g.value AS value, g.direction AS direction, g.metric AS metric,
    unnest(${names}) AS name
  FROM (SELECT paper_id, algorithms, benchmarks, unnest(gains) AS g FROM papers ${where(f)})
  WHERE g.unit = ${unitLiteral}${directionTest}
),
top AS (SELECT name FROM claims GROUP BY name ORDER BY count(DISTINCT paper_id) DESC, ${nameOrderSql('name')} LIMIT ${Math.max(1, Math.floor(top))}),
picked AS (SELECT * FROM claims WHERE name IN (SELECT name FROM top)),
ranked AS (
  SELECT name, metric, median(value) AS median, count(DISTINCT paper_id) AS row_papers,
    row_number() OVER (PARTITION BY name
      ORDER BY metric IS NULL, count(DISTINCT paper_id) DESC, ${nameOrderSql('metric')}) AS metric_rank
  FROM picked GROUP BY name, metric
),
medians AS (SELECT * FROM ranked WHERE metric IS NULL OR metric_rank <= ${METRICS_PER_NAME}),
shown AS (
  SELECT p.* FROM picked p JOIN medians m ON m.name = p.name AND m.metric IS NOT DISTINCT FROM p.metric
),
named AS (SELECT name, count(DISTINCT paper_id) AS name_papers FROM picked GROUP BY name)
SELECT p.name AS name, p.metric AS metric, ${unitLiteral} AS unit, p.value AS value,
  p.direction AS direction, count(*)::INTEGER AS claims, any_value(m.median) AS median,
  any_value(m.row_papers)::INTEGER AS row_papers,
  (SELECT count(DISTINCT paper_id) FROM shown)::INTEGER AS papers,
  (SELECT count(DISTINCT name) FROM claims)::INTEGER AS names_total,
  ((SELECT count(*) FROM ranked) - (SELECT count(*) FROM medians))::INTEGER AS rows_hidden
FROM shown p JOIN medians m ON m.name = p.name AND m.metric IS NOT DISTINCT FROM p.metric
  JOIN named n ON n.name = p.name
GROUP BY p.name, p.metric, p.value, p.direction
ORDER BY any_value(n.name_papers) DESC, ${nameOrderSql('p.name')}, metric NULLS FIRST, value, direction`;
}

export const GAIN_UNITS = [
	{ unit: '%', label: 'percent (%)' },
	{ unit: 'pt', label: 'points' },
	{ unit: 'x', label: 'multiples (×)' }
];

export const GAIN_DIRECTIONS: { direction: GainDirection; label: string; noun: string }[] = [
	{ direction: 'up', label: 'Increases', noun: 'an increase' },
	{ direction: 'down', label: 'Reductions', noun: 'a reduction' }
];

/** The unit the view shows until the reader picks another. */
export const DEFAULT_GAIN_UNIT = '%';
/** Names a chart draws at most. */
export const GAINS_TOP = 12;
export const GAIN_GROUPS: GainGroup[] = ['algorithms', 'benchmarks'];

/** The id of one chart's answer among the view's: its group and direction. */
export const gainAnswerId = (group: GainGroup, direction: GainDirection) => `${group}:${direction}`;

/** The view's queries as it first opens (no filter, the default unit): the build answers them
 * (gains.json). */
export function gainsFirstQueries(): Record<string, string> {
	const f = emptyFilters();
	const queries: Record<string, string> = { total: paperCountSql(f) };
	for (const { direction } of GAIN_DIRECTIONS)
		for (const group of GAIN_GROUPS)
			queries[gainAnswerId(group, direction)] = gainsByGroupSql(
				f,
				group,
				DEFAULT_GAIN_UNIT,
				GAINS_TOP,
				direction
			);
	return queries;
}
