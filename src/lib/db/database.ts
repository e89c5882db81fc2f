// One DuckDB-WASM per visit, in a worker, shared by every view: the `papers` and `entities`
// tables live here.
import { AsyncDuckDB, VoidLogger, type AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { base } from '$app/paths';
import { localBundle } from './bundles.ts';
import {
	attachChartsSql,
	CHART_CATALOG,
	CHART_DATABASE_FILE,
	papersViewSql
} from './chart-database.ts';
import { fetchChartDatabase } from './chart-file.ts';
import { CHART_COLUMNS, DEFERRED_COLUMNS, DEFERRED_TYPES, PAPER_COLUMNS } from './columns.ts';
import { CREATE_ENTITIES, fillEntities, type EntitiesState } from './entities.ts';
import { EXPORT_DIRECTORY } from './export-directory.ts';
import { decodeColumns, decodeEntities } from './parquet-source.ts';
import { markPhase } from './phase-marks.ts';
import { failsWhenUnreachable } from './wasm-reachable.ts';

let database: Promise<AsyncDuckDB> | null = null;
let entities: EntitiesState = { state: 'missing' };
/** The learned names filled in: started by the first reader, never rejects. */
let entitiesFilled: Promise<void> | null = null;
let deferred: Promise<void> | null = null;
/** What `papers` is: a view over the attached chart database, or a table of decoded Parquet. */
let papersKind: 'VIEW' | 'TABLE' = 'TABLE';

async function instantiate(): Promise<AsyncDuckDB> {
	const bundle = await localBundle().catch((e) => {
		throw new Error(`DuckDB could not start: no usable WebAssembly bundle (${e.message})`);
	});
	const worker = new Worker(bundle.mainWorker!);
	const db = new AsyncDuckDB(new VoidLogger(), worker);
	await Promise.race([
		db.instantiate(bundle.mainModule, bundle.pthreadWorker),
		failsWhenUnreachable(bundle.mainModule)
	]).catch((e: Error) => {
		worker.terminate();
		throw new Error(`DuckDB could not start: ${e.message}`);
	});
	// Background queries (the warm-up) run in steps of at most this many ms, so a chart's query
	// waits no longer for one of them (see background-query.ts).
	await db.open({ query: { queryPollingInterval: 10 } });
	markPhase('rl:db:instantiated');
	return db;
}

/** `papers` as a view over the chart database; throws when the file does not fit this app (the
 * view is bound as it is created: a column the file lacks fails here). */
async function attachCharts(
	db: AsyncDuckDB,
	connection: AsyncDuckDBConnection,
	bytes: Uint8Array
): Promise<void> {
	await db.registerFileBuffer(CHART_DATABASE_FILE, bytes);
	await connection.query(attachChartsSql());
	await connection.query(papersViewSql(PAPER_COLUMNS, DEFERRED_TYPES));
}

/** `papers` as a table of the chart columns decoded from papers.parquet. */
async function insertDecoded(connection: AsyncDuckDBConnection, decoded: Promise<Uint8Array>) {
	const ipc = await decoded;
	await connection.insertArrowFromIPCStream(ipc, { name: 'papers', create: true });
	for (const [name, type] of DEFERRED_TYPES) {
		await connection.query(`ALTER TABLE papers ADD COLUMN ${name} ${type}`);
	}
}

function decodeChartColumns(): Promise<Uint8Array> {
	const decoded = decodeColumns(base, CHART_COLUMNS);
	decoded.then(() => markPhase('rl:db:decoded')).catch(() => {}); // reported when awaited
	return decoded;
}

async function start(): Promise<AsyncDuckDB> {
	markPhase('rl:db:start');
	// The chart database is fetched while DuckDB compiles; only a build without one makes the app
	// decode the Parquet file, in its own worker, meanwhile.
	const chartFile = fetchChartDatabase(base).catch(() => null);
	chartFile.then((bytes) => bytes && markPhase('rl:db:fetched'));
	const instantiated = instantiate();
	instantiated.catch(() => {}); // reported below
	const bytes = await chartFile;
	let decoded = bytes ? null : decodeChartColumns();
	const db = await instantiated;
	const connection = await db.connect();
	try {
		if (bytes) {
			try {
				await attachCharts(db, connection, bytes);
				papersKind = 'VIEW';
			} catch (error) {
				console.warn(`${String(error)}: reading papers.parquet instead`);
				await connection.query(`DETACH DATABASE IF EXISTS ${CHART_CATALOG}`);
				decoded = decodeChartColumns();
			}
		}
		if (decoded) await insertDecoded(connection, decoded);
		markPhase('rl:db:inserted');
		await connection.query(CREATE_ENTITIES);
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

/** Fills `entities` from entities.parquet, once, when a view first reads it: only the Emerging
 * view and the console do, so the charts' data is ready without waiting for it. */
function fillLearnedNames(db: AsyncDuckDB): Promise<void> {
	entitiesFilled ??= (async () => {
		const learned = decodeEntities(base);
		learned.catch(() => {}); // fillEntities reports it in the entities state
		const connection = await db.connect();
		try {
			entities = await fillEntities(connection, learned);
		} finally {
			await connection.close();
		}
	})().catch(() => {
		entitiesFilled = null; // the connection failed: a later reader tries again
	});
	return entitiesFilled;
}

/** Whether the learned names loaded (the `entities` table exists either way, maybe empty). */
export async function entitiesState(): Promise<EntitiesState> {
	await fillLearnedNames(await getDatabase());
	return entities;
}

/** A connection that sees every table as it stays (the learned names filled in): the console. */
export async function openConnection(): Promise<AsyncDuckDBConnection> {
	const db = await getDatabase();
	await fillLearnedNames(db);
	return db.connect();
}

/** A connection as soon as `papers` is ready: the charts, which read nothing else. */
export async function openChartConnection(): Promise<AsyncDuckDBConnection> {
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
			await connection.query(`DROP ${papersKind} papers`);
			await connection.query('ALTER TABLE papers_full RENAME TO papers');
			await connection.query('COMMIT');
			papersKind = 'TABLE';
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
