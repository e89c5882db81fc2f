/**
 * The corpus pass: names papers coin (staged `coined`) become entities, and the unexplained
 * name-like tokens of *other* papers (staged `candidates`) that spell one are tagged with its
 * type. Runs after `mergeStatements` (it reads `chosen` and `meta`), on slim tables only.
 *
 * Only names one paper coins are tagged: a name several papers claim is an established term or
 * an ambiguous one. Acronyms and plain words ("SPA", "CRAFT", "Apollo") mean different things in
 * different papers: a mention of one counts only with evidence — the same long form in the mentioning paper, or a cue word of the
 * entity's type right after it ("ACE benchmark") when no paper defined it two ways.
 */
import { SMALL_WORD_LIST } from '../extract/name-shape.ts';
import { nameKeySql, namesAsItsType, namingSql } from '../schema/entity-naming.ts';

export function learnStatements(staged: string): string[] {
	return [
		// "MiLACs" is "MiLAC": an acronym's plural is the same name.
		`CREATE OR REPLACE MACRO name_key(name) AS ${nameKeySql('name')}`,
		// A long form as the words that tell it apart: lower case, no small words, "RL" spelled out,
		// each word cut to 4 letters, so "Optimisation" is "Optimization", "models" is "Model" and
		// "modeling" is "model".
		`CREATE OR REPLACE MACRO long_form_stems(form) AS list_transform(list_filter(
	string_split(regexp_replace(regexp_replace(lower(form), '[^\\p{L}\\p{N}]+', ' ', 'g'),
		'(^| )rl( |$)', '\\1reinforcement learning\\2', 'g'), ' '),
	w -> w <> '' AND w NOT IN (${SMALL_WORD_LIST.map((w) => `'${w}'`).join(', ')})),
	w -> left(w, 4))`,
		// Two long forms (as their stems) name the same thing when one's words start the other's: a
		// trailing kind word ("… Policy Optimization algorithm") adds nothing.
		`CREATE OR REPLACE MACRO same_stems(a, b) AS
len(a) > 0 AND len(b) > 0 AND (list_slice(a, 1, len(b)) = b OR list_slice(b, 1, len(a)) = a)`,
		// Whether one of a name's long forms (as stems) is the same as `stems`.
		`CREATE OR REPLACE MACRO any_same_stems(stem_lists, stems) AS
len(list_filter(stem_lists, s -> same_stems(s, stems))) > 0`,
		`CREATE TABLE paper_rows AS
SELECT chosen.key AS paper_id, chosen.rid, meta.published FROM chosen JOIN meta ON meta.key = chosen.key`,
		`CREATE TABLE definitions AS
SELECT paper_id, published, c.name, name_key(c.name) AS key, c.type, c.long_form, c.evidence
FROM (SELECT p.paper_id, p.published, unnest(s.coined) AS c
	FROM paper_rows p JOIN ${staged} s ON s.rowid = p.rid)`,
		// Earliest dated definer first; undated after; ties by id, then the shortest spelling. The
		// name, paper, sentence and long form come from that one row: a gloss from another definer
		// contradicted the sentence quoted ("AIM": one paper's Alphabet Index Mapping, another's …).
		// (A struct of them, as arg_min skips a NULL long form and would take another row's.)
		`CREATE TABLE entity_names AS
SELECT key, first.name AS name, first.paper_id AS paper_id, first.evidence AS evidence,
	first.long_form AS long_form, definers, spellings, long_forms, long_form_stems, defined_first
FROM (SELECT key,
	arg_min({'name': name, 'paper_id': paper_id, 'evidence': evidence, 'long_form': long_form},
		(published IS NULL, published, paper_id, length(name), name)) AS first,
	count(DISTINCT paper_id)::INTEGER AS definers,
	list_sort(list(DISTINCT name)) AS spellings,
	list_sort(list(DISTINCT long_form) FILTER (WHERE long_form IS NOT NULL)) AS long_forms,
	list(DISTINCT long_form_stems(long_form)) FILTER (WHERE long_form IS NOT NULL) AS long_form_stems,
	min(published) AS defined_first
FROM definitions GROUP BY key)`,
		// The type most definers gave it; 'other' only when none gave a real one.
		`CREATE TABLE entity_types AS
SELECT key, arg_max(type, (votes, type)) AS type FROM (
	SELECT key, type, count(*) + CASE WHEN type = 'other' THEN -1000000 ELSE 0 END AS votes
	FROM definitions GROUP BY key, type
) GROUP BY key`,
		// Every use of a coined name by a paper that did not coin it, before any evidence rule.
		`CREATE TABLE uses AS
SELECT m.paper_id, m.published, m.key, m.field, m.start, m."end", m.cue, m.long_form,
	long_form_stems(m.long_form) AS long_form_stems
FROM (
	SELECT p.paper_id, p.published, name_key(c.name) AS key, c.field, c.start, c."end", c.cue, c.long_form
	FROM (SELECT p.paper_id, p.published, unnest(s.candidates) AS c
		FROM paper_rows p JOIN ${staged} s ON s.rowid = p.rid) p
) m
WHERE m.key IN (SELECT key FROM entity_names)
	AND NOT EXISTS (SELECT 1 FROM definitions d WHERE d.key = m.key AND d.paper_id = m.paper_id)`,
		// Papers that spell a coined name out with another long form than its coiner's.
		`CREATE TABLE respelled AS
SELECT DISTINCT u.paper_id, u.key FROM uses u JOIN entity_names e ON e.key = u.key
WHERE u.long_form IS NOT NULL AND e.long_forms IS NOT NULL
	AND NOT any_same_stems(e.long_form_stems, u.long_form_stems)`,
		`CREATE TABLE evidenced AS
SELECT m.paper_id, m.published, m.key, m.field, m.start, m."end", e.name, t.type,
	e.paper_id AS definer, e.defined_first
FROM uses m
JOIN entity_names e ON e.key = m.key
JOIN entity_types t ON t.key = m.key
WHERE t.type <> 'other'
	-- A name several papers claim to coin is an established term or an ambiguous one.
	AND e.definers = 1
	AND (
		-- A plain word, an all-capital acronym or any name of three characters or fewer ("Apollo",
		-- "CRAFT", "SPA", "P4") names different things in different papers; a longer mixed or digit
		-- shape ("MusicGen", "LZ78", "FC-SDNN") is distinctive.
		NOT regexp_full_match(e.name, '[A-Za-z]{2,4}s?|[A-Z]+s?|[A-Z][a-z]+|[A-Za-z0-9]{1,3}')
		OR coalesce(any_same_stems(e.long_form_stems, m.long_form_stems), false)
		-- (No long form at all leaves the list NULL, not empty.)
		OR (m.cue = t.type AND coalesce(len(e.long_forms), 0) <= 1)
	)
	-- A paper that spells the name out otherwise means another thing by the same letters, however
	-- distinctive their shape, wherever it writes them ("constrained RL (CRL) … CRL methods").
	AND NOT EXISTS (SELECT 1 FROM respelled r WHERE r.paper_id = m.paper_id AND r.key = m.key)`,
		// A name two other papers already use by the end of the month it was "coined" in existed
		// before: a term of the field ("Genetic Algorithm (GA)"), not a new name. So does one
		// that one paper uses, with the evidence an adoption needs, no later than its coiner (on
		// the real arXiv sample, dated by month, 6 of the 7 names one other paper used in their
		// month were existing ones: LZ78, SINDy, MusicGen, …); a later use that month may be a
		// fast adoption.
		`CREATE TABLE established AS
SELECT u.key FROM uses u JOIN entity_names e ON e.key = u.key
WHERE u.published IS NOT NULL AND e.defined_first IS NOT NULL
	AND u.published < date_trunc('month', e.defined_first) + INTERVAL 1 MONTH
GROUP BY u.key HAVING count(DISTINCT u.paper_id) >= 2
UNION
SELECT v.key FROM evidenced v
WHERE v.published IS NOT NULL AND v.defined_first IS NOT NULL
	AND v.published <= v.defined_first`,
		`CREATE TABLE adoptions AS
SELECT * FROM evidenced WHERE key NOT IN (SELECT key FROM established)`,
		`CREATE TABLE learned AS
SELECT paper_id,
	list_sort(list(DISTINCT name) FILTER (WHERE type = 'method')) AS methods,
	list_sort(list(DISTINCT name) FILTER (WHERE type = 'benchmark')) AS benchmarks,
	list_sort(list(DISTINCT name) FILTER (WHERE type = 'model')) AS models,
	list_sort(list({'field': field, 'start': start, 'end': "end", 'kind': CASE type WHEN 'method' THEN 'algorithm' ELSE type END, 'name': name})) AS spans,
	-- A paper that uses a name cannot predate the month its one coiner appeared in.
	date_trunc('month', max(defined_first))::DATE AS bound,
	arg_max(name || ' (coined by paper ' || definer || ', ' || strftime(defined_first, '%Y-%m-%d') || ')',
		(defined_first, name)) FILTER (WHERE defined_first IS NOT NULL) AS bound_name
FROM adoptions GROUP BY paper_id`
	];
}

