/**
 * SQL that turns staged records (one per listing or arXiv line) into one row per paper.
 * Identity: records sharing an arXiv id are one paper; otherwise the normalised-title id.
 * The chosen record (arXiv first, then the longest abstract, then the first seen) gives the
 * text and the features, so provenance offsets stay valid for the text that is kept.
 * Every ordering is total, so the same input gives the same bytes.
 *
 * Memory stays bounded at any input size: identity, choice and metadata are worked out on slim
 * columns with plain grouped aggregates (no ORDER BY inside an aggregate: DuckDB buffers those
 * whole), and the wide rows with abstracts are only streamed once, joined to the chosen record
 * ids; the writer then sorts by paper_id, which spills.
 */
import { PAPER_COLUMN_NAMES, type PaperColumn } from '../schema/papers.ts';

/** Statements that build the slim `keyed`, `chosen`, `meta` and `cats` tables from `staged`
 * (plain tables of the merge database, so the buffer manager may evict them). */
export function mergeStatements(staged: string): string[] {
	return [
		`CREATE TABLE keyed AS
SELECT s.rowid AS rid, coalesce(a.key, s.paper_id) AS key, s.arxiv_id, s.origin,
	coalesce(length(s.abstract), -1) AS abstract_length, s.file, s.line, s.rank,
	md5(concat_ws(chr(10), s.title, s.abstract)) AS content,
	s.organization, s.authors_count, s.votes, s.published, s.date_source, s.categories, s.captured
FROM ${staged} s
LEFT JOIN (
	SELECT arxiv_id, min(paper_id) AS key FROM ${staged} WHERE arxiv_id IS NOT NULL GROUP BY arxiv_id
) a ON s.arxiv_id = a.arxiv_id`,
		`CREATE TABLE chosen AS
SELECT key,
	-- Ties (same file name and line in two folders) go by content, never by read order.
	arg_min(rid, (origin IS DISTINCT FROM 'arxiv', -abstract_length, file, line, content)) AS rid
FROM keyed GROUP BY key`,
		`CREATE TABLE meta AS
SELECT key,
	min(arxiv_id) AS arxiv_id,
	arg_min(organization, (file, line, organization)) FILTER (WHERE organization IS NOT NULL) AS organization,
	max(authors_count) AS authors_count,
	max(votes) AS votes,
	-- An arXiv record's day, else the month its id encodes, else a listing's day.
	coalesce(
		min(published) FILTER (WHERE date_source = 'arxiv'),
		min(published) FILTER (WHERE date_source = 'arxiv-id'),
		min(published) FILTER (WHERE date_source = 'listing')
	) AS published,
	bool_or(date_source = 'arxiv' AND published IS NOT NULL) AS has_arxiv_date,
	bool_or(date_source = 'arxiv-id' AND published IS NOT NULL) AS has_arxiv_month,
	-- A paper cannot postdate the first capture that lists it.
	min(captured) AS not_after,
	list_sort(list({'file': file, 'rank': rank, 'captured': captured}) FILTER (WHERE rank IS NOT NULL)) AS sources
FROM keyed GROUP BY key`,
		`CREATE TABLE cats AS
SELECT key, list_sort(list(DISTINCT c)) AS categories
FROM (SELECT key, unnest(categories) AS c FROM keyed)
GROUP BY key`
	];
}

/** `learned` put through `lambdas`, or [] when the corpus pass learned nothing for the paper (most
 * papers): CASE runs the lambdas on the other rows only. */
const whenLearned = (learned: string, lambdas: (list: string) => string) =>
	`CASE WHEN ${learned} IS NULL THEN [] ELSE ${lambdas(learned)} END`;

/** The paper's own list, then the corpus-learned names it does not already hold (any case). */
const appendNew = (own: string, learned: string) =>
	`list_concat(${own}, ${whenLearned(learned, (list) => `list_filter(${list}, n -> NOT list_contains(list_transform(${own}, x -> lower(x)), lower(n)))`)})`;

/** Paper columns computed in the merge; each must have the type schema/papers.ts declares
 * (tests/etl/write/merge-types.test.ts holds them to it). */
const COMPUTED: Partial<Record<PaperColumn, string>> = {
	paper_id: 'chosen.key',
	date_source: `CASE
		WHEN meta.published IS NOT NULL AND meta.has_arxiv_date THEN 'arxiv'
		WHEN meta.published IS NOT NULL AND meta.has_arxiv_month THEN 'arxiv-id'
		WHEN meta.published IS NOT NULL THEN 'listing'
		WHEN s.not_before IS NOT NULL OR l.bound IS NOT NULL OR meta.not_after IS NOT NULL THEN 'bound'
	END`,
	not_before:
		'CASE WHEN l.bound > s.not_before OR s.not_before IS NULL THEN l.bound ELSE s.not_before END',
	categories: 'coalesce(cats.categories, []::VARCHAR[])',
	sources: 'coalesce(meta.sources, [])',
	algorithms: appendNew('s.algorithms', 'l.methods'),
	benchmarks: appendNew('s.benchmarks', 'l.benchmarks'),
	models: `list_concat(s.models, ${whenLearned(
		'l.models',
		(list) => `list_transform(
		list_filter(${list}, n -> NOT list_contains(list_transform(s.models, m -> lower(m.name)), lower(n))),
		n -> {'name': n, 'family': NULL::VARCHAR, 'params_b': NULL::DOUBLE})`
	)})`,
	not_before_reason: `CASE WHEN l.bound > s.not_before OR (s.not_before IS NULL AND l.bound IS NOT NULL)
		THEN 'learned name ' || l.bound_name ELSE s.not_before_reason END`,
	mentions: `list_concat(s.mentions, ${whenLearned(
		'l.spans',
		(list) => `list_transform(${list},
		x -> {'kind': x.kind, 'name': x.name, 'field': x.field, 'start': x.start, 'end': x."end"})`
	)})`
};

/** Paper columns taken as they are from the per-paper aggregates (`meta`). */
const FROM_META: readonly PaperColumn[] = [
	'published',
	'not_after',
	'arxiv_id',
	'organization',
	'authors_count',
	'votes'
];

/** Where a column's value comes from: computed, aggregated, else the chosen record's own. */
const source = (name: PaperColumn) =>
	COMPUTED[name] ?? (FROM_META.includes(name) ? `meta.${name}` : `s.${name}`);

/** One row per paper in the declared column order, with the names the corpus pass learned
 * (learn-sql.ts) appended, in no particular order (the writer sorts). Runs after
 * `mergeStatements`. */
export function mergedPapersSql(staged: string): string {
	return `
SELECT
	${PAPER_COLUMN_NAMES.map((name) => `${source(name)} AS ${name}`).join(',\n\t')}
FROM chosen
JOIN ${staged} s ON s.rowid = chosen.rid
JOIN meta ON meta.key = chosen.key
LEFT JOIN cats ON cats.key = chosen.key
LEFT JOIN learned l ON l.paper_id = chosen.key`;
}
