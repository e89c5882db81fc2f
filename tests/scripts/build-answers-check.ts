// What the build's answer files must hold: the rows the app's own DuckDB-WASM gives for the same
// SQL over the same tables, as the page reads them (tableRows), once through JSON as the page gets
// them. The tables go to DuckDB-WASM in a database file, as the app's chart database does.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { readFile, rm } from 'node:fs/promises';
import { CHART_STORAGE_VERSION } from '../../src/lib/db/chart-database.ts';
import { CHART_COLUMNS } from '../../src/lib/db/columns.ts';
import { tableRows } from '../../src/lib/db/table-rows.ts';
import type { Precomputed } from '../../src/lib/state/precomputed.ts';
import { writeFixtureData, type FixtureData } from '../fixtures/papers/fixture-data.ts';
import { wasmDuckDB } from '../wasm-duckdb.ts';

/** The fixture papers (and their learned names) written by the ETL, and their chart columns as
 * `papers` in a fresh DuckDB, as the build reads them; `close` removes it all. */
export async function fixtureBuild(): Promise<{
	data: FixtureData;
	connection: DuckDBConnection;
	close: () => Promise<void>;
}> {
	const data = await writeFixtureData();
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	await connection.run(
		`CREATE TABLE papers AS SELECT ${CHART_COLUMNS.join(', ')} FROM read_parquet('${data.papers}')`
	);
	return {
		data,
		connection,
		close: async () => {
			connection.closeSync();
			instance.closeSync();
			await data.remove();
		}
	};
}

/** Each answer's rows beside DuckDB-WASM's for its SQL, over `tables` of `connection` (copied
 * through `file`, removed after). */
export async function wasmAnswers(
	connection: DuckDBConnection,
	tables: string[],
	answers: Precomputed,
	file: string
): Promise<{ id: string; built: unknown; app: Record<string, unknown>[] }[]> {
	await connection.run(`ATTACH '${file}' AS f (STORAGE_VERSION '${CHART_STORAGE_VERSION}')`);
	for (const table of tables)
		await connection.run(`CREATE TABLE f.${table} AS SELECT * FROM ${table}`);
	await connection.run('DETACH f');
	const db = await wasmDuckDB();
	db.registerFileBuffer('tables.duckdb', new Uint8Array(await readFile(file)));
	await rm(file);
	const wasm = db.connect();
	wasm.query(`ATTACH 'tables.duckdb' AS f (READ_ONLY)`);
	for (const table of tables) wasm.query(`CREATE TABLE ${table} AS SELECT * FROM f.${table}`);
	const compared = Object.entries(answers.queries).map(([id, { sql, rows }]) => ({
		id,
		built: JSON.parse(JSON.stringify(rows)),
		app: tableRows(wasm.query(sql), 'rows')
	}));
	wasm.close();
	return compared;
}
