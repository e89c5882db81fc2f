import { bandCase } from './size-bands.ts';
import { where, type Filters } from './filters.ts';

export type Period = 'year' | 'quarter' | 'month';

export const PERIODS: Period[] = ['year', 'quarter', 'month'];

/** What a trend line follows. */
export type TrendSubject = 'algorithms' | 'benchmarks' | 'sizes';

/**
 * Papers naming each of the top values, per period, over dated papers only, with the period's
 * dated denominator so that share = papers / dated. Papers known only by a lower bound are left
 * out (and counted apart by `datedSummarySql`).
 */
export function trendSql(subject: TrendSubject, f: Filters, period: Period, top: number): string {
	const values =
		subject === 'sizes'
			? `list_distinct(list_transform(model_sizes_b, s -> ${bandCase('s')}))`
			: subject;
	const dated = where(f, 'published IS NOT NULL');
	return `WITH dated AS (
  SELECT paper_id, date_trunc('${period}', published)::DATE AS period, ${values} AS names
  FROM papers ${dated}
),
totals AS (SELECT period, count(*)::INTEGER AS dated FROM dated GROUP BY period),
mentions AS (SELECT DISTINCT period, paper_id, unnest(names) AS name FROM dated),
leaders AS (
  SELECT name FROM mentions GROUP BY name ORDER BY count(*) DESC, name LIMIT ${top}
)
SELECT strftime(t.period, '%Y-%m-%d') AS period, l.name, t.dated,
  count(m.paper_id)::INTEGER AS papers,
  round(count(m.paper_id) / t.dated, 4) AS share
FROM totals t CROSS JOIN leaders l
LEFT JOIN mentions m ON m.period = t.period AND m.name = l.name
GROUP BY t.period, l.name, t.dated
ORDER BY l.name, period`;
}

/** How many of the filtered papers are dated, only bounded, or undated. */
export function datedSummarySql(f: Filters): string {
	return `SELECT
  count(*)::INTEGER AS papers,
  count(published)::INTEGER AS dated,
  count(*) FILTER (WHERE published IS NULL AND not_before IS NOT NULL)::INTEGER AS bounded,
  strftime(min(published), '%Y-%m-%d') AS first,
  strftime(max(published), '%Y-%m-%d') AS last
FROM papers ${where(f)}`;
}
