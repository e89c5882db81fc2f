import { base } from '$app/paths';
import {
	EXPORT_DIRECTORY,
	getDatabase,
	loadAllColumns,
	openConnection,
	papersFileSize
} from '$lib/db';
import {
	exportHeld,
	exportResult,
	type ResultFile,
	type ResultFormat
} from '$lib/export/result-export';
import { readsOnly } from '$lib/sql/reads-only';
import { changesSchema } from '$lib/sql/changes-schema';
import type { SqlToRun } from '$lib/sql/editor';
import { readDuckDBError } from '$lib/sql/duckdb-error';
import { errorPosition, errorSummary } from '$lib/sql/error-position';
import { withHint } from '$lib/sql/error-hints';
import { explainError, offlineRefusal } from '$lib/sql/offline';
import { protectedRefusal } from '$lib/sql/protected-tables';
import { scriptTokens, statementRanges } from '$lib/sql/script-tokens';
import { addToHistory, loadHistory, saveHistory, type HistoryEntry } from '$lib/sql/history';
import {
	QueryCancelledError,
	QueryRunner,
	StatementError,
	type ConsoleResult
} from '$lib/sql/query-runner';
import { resultColumns, type ResultColumn } from '$lib/sql/result-columns';
import { runNote } from '$lib/sql/run-note';
import type { TableInfo } from '$lib/sql/schema';
import { loadSchema, loadCorpusFacts, type CorpusFacts } from './schema-loader';

// The console's state: what is in the editor, the running query, its result or error, history.

export interface ConsoleError {
	message: string;
	summary: string;
	/** Offset in the editor's document DuckDB points at, when it says. */
	offset: number | null;
}

/** Up to this file size the text columns load with the rest; past it the user chooses, since
 * abstracts are most of a big corpus's bytes and memory. */
const AUTO_TEXT_BYTES = 64 * 1024 * 1024;

export class SqlConsole {
	ready = $state(false);
	/** Whether `abstract`, `mentions` and `not_before_reason` hold their values yet. */
	text = $state<'loaded' | 'loading' | 'not loaded'>('not loaded');
	textError = $state<string | null>(null);
	fileBytes = $state(0);
	loadError = $state<string | null>(null);
	running = $state(false);
	runningSince = $state(0);
	result = $state.raw<ConsoleResult | null>(null);
	error = $state.raw<ConsoleError | null>(null);
	cancelled = $state(false);
	/** Which statements the result answers, when the editor held more than it. */
	resultNote = $state<string | null>(null);
	/** Why the last Run ran nothing. */
	nothingRun = $state<string | null>(null);
	history = $state.raw<HistoryEntry[]>([]);
	schema = $state.raw<TableInfo[]>([]);
	facts = $state.raw<CorpusFacts>({ papers: 0 });

	readonly columns: ResultColumn[] = $derived(
		this.result ? resultColumns(this.result.table.schema.fields) : []
	);

	private readonly runner = new QueryRunner(openConnection);

	async init(): Promise<void> {
		this.history = loadHistory();
		try {
			// A server that does not say the size is treated as serving a big file: the user chooses.
			this.fileBytes = (await papersFileSize(base)) ?? Infinity;
			if (this.fileBytes <= AUTO_TEXT_BYTES) await this.loadText();
			const conn = await openConnection();
			try {
				this.schema = await loadSchema(conn);
				this.facts = await loadCorpusFacts(conn);
			} finally {
				await conn.close();
			}
			this.ready = true;
		} catch (error) {
			this.loadError = (error as Error).message;
		}
	}

	/** Fills the text columns in place; queries keep working meanwhile. */
	async loadText(): Promise<void> {
		if (this.text !== 'not loaded') return;
		this.text = 'loading';
		this.textError = null;
		try {
			await loadAllColumns();
			this.text = 'loaded';
		} catch (error) {
			this.text = 'not loaded';
			this.textError = (error as Error).message;
		}
	}

