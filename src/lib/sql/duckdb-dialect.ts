import { PostgreSQL, SQLDialect } from '@codemirror/lang-sql';

// CodeMirror has no DuckDB dialect; DuckDB's grammar is PostgreSQL's plus its own keywords,
// types and a large function library (the most used ones are listed for highlighting; the
// live list from duckdb_functions() feeds autocomplete).

const DUCKDB_KEYWORDS =
	'anti asof columns describe exclude install load pivot pivot_longer pivot_wider positional ' +
	'pragma qualify sample semi summarize unpivot using struct list map union macro replace ' +
	'reservoir bernoulli system attach detach';

const DUCKDB_TYPES =
	'bigint blob boolean date decimal double float hugeint integer interval smallint time ' +
	'timestamp timestamptz tinyint ubigint uhugeint uinteger usmallint utinyint uuid varchar ' +
	'json struct list map union enum bit';

export const DUCKDB_BUILTINS =
	'unnest generate_series range len length list_value list_contains list_has_any list_has_all ' +
	'list_distinct list_sort list_reverse_sort list_filter list_transform list_reduce list_aggregate ' +
	'list_concat list_slice list_extract list_position list_unique array_length array_contains flatten ' +
	'struct_pack struct_extract struct_insert row map_keys map_values cardinality ' +
	'count sum avg min max median mode quantile quantile_cont quantile_disc stddev var_samp ' +
	'approx_count_distinct string_agg list arg_max arg_min any_value first last histogram ' +
	'date_trunc date_part datepart year month quarter week strftime strptime today now epoch ' +
	'make_date date_diff date_add age regexp_matches regexp_extract regexp_replace ' +
	'string_split lower upper trim contains starts_with ends_with prefix suffix substring ' +
	'concat concat_ws lpad rpad round floor ceil ln log10 exp sqrt greatest least coalesce ' +
	'nullif if ifnull typeof try_cast row_number rank dense_rank lag lead ntile percent_rank';

export const DuckDB = SQLDialect.define({
	...PostgreSQL.spec,
	keywords: `${PostgreSQL.spec.keywords ?? ''} ${DUCKDB_KEYWORDS}`,
	types: DUCKDB_TYPES,
	builtin: DUCKDB_BUILTINS,
	// DuckDB folds unquoted identifiers, so completions need not quote capitals.
	caseInsensitiveIdentifiers: true
});
