// A query whose SQL follows reactive inputs; late answers to superseded SQL are dropped.
import { untrack } from 'svelte';
import { runQuery } from '$lib/db';

/** Runs one query: the app's database, or in tests a fake that answers when told to. */
export type QueryRunner = (sql: string) => Promise<{ rows: unknown[]; elapsedMs: number }>;

export class LiveQuery<T = Record<string, unknown>> {
	/** Replaced whole, never changed in place: raw, so a chart reads plain objects (a deep proxy
	 * made every value read go through Svelte: ~270 ms of a first paint with 13k gain rows). */
	rows = $state.raw<T[] | null>(null);
	error = $state<string | null>(null);
	loading = $state(true);
	elapsedMs = $state(0);
	/** The query behind `rows`: it changes with them, not when a new query starts, so a chart is
	 * not drawn again (with its old rows) the moment a filter is clicked. */
	sql = $state('');
	private generation = 0;
	/** The SQL last sent to the runner: asked again (a URL change that leaves this query as it
	 * was re-reads every filter), it is not run again unless it failed. */
	private asked: string | null = null;

	/** `sql` returns the query to run, or null to wait (e.g. while a precomputed answer is shown). */
	constructor(
		sql: () => string | null,
		initial?: () => T[] | null,
		private readonly runner: QueryRunner = runQuery
	) {
		$effect(() => {
			const text = sql();
			const seeded = initial?.() ?? null;
			if (text === null) return;
			if (seeded) {
				this.generation++; // an answer still running for older filters must not land
				this.asked = null;
				this.sql = text;
				this.rows = seeded;
				this.loading = false;
				this.error = null;
				return;
			}
			// Read without subscribing: an answer's error must not re-run the query by itself.
			if (text === this.asked && untrack(() => this.error) === null) return;
			void this.run(text);
		});
	}

	private async run(text: string): Promise<void> {
		const generation = ++this.generation;
		this.asked = text;
		this.loading = true;
		try {
			const result = await this.runner(text);
			if (generation !== this.generation) return;
			this.sql = text;
			this.rows = result.rows as T[];
			this.elapsedMs = result.elapsedMs;
			this.error = null;
		} catch (error) {
			if (generation !== this.generation) return;
			this.error = (error as Error).message;
		} finally {
			if (generation === this.generation) this.loading = false;
		}
	}
}
