// One DuckDB-WASM per visit, in a worker, shared by every view: the `papers` and `entities`
// tables live here.
import { AsyncDuckDB, VoidLogger, type AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { base } from '$app/paths';
import { localBundle } from './bundles.ts';
import { CHART_COLUMNS, DEFERRED_COLUMNS, DEFERRED_TYPES, PAPER_COLUMNS } from './columns.ts';
import { loadEntities, type EntitiesState } from './entities.ts';
import { EXPORT_DIRECTORY } from './export-directory.ts';
import { decodeColumns, decodeEntities } from './parquet-source.ts';
import { markPhase } from './phase-marks.ts';

let database: Promise<AsyncDuckDB> | null = null;
let entities: EntitiesState = { state: 'missing' };
let deferred: Promise<void> | null = null;

async function instantiate(): Promise<AsyncDuckDB> {
	const bundle = await localBundle().catch((e) => {
		throw new Error(`DuckDB could not start: no usable WebAssembly bundle (${e.message})`);
	});
	const worker = new Worker(bundle.mainWorker!);
	const db = new AsyncDuckDB(new VoidLogger(), worker);
	await db.instantiate(bundle.mainModule, bundle.pthreadWorker).catch((e: Error) => {
		throw new Error(`DuckDB could not start: ${e.message}`);
	});
	await db.open({});
	markPhase('rl:db:instantiated');
	return db;
}

async function start(): Promise<AsyncDuckDB> {
	markPhase('rl:db:start');
	// The file is decoded in its own worker while DuckDB compiles: neither waits for the other.
	const decoded = decodeColumns(base, CHART_COLUMNS);
	decoded.then(() => markPhase('rl:db:decoded')).catch(() => {}); // reported below
	const learned = decodeEntities(base);
	learned.catch(() => {}); // kept in the entities state, never fatal
	const db = await instantiate();
	const ipc = await decoded;
	const connection = await db.connect();
	try {
		await connection.insertArrowFromIPCStream(ipc, { name: 'papers', create: true });
		markPhase('rl:db:inserted');
		for (const [name, type] of DEFERRED_TYPES) {
			await connection.query(`ALTER TABLE papers ADD COLUMN ${name} ${type}`);
		}
		entities = await loadEntities(connection, learned);
		// From here on SQL may read the app's data and write exports, nothing else.
		await connection.query(`SET allowed_directories = ['${EXPORT_DIRECTORY}']`);
		await connection.query('SET enable_external_access = false');
		await connection.query('SET lock_configuration = true');
	} finally {
		await connection.close();
	}
	return db;
}

/** The database with `papers` and `entities` registered; started on first use. */
export function getDatabase(): Promise<AsyncDuckDB> {
	database ??= start().catch((error) => {
		database = null; // a later call may try again
		throw error;
	});
	return database;
}

/** Whether the learned names loaded (the `entities` table exists either way, maybe empty). */
export async function entitiesState(): Promise<EntitiesState> {
	await getDatabase();
	return entities;
}

export async function openConnection(): Promise<AsyncDuckDBConnection> {
	return (await getDatabase()).connect();
}

/** Fills the heavy text columns (abstracts, provenance); charts never need them. */
export function loadAllColumns(): Promise<void> {
	deferred ??= (async () => {
		const db = await getDatabase();
		const ipc = await decodeColumns(base, ['paper_id', ...DEFERRED_COLUMNS]);
		const connection = await db.connect();
		try {
			await connection.insertArrowFromIPCStream(ipc, { name: 'papers_text', create: true });
			// A new table swapped in, in one transaction: an UPDATE of list columns would rewrite
			// every row in place (twice the memory), and other views keep querying meanwhile.
			const columns = PAPER_COLUMNS.map((c) =>
				DEFERRED_COLUMNS.includes(c) ? `t.${c}` : `p.${c}`
			).join(', ');
			await connection.query(
				`CREATE TABLE papers_full AS SELECT ${columns} FROM papers p LEFT JOIN papers_text t USING (paper_id)`
			);
			await connection.query('BEGIN TRANSACTION');
			await connection.query('DROP TABLE papers');
			await connection.query('ALTER TABLE papers_full RENAME TO papers');
			await connection.query('COMMIT');
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
