// Runs the overview's SQL over the built data file at build time, so the first paint needs no
// DuckDB in the browser. Same query builders as the app: the answers are the same by construction.
// The answers that grow with the corpus go to overview-deferred.json (DEFERRED_OVERVIEW). Also the
// cube that answers every state of list, size and date filters in the page (overview-cube.bin, see
// src/lib/cube), the search index with which it answers a search for one word too
// (search-index.bin, see src/lib/search), the chart columns as a DuckDB file the app attaches
// without decoding (papers.duckdb), the other views' first answers (`<view>.json`, see
// VIEW_FIRST_QUERIES), Trends' (trends.json) and Emerging's (emerging.json, when the ETL wrote
// entities.parquet beside the data).
import { DuckDBInstance } from '@duckdb/node-api';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CHART_COLUMNS } from '../src/lib/db/columns.ts';
import { writeChartDatabase } from './chart-database-file.ts';
import { CORPUS_SOURCES_SQL } from '../src/lib/export/corpus-sources.ts';
import { encodeCube } from '../src/lib/cube/cube-file.ts';
import { emptyFilters } from '../src/lib/queries/filters.ts';
import { DEFERRED_OVERVIEW, overviewQueries } from '../src/lib/queries/overview.ts';
import { readCube } from './overview-cube.ts';
import { readSearchIndex } from './search-index.ts';
import { encodeSearchIndex } from '../src/lib/search/search-index-file.ts';
import { answerQueries } from './answer-queries.ts';
import { emergingAnswers } from './emerging-answers.ts';
import { trendsAnswers } from './trends-answers.ts';
import { viewAnswers } from './view-answers.ts';

const parquet = process.argv[2] ?? 'static/data/papers.parquet';
const out = process.argv[3] ?? 'static/data/overview.json';
const cubeOut = process.argv[4] ?? join(dirname(out), 'overview-cube.bin');
const chartsOut = process.argv[5] ?? join(dirname(out), 'papers.duckdb');
const deferredOut = join(dirname(out), 'overview-deferred.json');
const searchOut = join(dirname(out), 'search-index.bin');
const emergingOut = join(dirname(out), 'emerging.json');
const trendsOut = join(dirname(out), 'trends.json');
const entitiesFile = join(dirname(parquet), 'entities.parquet');

async function writeAtomically(path: string, value: unknown) {
	await writeFile(`${path}.partial`, value instanceof Uint8Array ? value : JSON.stringify(value));
	await rename(`${path}.partial`, path);
}

await stat(parquet).catch(() => {
	throw new Error(`${parquet}: missing (run \`npm run etl\` first)`);
});
const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
// A table, not a view: the cube's queries read it a dozen times, and the chart columns only (no
// abstracts) keep a million papers in memory.
await connection.run(
	`CREATE TABLE papers AS SELECT ${CHART_COLUMNS.join(', ')} FROM read_parquet('${parquet.replaceAll("'", "''")}')`
);
const answered = Object.entries(await answerQueries(connection, overviewQueries(emptyFilters())));
const queries = Object.fromEntries(answered.filter(([id]) => !DEFERRED_OVERVIEW.includes(id)));
const deferred = Object.fromEntries(answered.filter(([id]) => DEFERRED_OVERVIEW.includes(id)));
const cube = await readCube(connection);
// In the cube's paper numbers: without a cube it has nothing to answer with.
const search = cube && (await readSearchIndex(connection));
// What every caption cites: the sources and their capture days, from the data itself.
const sources = (await connection.runAndReadAll(CORPUS_SOURCES_SQL)).getRowObjectsJson();
const trends = await trendsAnswers(connection);
const views = await viewAnswers(connection);
const emerging = await emergingAnswers(connection, entitiesFile);
await writeChartDatabase(connection, 'papers', chartsOut);
connection.closeSync();
instance.closeSync();
await writeAtomically(out, { sources, queries });
await writeAtomically(deferredOut, { queries: deferred });
// Without a cube (data it cannot stand for) the page asks DuckDB; an old cube must not stay,
// nor the single-bar answers older builds wrote, which nothing reads any more.
if (cube) await writeAtomically(cubeOut, encodeCube(cube));
else await rm(cubeOut, { force: true });
if (search) await writeAtomically(searchOut, encodeSearchIndex(search));
else await rm(searchOut, { force: true });
await writeAtomically(trendsOut, trends);
for (const [view, answers] of Object.entries(views))
	await writeAtomically(join(dirname(out), `${view}.json`), answers);
// Without learned names the view asks DuckDB, which says the file is missing.
if (emerging) await writeAtomically(emergingOut, emerging);
else await rm(emergingOut, { force: true });
await rm(join(dirname(out), 'overview-filters.json'), { force: true });
const viewFiles = Object.keys(views).map((view) => `${view}.json`);
console.log(
	[
		`precomputed ${Object.keys(queries).length} overview queries → ${out}`,
		`${Object.keys(deferred).length} → ${deferredOut}`,
		cube
			? `the cube of ${cube.papers} papers → ${cubeOut}, its search index → ${searchOut}`
			: 'no cube nor search index (the data has entries the cube cannot stand for)',
		`chart columns → ${chartsOut}`,
		`Trends' first answers → ${trendsOut}`,
		`the first answers of ${Object.keys(views).join(', ')} → ${viewFiles.join(', ')}`,
		emerging
			? `Emerging's first answers (${emerging.entities} learned names) → ${emergingOut}`
			: 'no learned names (no readable entities.parquet beside the data)'
	].join(', ')
);
