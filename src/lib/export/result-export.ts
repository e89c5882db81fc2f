import type { AsyncDuckDB, AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import type { Table } from 'apache-arrow';
import { columnNames, tableRows } from '$lib/db/table-rows';
import { neutraliseCsv, rowsToCsv } from './csv';
import { rowsToJson } from './json';
import { arrowToParquet } from './parquet';

// The full result of a query (not only the rows on screen) as CSV, JSON or Parquet.
// DuckDB writes the CSV itself (COPY into DuckDB-WASM's in-memory file system, under the one
// directory src/lib/db leaves writable). JSON and Parquet need DuckDB extensions that
// DuckDB-WASM downloads on demand, which cannot happen here (no network, extension loading
// off), so the browser encodes DuckDB's Arrow result for those, and for CSV as a fallback.

export type ResultFormat = 'csv' | 'json' | 'parquet';

export const RESULT_MIME: Record<ResultFormat, string> = {
	csv: 'text/csv',
	json: 'application/json',
	parquet: 'application/vnd.apache.parquet'
};

export interface ResultFile {
	bytes: Uint8Array;
	/** Who encoded the file: shown to the user and checked in tests. */
	writer: 'duckdb' | 'browser';
	rows: number | null;
	elapsedMs: number;
}

/** A query as the subquery of a COPY: without its trailing semicolons. */
export function asSubquery(sql: string): string {
	return sql.trim().replace(/[;\s]+$/, '');
}

export function copyCsvSql(sql: string, path: string): string {
	// The newline before `)` keeps a trailing -- comment from swallowing it.
	return `COPY (\n${asSubquery(sql)}\n) TO '${path.replace(/'/g, "''")}' (FORMAT csv, HEADER true)`;
}

const encoder = new TextEncoder();
let exportCounter = 0;

async function copyCsv(
	db: AsyncDuckDB,
	conn: AsyncDuckDBConnection,
	sql: string,
	directory: string
): Promise<Uint8Array> {
	const path = `${directory.replace(/\/?$/, '/')}result-${++exportCounter}.csv`;
	await db.registerEmptyFileBuffer(path);
	try {
		await conn.query(copyCsvSql(sql, path));
		// DuckDB writes cells as they are: formulas are neutralised here, as rowsToCsv does.
		const csv = new TextDecoder().decode(await db.copyFileToBuffer(path));
		return encoder.encode(neutraliseCsv(csv));
	} finally {
		await db.dropFile(path).catch(() => undefined);
	}
}

/** The result encoded here rather than by DuckDB (JSON and Parquet always, CSV as a fallback). */
export function encodeInBrowser(table: Table, format: ResultFormat): Uint8Array {
	if (format === 'parquet') return arrowToParquet(table);
	const names = columnNames(table);
	const rows = tableRows(table, 'exact');
	return encoder.encode(format === 'csv' ? rowsToCsv(names, rows) : rowsToJson(names, rows));
}

/** A result the console holds whole, as a file: exactly the rows shown, nothing run again. */
export function exportHeld(table: Table, format: ResultFormat): ResultFile {
	const started = performance.now();
	const bytes = encodeInBrowser(table, format);
	return { bytes, writer: 'browser', rows: table.numRows, elapsedMs: performance.now() - started };
}

export async function exportResult(
	db: AsyncDuckDB,
	conn: AsyncDuckDBConnection,
	sql: string,
	format: ResultFormat,
	/** The one directory DuckDB may still write to once external access is off. */
	directory: string
): Promise<ResultFile> {
	const started = performance.now();
	const elapsed = () => performance.now() - started;
	if (format === 'csv') {
		try {
			return {
				bytes: await copyCsv(db, conn, sql, directory),
				writer: 'duckdb',
				rows: null,
				elapsedMs: elapsed()
			};
		} catch (error) {
			// Only a refused write falls back; a broken query is the user's to see.
			if (!/Permission Error|disabled by configuration/i.test((error as Error).message))
				throw error;
		}
	}
	const table = await conn.query(asSubquery(sql));
	return {
		bytes: encodeInBrowser(table, format),
		writer: 'browser',
		rows: table.numRows,
		elapsedMs: elapsed()
	};
}