/**
 * One row per learned name, most adopted first (entities.parquet): run once `papers` holds the
 * tagged lists, so that its counts are the papers naming each name by the rule the Emerging view
 * counts by (a paper that lists a learned benchmark it read as one, untagged, names it too).
 */
export const ENTITIES_SQL = `
WITH kept AS (
	SELECT e.*, t.type FROM entity_names e JOIN entity_types t ON t.key = e.key
	WHERE e.key NOT IN (SELECT key FROM established)
),
naming AS (${namingSql('papers', 'SELECT key FROM kept')}),
counted AS (
	SELECT e.key, count(DISTINCT k.paper_id) AS papers,
		count(DISTINCT k.paper_id) FILTER (WHERE NOT k.coins) AS adopters,
		min(k.published) FILTER (WHERE NOT k.coins) AS first_adopted
	FROM kept e JOIN naming k ON k.key = e.key AND ${namesAsItsType('k', 'e')}
	GROUP BY e.key
)
SELECT e.name, e.type,
	list_filter(list_concat(e.spellings, e.long_forms), a -> a <> e.name) AS aliases,
	e.long_form,
	e.paper_id,
	e.definers,
	-- The coiner's date, else its first adopter's: a paper that lists the name before its dated
	-- coiner is no sign the name existed then (an earlier use with evidence made it established).
	coalesce(e.defined_first, c.first_adopted) AS first_seen,
	coalesce(c.papers, 0)::INTEGER AS papers,
	coalesce(c.adopters, 0)::INTEGER AS adopters,
	e.evidence
FROM kept e LEFT JOIN counted c ON c.key = e.key
ORDER BY adopters DESC, papers DESC, e.name, e.paper_id`;
