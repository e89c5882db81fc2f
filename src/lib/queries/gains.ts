import { where, type Filters } from './filters.ts';

export type GainGroup = 'algorithms' | 'benchmarks';

/**
 * Claimed gains per algorithm or benchmark named by the same paper, in one unit. A gain whose
 * sentence names its benchmark goes to that benchmark only. Rows are distinct (name, value,
 * direction) with their number of claims, each name's median over all its claims, and the
 * number of papers behind the chart.
 */
export function gainsByGroupSql(f: Filters, group: GainGroup, unit: string, top: number): string {
	const unitLiteral = `'${unit.replaceAll("'", "''")}'`;
	const names =
		group === 'benchmarks'
			? 'CASE WHEN g.benchmark IS NOT NULL THEN [g.benchmark] ELSE benchmarks END'
			: 'algorithms';
	return `WITH claims AS (
  SELECT paper_id, g.value AS value, g.direction AS direction, unnest(${names}) AS name
  FROM (SELECT paper_id, algorithms, benchmarks, unnest(gains) AS g FROM papers ${where(f)})
  WHERE g.unit = ${unitLiteral}
),
top AS (SELECT name FROM claims GROUP BY name ORDER BY count(DISTINCT paper_id) DESC, name LIMIT ${top}),
picked AS (SELECT * FROM claims WHERE name IN (SELECT name FROM top)),
medians AS (SELECT name, median(value) AS median FROM picked GROUP BY name)
SELECT name, ${unitLiteral} AS unit, value, direction, count(*)::INTEGER AS claims,
  any_value(medians.median) AS median,
  (SELECT count(DISTINCT paper_id) FROM picked)::INTEGER AS papers
FROM picked JOIN medians USING (name)
GROUP BY name, value, direction
ORDER BY name, value, direction`;
}

export const GAIN_UNITS = [
	{ unit: '%', label: 'percent (%)' },
	{ unit: 'pt', label: 'points' },
	{ unit: 'x', label: 'multiples (×)' }
];
