import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { Table, type RecordBatch } from 'apache-arrow';
import { splitStatements } from './split-statements';

// Runs console queries on a connection of their own, streaming the result so that a cancel
// stops the work and rows past the display cap are counted, not kept. The full result is
// re-read by the export, so nothing is lost by the cap.

export const RENDER_CAP = 200_000;

export interface ConsoleResult {
	sql: string;
	/** The first rows, at most the cap. */
	table: Table;
	/** Rows the query returned in all. */
	totalRows: number;
	truncated: boolean;
	elapsedMs: number;
	/** Statements the script ran, in order; the result is the last one's. */
	statements: number;
}

/** A statement of a script failed: where it starts in the script, and its own text (DuckDB's
 * error position counts from it). */
export class StatementError extends Error {
	constructor(
		message: string,
		readonly statement: string,
		readonly from: number
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

	async run(sql: string, cap = RENDER_CAP): Promise<ConsoleResult> {
		if (this.running) throw new Error('a query is already running');
		const conn = await this.conn();
		this.running = true;
		this.cancelRequested = false;
		const started = performance.now();
		// One statement at a time, in order: sent together, DuckDB-WASM binds them all before any
		// runs ("CREATE TABLE x …; INSERT INTO x …" failed: no table x).
		const statements = splitStatements(sql);
		const last = statements.at(-1) ?? { text: sql, from: 0 };
		let current = last;
		try {
			for (const statement of statements.slice(0, -1)) {
				current = statement;
				await conn.query(statement.text);
				if (this.cancelRequested) throw new QueryCancelledError(sql);
			}
			current = last;
			const reader = await conn.send(last.text, true);
			const batches: RecordBatch[] = [];
			let kept = 0;
			let total = 0;
			for await (const batch of reader) {
				if (this.cancelRequested) throw new QueryCancelledError(sql);
				total += batch.numRows;
				if (kept < cap) {
					const take = Math.min(batch.numRows, cap - kept);
					batches.push(take === batch.numRows ? batch : batch.slice(0, take));
					kept += take;
				}
			}
			if (this.cancelRequested) throw new QueryCancelledError(sql);
			const table = batches.length > 0 ? new Table(batches) : new Table(reader.schema);
			return {
				sql,
				table,
				totalRows: total,
				truncated: total > kept,
				elapsedMs: performance.now() - started,
				statements: Math.max(1, statements.length)
			};
		} catch (error) {
			if (this.cancelRequested || error instanceof QueryCancelledError)
				throw new QueryCancelledError(sql);
			throw new StatementError((error as Error).message, current.text, current.from);
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
