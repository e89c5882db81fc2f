import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import type { Table } from 'apache-arrow';
import { runInBackground } from './background-query.ts';
import { openChartConnection } from './engine.ts';
import { IdleGate } from './idle-gate.ts';
import { QueryError } from './query-error.ts';
import { SerialQueue } from './serial-queue.ts';

export interface QueryResult {
	rows: Record<string, unknown>[];
	table: Table;
	elapsedMs: number;
}

/** One chart connection, opened on first use and kept; a failed open is tried again next time. */
function keptConnection(): () => Promise<AsyncDuckDBConnection> {
	let connection: Promise<AsyncDuckDBConnection> | null = null;
	return () =>
		(connection ??= openChartConnection().catch((error) => {
			connection = null;
			throw error;
		}));
}

const shared = keptConnection();
const background = keptConnection();
/** The charts' queries in flight: background work waits for them. */
const gate = new IdleGate();

/** Opens the charts' connection now, once DuckDB is ready: opening it is a round trip to the
 * worker, which a reader's first query otherwise waited for behind the page's render (~10 ms). */
export async function openChartsConnection(): Promise<void> {
	await shared();
}

// The decoder needs Apache Arrow's runtime, which the first paint (precomputed answers) does
// without: it loads with the first query, beside DuckDB itself.
const decoding = () => import('./table-rows.ts');

/** Runs one statement; values travel as parameters (prepared), never spliced into SQL. Charts
 * share one connection (opening one per query costs a worker round trip each way). */
export function runQuery(sql: string, params: unknown[] = []): Promise<QueryResult> {
	return gate.during(() => answer(sql, params));
}

async function answer(sql: string, params: unknown[]): Promise<QueryResult> {
	const connection = await shared();
	const start = performance.now();
	try {
		let table: Table;
		if (params.length === 0) table = await connection.query(sql);
		else {
			const statement = await connection.prepare(sql);
			try {
				table = await statement.query(...params);
			} finally {
				await statement.close();
			}
		}
		// bench:web reads these to split a filter click into query time and drawing time.
		performance.measure('rl:query', { start, end: performance.now(), detail: sql.slice(0, 60) });
		return {
			rows: (await decoding()).tableRows(table, 'rows'),
			table,
			elapsedMs: performance.now() - start
		};
	} catch (error) {
		throw new QueryError(sql, error);
	}
}

/** The background statements, one at a time on their connection. */
const backgroundQueue = new SerialQueue();

/** Runs one statement on a connection of its own, between the charts' queries (see
 * background-query.ts), after the background statements sent before it unless `urgent` (a
 * reader's next state goes before the warm-up); its answer is dropped. */
export function runQueryInBackground(sql: string, urgent = false): Promise<void> {
	return backgroundQueue.run(
		async () => runInBackground(await background(), sql, () => gate.idle()),
		urgent
	);
}
