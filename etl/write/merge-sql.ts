/**
 * SQL that turns staged records (one per listing or arXiv line) into one row per paper.
 * Identity: records sharing an arXiv id are one paper; otherwise the normalised-title id.
 * The chosen record (arXiv first, then the longest abstract, then the first seen) gives the
 * text and the features, so provenance offsets stay valid for the text that is kept.
 * Every ordering is total, so the same input gives the same bytes.
 */
export function mergeSql(staged: string): string {
	return `
WITH keyed AS (
	SELECT *,
		CASE WHEN arxiv_id IS NULL THEN paper_id
			ELSE min(paper_id) OVER (PARTITION BY arxiv_id) END AS key
	FROM ${staged}
),
chosen AS (
	SELECT * FROM keyed
	QUALIFY row_number() OVER (
		PARTITION BY key
		ORDER BY (origin = 'arxiv') DESC, length(abstract) DESC, file, line
	) = 1
),
meta AS (
	SELECT key,
		min(arxiv_id) AS arxiv_id,
		first(organization ORDER BY file, line) FILTER (WHERE organization IS NOT NULL) AS organization,
		max(authors_count) AS authors_count,
		max(votes) AS votes,
		coalesce(
			min(published) FILTER (WHERE date_source = 'arxiv'),
			min(published) FILTER (WHERE date_source = 'listing')
		) AS published,
		bool_or(date_source = 'arxiv' AND published IS NOT NULL) AS has_arxiv_date,
		list({'file': file, 'rank': rank} ORDER BY file, rank) FILTER (WHERE rank IS NOT NULL) AS sources
	FROM keyed
	GROUP BY key
),
cats AS (
	SELECT key, list(DISTINCT c ORDER BY c) AS categories
	FROM (SELECT key, unnest(categories) AS c FROM keyed)
	GROUP BY key
)
SELECT
	chosen.key AS paper_id,
	chosen.title,
	chosen.abstract,
	meta.published,
	CASE
		WHEN meta.published IS NOT NULL AND meta.has_arxiv_date THEN 'arxiv'
		WHEN meta.published IS NOT NULL THEN 'listing'
		WHEN chosen.not_before IS NOT NULL THEN 'bound'
	END AS date_source,
	chosen.not_before,
	chosen.not_before_reason,
	meta.arxiv_id,
	coalesce(cats.categories, []::VARCHAR[]) AS categories,
	meta.organization,
	meta.authors_count,
	meta.votes,
	coalesce(meta.sources, []) AS sources,
	chosen.urls,
	chosen.algorithms,
	chosen.paradigms,
	chosen.benchmarks,
	chosen.proposed,
	chosen.domains,
	chosen.model_sizes_b,
	chosen.models,
	chosen.gains,
	chosen.scores,
	chosen.mentions
FROM chosen
JOIN meta USING (key)
LEFT JOIN cats USING (key)
ORDER BY paper_id`;
}
