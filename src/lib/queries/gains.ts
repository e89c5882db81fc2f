import { where, type Filters } from './filters.ts';

export type GainGroup = 'algorithms' | 'benchmarks';

/**
 * Claimed gains per algorithm or benchmark named by the same paper, in one unit. A gain whose
 * sentence names its benchmark goes to that benchmark only.
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
top AS (SELECT name FROM claims GROUP BY name ORDER BY count(DISTINCT paper_id) DESC, name LIMIT ${top})
SELECT name, ${unitLiteral} AS unit, value, direction, paper_id FROM claims WHERE name IN (SELECT name FROM top)
ORDER BY name, value`;
}

export const GAIN_UNITS = [
	{ unit: '%', label: 'percent (%)' },
	{ unit: 'pt', label: 'points' },
	{ unit: 'x', label: 'multiples (×)' }
];
