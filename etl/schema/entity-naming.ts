// Which papers name a learned name, declared once: the ETL counts them into entities.parquet and
// the Emerging view counts them again among the papers its filters keep, by the same rule.

/** An acronym's plural ("MiLACs"), whose key drops the "s": ASCII only, so DuckDB's regular
 * expressions and JavaScript's read it alike (the page folds a selected name with it too). */
export const ACRONYM_PLURAL = '^[A-Z][A-Za-z0-9-]*[A-Z]s$';

/**
 * SQL: the key a learned name is known by: lower case, an acronym's plural the acronym ("MiLACs"
 * is MiLAC), so that papers spelling it either way name one thing. The app keys every name of
 * every paper with it (the name filter, Emerging): ASCII classes, as Unicode ones (\p{Lu}) made
 * a name-filtered query five times slower (100k papers under DuckDB: 160 ms against 33 ms).
 */
export const nameKeySql = (name: string) =>
	`CASE WHEN regexp_matches(${name}, '${ACRONYM_PLURAL}') THEN lower(left(${name}, length(${name}) - 1)) ELSE lower(${name}) END`;

/**
 * One row per paper and learned name it names (`paper_id`, `published`, `key`, `coins`, `lists`):
 * the paper coins the name when its `proposed` list holds it, and names it as a method, benchmark
 * or model when its algorithms, benchmarks or models hold it, by key (nameKeySql). `papers` is a
 * table or CTE of papers.parquet's columns; `keys` a query of the keys to look for.
 */
export const namingSql = (papers: string, keys: string) => `SELECT paper_id, published, key,
    bool_or(list = 'coins') AS coins, list(DISTINCT list) AS lists
  FROM (
    SELECT paper_id, published, list, ${nameKeySql('name')} AS key FROM (
      SELECT paper_id, published, 'coins' AS list, unnest(proposed) AS name FROM ${papers}
      UNION ALL SELECT paper_id, published, 'method', unnest(algorithms) FROM ${papers}
      UNION ALL SELECT paper_id, published, 'benchmark', unnest(benchmarks) FROM ${papers}
      UNION ALL SELECT paper_id, published, 'model', unnest(list_transform(models, m -> m.name)) FROM ${papers}
    )
  )
  WHERE key IN (${keys})
  GROUP BY ALL`;

/**
 * Whether naming row `naming` counts for the learned name `entity` (a row with its `type`): its
 * coiner does, and a paper that names it as what it is. A homonym in another list ("CRAFT" the
 * benchmark, where the learned CRAFT is a method) is another thing.
 */
export const namesAsItsType = (naming: string, entity: string) =>
	`(${naming}.coins OR list_contains(${naming}.lists, ${entity}.type))`;
