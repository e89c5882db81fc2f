// Which columns of papers.parquet the charts read, and the heavy text ones they never need.
import { PAPER_COLUMNS, STAGED_COLUMNS } from '../../../etl/write/schema.ts';

export { PAPER_COLUMNS };

/** Heavy text columns, loaded only when asked for (SQL console); a paper page reads its own row. */
export const DEFERRED_COLUMNS = ['abstract', 'mentions', 'not_before_reason'] as const;

/** Everything the charts and the papers table read. */
export const CHART_COLUMNS: string[] = PAPER_COLUMNS.filter(
	(c) => !(DEFERRED_COLUMNS as readonly string[]).includes(c)
);

/** DuckDB type of each deferred column: they exist (empty) from the start so every query sees
 * one schema, and are filled in place when loaded. */
export const DEFERRED_TYPES: [string, string][] = DEFERRED_COLUMNS.map((c) => [
	c,
	STAGED_COLUMNS[c]
]);
