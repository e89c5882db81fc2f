// A view's queries seeded with the build's answers: the rows the build computed for exactly this
// SQL (the view as it first opens) show at once, before DuckDB has started; any other SQL is
// DuckDB's. Nothing is asked before the build's file is in or known missing, so DuckDB is not
// asked what the build already answered.
import type { Precomputed } from './precomputed.ts';
import { precomputedRows } from './precomputed.ts';
import { LiveQuery, type QueryRunner } from './query.svelte.ts';
import { runQuery, whenDatabaseReady } from '$lib/db';

/** How long a view still waits for its file once DuckDB is ready: a view opened then fetches its
 * file in milliseconds (and it saves DuckDB the work), a stalled request never ends. */
const GRACE_MS = 3000;
const afterDatabaseReady = (then: () => void) =>
	whenDatabaseReady(() => setTimeout(then, GRACE_MS));

export class ViewAnswers<P extends Precomputed = Precomputed> {
	/** The build's answers: undefined while on their way, null when there are none. Raw: read,
	 * never changed. */
	answers = $state.raw<P | null | undefined>(undefined);

	/** `runner`: DuckDB, or in tests a fake. `giveUp`: calls back when the file is no longer worth
	 * waiting for (by default a while after DuckDB is ready): a file still on its way then (a
	 * stalled request) is taken as none, so the view asks DuckDB rather than wait forever. */
	constructor(
		load: () => Promise<P | null>,
		private readonly runner: QueryRunner = runQuery,
		giveUp: (then: () => void) => void = afterDatabaseReady
	) {
		const settle = (answers: P | null) => {
			if (this.answers === undefined) this.answers = answers;
		};
		load().then(settle, () => settle(null));
		giveUp(() => settle(null));
	}

	/** The build's rows for query `id` when it answered exactly `sql`, else null. */
	rows<T>(id: string, sql: string | null): T[] | null {
		return sql === null ? null : (precomputedRows(this.answers ?? null, id, sql) as T[] | null);
	}

	/**
	 * Query `id` of the view, whose SQL `sql` gives (null: not wanted now). `engineReady`: whether
	 * DuckDB may be asked yet (a view whose tables load later waits for them); the build's rows
	 * need no engine.
	 */
	query<T>(
		id: string,
		sql: () => string | null,
		engineReady: () => boolean = () => true
	): LiveQuery<T> {
		return new LiveQuery<T>(
			() => {
				if (this.answers === undefined) return null;
				const text = sql();
				return text !== null && (engineReady() || this.rows(id, text)) ? text : null;
			},
			() => this.rows<T>(id, sql()),
			this.runner
		);
	}
}
