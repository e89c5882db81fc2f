import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { Table, type RecordBatch } from 'apache-arrow';
import { dictionaryRereadSql, hasDictionary } from './dictionary-columns';
import { readsOnly } from './reads-only';
import type { StatementRange } from './split-statements';

// Runs console scripts on a connection of their own, statement by statement, streaming each so
// that a cancel stops the work and rows past the display cap are counted, not kept. Past the
// cap, the export runs the last statement again (only one that reads: readsOnly) and writes
// every row of that run, so nothing is lost by the cap.

export const RENDER_CAP = 200_000;

export interface ConsoleResult {
	sql: string;
	/** The first rows, at most the cap. */
	table: Table;
	/** Rows the query returned in all. */
	totalRows: number;
	truncated: boolean;
	elapsedMs: number;
	/** Statements the script ran, in order; `sql` and the rows are the last one's. */
	statements: number;
}

/** A statement of a script failed: where it starts in the script, and its own text (DuckDB's
 * error position counts from it). */
export class StatementError extends Error {
	constructor(
		message: string,
		readonly statement: string,
		readonly from: number,
		/** A transaction the script opened was rolled back after the error. */
		readonly rolledBack: boolean
	) {
		super(message);
		this.name = 'StatementError';
	}
}

export class QueryCancelledError extends Error {
	constructor(readonly sql: string) {
		super('Query cancelled');
		this.name = 'QueryCancelledError';
	}
}

export class QueryRunner {
	private connection: Promise<AsyncDuckDBConnection> | null = null;
	private running = false;
	private cancelRequested = false;

	constructor(private readonly open: () => Promise<AsyncDuckDBConnection>) {}

	private conn(): Promise<AsyncDuckDBConnection> {
		this.connection ??= this.open();
		return this.connection;
	}

	get busy(): boolean {
		return this.running;
	}

	/**
	 * Runs a script's statements one at a time, in order (sent together, DuckDB-WASM binds them
	 * all before any runs: "CREATE TABLE x …; INSERT INTO x …" failed, no table x), each streamed
	 * so that a cancel stops whichever is running; the result is the last one's. After an error,
	 * a transaction the script opened is rolled back: DuckDB refuses every later statement of an
	 * aborted one.
	 */
	async run(statements: StatementRange[], cap = RENDER_CAP): Promise<ConsoleResult> {
		if (this.running) throw new Error('a query is already running');
		const last = statements.at(-1);
		if (!last) throw new Error('nothing to run');
		const conn = await this.conn();
		this.running = true;
		this.cancelRequested = false;
		const started = performance.now();
		let current = last;
		try {
			for (const statement of statements.slice(0, -1)) {
				current = statement;
				for await (const batch of await conn.send(statement.text, true)) {
					void batch;
					if (this.cancelRequested) throw new QueryCancelledError(last.text);
				}
				if (this.cancelRequested) throw new QueryCancelledError(last.text);
			}
			current = last;
			const reader = await conn.send(last.text, true);
			const batches: RecordBatch[] = [];
			let kept = 0;
			let total = 0;
			for await (const batch of reader) {
				if (this.cancelRequested) throw new QueryCancelledError(last.text);
				total += batch.numRows;
				if (kept < cap) {
					const take = Math.min(batch.numRows, cap - kept);
					batches.push(take === batch.numRows ? batch : batch.slice(0, take));
					kept += take;
				}
			}
			if (this.cancelRequested) throw new QueryCancelledError(last.text);
			let table = batches.length > 0 ? new Table(batches) : new Table(reader.schema);
			// Streamed ENUM cells come without their values: a statement that only reads is read
			// again whole, cut to the rows kept, which has them (dictionary-columns.ts).
			// (Not where two columns share a name: the wrapping query would rename the second.)
			const names = table.schema.fields.map((f) => f.name);
			const reread =
				hasDictionary(table.schema.fields) &&
				readsOnly(last.text) &&
				new Set(names).size === names.length
					? dictionaryRereadSql(last.text, kept)
					: null;
			if (reread) {
				table = (await conn.query(reread)).slice(0, kept);
				// (A whole-result query cannot be stopped: a cancel asked meanwhile still counts.)
				if (this.cancelRequested) throw new QueryCancelledError(last.text);
			}
			return {
				sql: last.text,
				table,
				totalRows: total,
				truncated: total > kept,
				elapsedMs: performance.now() - started,
				statements: statements.length
			};
		} catch (error) {
			const cancelled = this.cancelRequested || error instanceof QueryCancelledError;
			// (Outside a transaction DuckDB refuses the ROLLBACK: nothing to say then.)
			const rolledBack = await conn.query('ROLLBACK').then(
				() => true,
				() => false
			);
			if (cancelled) throw new QueryCancelledError(last.text);
			throw new StatementError((error as Error).message, current.text, current.from, rolledBack);
		} finally {
			this.running = false;
		}
	}

	/** Asks DuckDB to stop the running query; run() then rejects with QueryCancelledError. */
	async cancel(): Promise<void> {
		if (!this.running || !this.connection) return;
		this.cancelRequested = true;
		const conn = await this.connection;
		await conn.cancelSent();
	}

	async close(): Promise<void> {
		const conn = await this.connection;
		this.connection = null;
		await conn?.close();
	}
}
