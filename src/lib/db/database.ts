// One DuckDB-WASM per visit, in a worker, shared by every view: the `papers` table lives here.
import { AsyncDuckDB, VoidLogger, type AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { base } from '$app/paths';
import { arrowTable } from './arrow-table.ts';
import { localBundle } from './bundles.ts';
import { CHART_COLUMNS, COLUMN_TYPES, DEFERRED_COLUMNS } from './columns.ts';
import { papersFile, readColumns } from './parquet-source.ts';

let database: Promise<AsyncDuckDB> | null = null;
let deferred: Promise<void> | null = null;

/** Where export files are written inside the worker: the one path SQL may still write to. */
export const EXPORT_DIRECTORY = '/export/';

async function start(): Promise<AsyncDuckDB> {
	const bundle = await localBundle().catch((e) => {
		throw new Error(`DuckDB could not start: no usable WebAssembly bundle (${e.message})`);
	});
	const worker = new Worker(bundle.mainWorker!);
	const db = new AsyncDuckDB(new VoidLogger(), worker);
	await db.instantiate(bundle.mainModule, bundle.pthreadWorker).catch((e: Error) => {
		throw new Error(`DuckDB could not start: ${e.message}`);
	});
	await db.open({});
	const file = await papersFile(base);
	const columns = await readColumns(file, CHART_COLUMNS);
	const count = Object.values(columns)[0]?.length ?? 0;
	// Deferred columns exist from the start (typed, empty) so every query sees one schema.
	for (const name of DEFERRED_COLUMNS) columns[name] = new Array(count).fill(null);
	const connection = await db.connect();
	try {
		await connection.insertArrowTable(arrowTable(columns, COLUMN_TYPES), {
			name: 'papers',
			create: true
		});
		// From here on SQL may read the app's data and write exports, nothing else.
		await connection.query(`SET allowed_directories = ['${EXPORT_DIRECTORY}']`);
		await connection.query('SET enable_external_access = false');
		await connection.query('SET lock_configuration = true');
	} finally {
		await connection.close();
	}
	return db;
}

/** The database with `papers` registered; started on first use. */
export function getDatabase(): Promise<AsyncDuckDB> {
	database ??= start().catch((error) => {
		database = null; // a later call may try again
		throw error;
	});
	return database;
}

export async function openConnection(): Promise<AsyncDuckDBConnection> {
	return (await getDatabase()).connect();
}

/** Fills the heavy text columns (abstracts, provenance); charts never need them. */
export function loadAllColumns(): Promise<void> {
	deferred ??= (async () => {
		const db = await getDatabase();
		const columns = await readColumns(await papersFile(base), ['paper_id', ...DEFERRED_COLUMNS]);
		const types = Object.fromEntries(
			['paper_id', ...DEFERRED_COLUMNS].map((c) => [c, COLUMN_TYPES[c]])
		);
		const connection = await db.connect();
		try {
			await connection.insertArrowTable(arrowTable(columns, types), {
				name: 'papers_text',
				create: true
			});
			const set = DEFERRED_COLUMNS.map((c) => `${c} = t.${c}`).join(', ');
			await connection.query(
				`UPDATE papers SET ${set} FROM papers_text t WHERE papers.paper_id = t.paper_id`
			);
			await connection.query('DROP TABLE papers_text');
		} finally {
			await connection.close();
		}
	})().catch((error) => {
		deferred = null;
		throw error;
	});
	return deferred;
}
