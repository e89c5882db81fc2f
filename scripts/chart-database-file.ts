// Writes the chart database the app attaches (src/lib/db/chart-database.ts): the chart columns of
// `table` as the table `papers` of a DuckDB file, in the storage version the app's DuckDB-WASM
// reads. Written beside as `.partial`, then renamed: a half-written file is never published.
import type { DuckDBConnection } from '@duckdb/node-api';
import { rename, rm } from 'node:fs/promises';
import { CHART_STORAGE_VERSION } from '../src/lib/db/chart-database.ts';

const quoted = (path: string) => `'${path.replaceAll("'", "''")}'`;

export async function writeChartDatabase(
	connection: DuckDBConnection,
	table: string,
	out: string
): Promise<void> {
	const partial = `${out}.partial`;
	await rm(partial, { force: true });
	await connection.run(
		`ATTACH ${quoted(partial)} AS chart_file (STORAGE_VERSION '${CHART_STORAGE_VERSION}')`
	);
	try {
		await connection.run(`CREATE TABLE chart_file.papers AS SELECT * FROM ${table}`);
	} finally {
		await connection.run('DETACH chart_file');
	}
	await rename(partial, out);
}
