// Worked queries over the list and struct columns of `papers` (and the learned names in
// `entities`), one click away in the console.
// Each starts with a `-- title` comment, which also names its exports.

import { nameOrderSql } from '../queries/name-order.ts';

export interface ExampleQuery {
	title: string;
	sql: string;
}

export const EXAMPLES: readonly ExampleQuery[] = [
	{
		title: 'Most named algorithms',
		sql: `-- Most named algorithms (unnest a list)
SELECT a AS algorithm, count(*) AS papers
FROM papers, unnest(algorithms) AS t(a)
GROUP BY a
-- Ties in name order whatever the case, as the Overview chart breaks them
ORDER BY papers DESC, ${nameOrderSql('algorithm')}
LIMIT 15;`
	},
	{
		title: 'Share of papers per algorithm per month',
		sql: `-- Share of papers naming each top algorithm, per month
WITH monthly AS (
  SELECT date_trunc('month', published) AS month, algorithms
  FROM papers
  WHERE published IS NOT NULL
),
totals AS (SELECT month, count(*) AS n FROM monthly GROUP BY month)
SELECT m.month, a AS algorithm, count(*) AS papers,
       round(count(*) / any_value(t.n), 3) AS share
FROM monthly m, unnest(m.algorithms) AS u(a), totals t
WHERE t.month = m.month
  AND a IN ('PPO', 'GRPO', 'DPO', 'REINFORCE', 'SAC')
GROUP BY m.month, a
ORDER BY m.month, share DESC;`
	},
	{
		title: 'Claimed gains per benchmark',
		sql: `-- Claimed gains per benchmark (unnest a list of structs)
SELECT g.benchmark, g.unit, count(*) AS claims,
       round(median(g.value), 2) AS median_gain,
       max(g.value) AS max_gain
FROM papers, unnest(gains) AS t(g)
WHERE g.benchmark IS NOT NULL AND g.direction = 'up'
GROUP BY g.benchmark, g.unit
ORDER BY claims DESC, g.benchmark, g.unit
LIMIT 20;`
	},
	{
		title: 'Model families and sizes',
		sql: `-- Named model families and the sizes trained with RL
SELECT m.family, count(*) AS mentions,
       list(DISTINCT m.params_b ORDER BY m.params_b) FILTER (WHERE m.params_b IS NOT NULL) AS sizes_b
FROM papers, unnest(models) AS t(m)
WHERE m.family IS NOT NULL
GROUP BY m.family
ORDER BY mentions DESC, m.family;`
	},
	{
		title: 'Paradigm by benchmark',
		sql: `-- Which paradigms go with which benchmarks (two unnests)
SELECT p AS paradigm, b AS benchmark, count(*) AS papers
FROM papers, unnest(paradigms) AS s(p), unnest(benchmarks) AS t(b)
GROUP BY p, b
HAVING count(*) >= 2
ORDER BY papers DESC, paradigm, benchmark
LIMIT 50;`
	},
	{
		title: 'Learned names and who adopts them',
		sql: `-- Names papers coined (entities) and the papers that name them since
SELECT e.name, e.type, e.first_seen, e.adopters,
       count(p.paper_id) FILTER (WHERE NOT list_contains(p.proposed, e.name)) AS in_lists
FROM entities e
LEFT JOIN papers p
  ON list_contains(p.algorithms || p.benchmarks || list_transform(p.models, m -> m.name), e.name)
GROUP BY ALL
ORDER BY e.adopters DESC, e.first_seen DESC NULLS LAST, e.name
LIMIT 20;`
	},
	{
		title: 'Provenance of a mention',
		sql: `-- Where in the abstract each benchmark was read (struct fields and substring)
SELECT title, m.name, substring(abstract, m.start + 1, m."end" - m.start) AS text
FROM papers, unnest(mentions) AS t(m)
WHERE m.kind = 'benchmark' AND m.field = 'abstract'
LIMIT 20;`
	}
];
