// Runs the overview's SQL over the built data file at build time, so the first paint needs no
// DuckDB in the browser. Same query builders as the app: the answers are the same by construction.
import { DuckDBInstance } from '@duckdb/node-api';
import { rename, stat, writeFile } from 'node:fs/promises';
import { CORPUS_SOURCES_SQL } from '../src/lib/export/corpus-sources.ts';
import { emptyFilters } from '../src/lib/queries/filters.ts';
import { overviewQueries } from '../src/lib/queries/overview.ts';

const parquet = process.argv[2] ?? 'static/data/papers.parquet';
const out = process.argv[3] ?? 'static/data/overview.json';

await stat(parquet).catch(() => {
	throw new Error(`${parquet}: missing (run \`npm run etl\` first)`);
});
const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
await connection.run(
	`CREATE VIEW papers AS SELECT * FROM read_parquet('${parquet.replaceAll("'", "''")}')`
);
const queries: Record<string, { sql: string; rows: unknown[] }> = {};
for (const [id, sql] of Object.entries(overviewQueries(emptyFilters()))) {
	const result = await connection.runAndReadAll(sql);
	queries[id] = { sql, rows: result.getRowObjectsJson() };
}
// What every caption cites: the sources and their capture days, from the data itself.
const sources = (await connection.runAndReadAll(CORPUS_SOURCES_SQL)).getRowObjectsJson();
connection.closeSync();
instance.closeSync();
await writeFile(`${out}.partial`, JSON.stringify({ sources, queries }));
await rename(`${out}.partial`, out);
console.log(`precomputed ${Object.keys(queries).length} overview queries → ${out}`);
