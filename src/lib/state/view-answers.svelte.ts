// A view's queries seeded with the build's answers: the rows the build computed for exactly this
// SQL (the view as it first opens) show at once, before DuckDB has started; any other SQL is
// DuckDB's. Nothing is asked before the build's file is in or known missing, so DuckDB is not
// asked what the build already answered.
import type { Precomputed } from './precomputed.ts';
import { precomputedRows } from './precomputed.ts';
import { LiveQuery, type QueryRunner } from './query.svelte.ts';
import { runQuery } from '$lib/db';

export class ViewAnswers<P extends Precomputed = Precomputed> {
	/** The build's answers: undefined while on their way, null when there are none. Raw: read,
	 * never changed. */
	answers = $state.raw<P | null | undefined>(undefined);

	/** `runner`: DuckDB, or in tests a fake. */
	constructor(
		load: () => Promise<P | null>,
		private readonly runner: QueryRunner = runQuery
	) {
		load().then(
			(answers) => (this.answers = answers),
			() => (this.answers = null)
		);
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
