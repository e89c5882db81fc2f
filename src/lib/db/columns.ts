// Which columns of papers.parquet the charts read, and the heavy text ones they never need.
import {
	DEFERRED_COLUMN_NAMES,
	FEATURE_COLUMN_NAMES,
	PAPER_COLUMN_NAMES,
	PAPER_SCHEMA,
	type PaperColumn
} from '$schema/papers.ts';
import { duckdbType } from '$schema/sql-type.ts';

export const PAPER_COLUMNS: readonly PaperColumn[] = PAPER_COLUMN_NAMES;

/** Heavy text columns, loaded only when asked for (SQL console); a paper page reads its own row. */
export const DEFERRED_COLUMNS: readonly PaperColumn[] = DEFERRED_COLUMN_NAMES;

/** Everything the charts and the papers table read. */
export const CHART_COLUMNS: readonly PaperColumn[] = FEATURE_COLUMN_NAMES;

/** DuckDB type of each deferred column: they exist (empty) from the start so every query sees
 * one schema, and are filled in place when loaded. */
export const DEFERRED_TYPES: [PaperColumn, string][] = DEFERRED_COLUMN_NAMES.map((c) => [
	c,
	duckdbType(PAPER_SCHEMA[c].type)
]);