	async run(target: SqlToRun): Promise<void> {
		if (this.running) return;
		this.running = true;
		this.runningSince = performance.now();
		this.error = null;
		this.cancelled = false;
		this.nothingRun = null;
		const at = new Date().toISOString();
		try {
			// DuckDB-WASM answers INSTALL with "Success" and does nothing: say why, run nothing. Nor
			// may a script break the tables every view reads. The script is read as DuckDB reads it.
			const tokens = scriptTokens(target.sql, await (await getDatabase()).tokenize(target.sql));
			const statements = statementRanges(target.sql, tokens);
			const refusal = offlineRefusal(statements) ?? protectedRefusal(tokens);
			if (refusal) throw new Error(refusal);
			const result = await this.runner.run(statements);
			this.resultNote = runNote({ statementsRun: result.statements, picked: target.picked });
			this.result = result;
			this.remember({
				sql: target.sql,
				at,
				rows: result.totalRows,
				ms: Math.round(result.elapsedMs),
				error: null
			});
		} catch (error) {
			// The last result would stand under the error (or "cancelled") as if it answered this
			// query, and its exports would download it: it goes.
			this.result = null;
			if (error instanceof QueryCancelledError) {
				this.cancelled = true;
				this.remember({
					sql: target.sql,
					at,
					rows: null,
					ms: Math.round(performance.now() - this.runningSince),
					error: null,
					cancelled: true
				});
			} else {
				// DuckDB counts an error's position in the statement that failed.
				const [statement, from] =
					error instanceof StatementError ? [error.statement, error.from] : [target.sql, 0];
				const duck = readDuckDBError((error as Error).message, statement);
				const rolledBack = error instanceof StatementError && error.rolledBack;
				const message =
					withHint(explainError(duck.message)) +
					(rolledBack ? '\n(The transaction the script opened was rolled back.)' : '');
				const offset = duck.offset ?? errorPosition(message, statement)?.offset ?? null;
				this.error = {
					message,
					summary: errorSummary(message),
					offset: offset === null ? null : target.from + from + offset
				};
				this.remember({ sql: target.sql, at, rows: null, ms: null, error: errorSummary(message) });
			}
		} finally {
			this.running = false;
			// CREATE, DROP, INSERT… change what the schema panel shows (even in a script that failed
			// later on); a query or a SET cannot.
			if (changesSchema(target.sql)) void this.reloadSchema();
		}
	}

	/** A Run that found nothing to run: says why, and the last result goes (it would stand as if
	 * it answered the editor's text). */
	showNothingRun(reason: string): void {
		if (this.running) return;
		this.result = null;
		this.error = null;
		this.cancelled = false;
		this.nothingRun = reason;
	}

	/** Reloads of the schema asked for: only the latest one's answer is shown. */
	private schemaReloads = 0;

	private async reloadSchema(): Promise<void> {
		const reload = ++this.schemaReloads;
		try {
			const conn = await openConnection();
			try {
				const schema = await loadSchema(conn);
				if (reload === this.schemaReloads) this.schema = schema;
			} finally {
				await conn.close();
			}
		} catch {
			// The panel keeps what it showed; the next change reads it again.
		}
	}

	cancel(): Promise<void> {
		return this.runner.cancel();
	}

	private remember(entry: HistoryEntry) {
		this.history = addToHistory(this.history, entry);
		saveHistory(this.history);
	}

	clearHistory(): void {
		this.history = [];
		saveHistory([]);
	}

	/**
	 * The full result of the last query. A statement that only reads is run again: for every row
	 * past the display cap, and for a CSV, which DuckDB writes in its own text (timestamps, lists,
	 * intervals) as it always has. Anything else is written from the rows held, nothing run
	 * again: a script's INSERT ran once (every export ran it again), and JSON or Parquet of a
	 * sample or of random() holds the rows on screen.
	 */
	async exportFull(format: ResultFormat): Promise<ResultFile> {
		const result = this.result;
		if (!result) throw new Error('run a query before exporting its result');
		const sql = result.sql;
		const runAgain = readsOnly(sql) && (result.truncated || format === 'csv');
		if (!runAgain) {
			if (result.truncated)
				throw new Error(
					`Only the first ${result.table.numRows.toLocaleString('en')} rows are here, and the rest would need the statement run again, which would change the data. End the script with a SELECT of what to export.`
				);
			return exportHeld(result.table, format);
		}
		const [db, conn] = await Promise.all([getDatabase(), openConnection()]);
		try {
			return await exportResult(db, conn, sql, format, EXPORT_DIRECTORY);
		} finally {
			await conn.close();
		}
	}
}
