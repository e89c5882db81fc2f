// The chart columns as a DuckDB database file (data/papers.duckdb), written by the build beside
// overview.json. DuckDB-WASM attaches it as it is and reads its blocks as queries need them, where
// Parquet must first be decoded (parquet-wasm) and every row inserted: at 75k papers that was most
// of the time between DuckDB compiled and DuckDB ready. `papers` is then a view over the file.

export const CHART_DATABASE_URL = 'data/papers.duckdb';

/** The catalog the file is attached as (read-only). */
export const CHART_CATALOG = 'charts';

/** The name the file is registered under in DuckDB-WASM's virtual file system. */
export const CHART_DATABASE_FILE = 'papers.duckdb';

/** The storage version the build writes: DuckDB-WASM 1.32 (DuckDB 1.4) cannot read a newer one. */
export const CHART_STORAGE_VERSION = 'v1.4.0';

/** Whether `bytes` start as a DuckDB database file does: its magic `DUCK` at byte 8. */
export function isDuckDBFile(bytes: Uint8Array): boolean {
	return bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === 'DUCK';
}

export const attachChartsSql = () =>
	`ATTACH '${CHART_DATABASE_FILE}' AS ${CHART_CATALOG} (READ_ONLY)`;

/** `papers` with every column of the data file, in its order: the chart columns read from the
 * attached file, the deferred text columns empty (typed NULLs) until loaded. DuckDB binds a view
 * as it creates it, so a file without one of the chart columns (another build's) fails here. */
export function papersViewSql(
	columns: readonly string[],
	deferred: readonly (readonly [string, string])[]
): string {
	const types = new Map(deferred);
	const select = columns.map((c) => (types.has(c) ? `NULL::${types.get(c)} AS ${c}` : c));
	return `CREATE VIEW papers AS SELECT ${select.join(', ')} FROM ${CHART_CATALOG}.papers`;
}
