// The overview's answers computed at build time by the same SQL, for a first paint without DuckDB
// (overview.json; those that grow with the corpus in overview-deferred.json).
import { base } from '$app/paths';
import type { SourceRow } from '$lib/export/corpus-sources';

export interface Precomputed {
	/** Where the corpus came from: the rows of `CORPUS_SOURCES_SQL`. */
	sources?: SourceRow[];
	queries: Record<string, { sql: string; rows: Record<string, unknown>[] }>;
}

/** A JSON file the build wrote beside the data, or null when there is none or it is no JSON. */
const readBuilt = <T>(file: string): Promise<T | null> =>
	fetch(`${base}/data/${file}`)
		.then((r) => (r.ok ? (r.json() as Promise<T>) : null))
		.catch(() => null);

/** A file of answers; one that parses but holds none counts as none. */
const readAnswers = (file: string): Promise<Precomputed | null> =>
	readBuilt<Precomputed>(file).then((p) => (p?.queries ? p : null));

let cache: Promise<Precomputed | null> | null = null;

/** The first paint's answers, and the corpus's sources. */
export function precomputed(): Promise<Precomputed | null> {
	cache ??= readAnswers('overview.json');
	return cache;
}

let deferredCache: Promise<Precomputed | null> | null = null;

/** The answers that grow with the corpus (DEFERRED_OVERVIEW), fetched beside the first paint's:
 * their charts draw when they arrive, the others do not wait for them. */
export function precomputedDeferred(): Promise<Precomputed | null> {
	deferredCache ??= readAnswers('overview-deferred.json');
	return deferredCache;
}

/** Rows for `sql` when the build computed exactly this query, else null. */
export function precomputedRows(
	p: Precomputed | null,
	id: string,
	sql: string
): Record<string, unknown>[] | null {
	const q = p?.queries[id];
	return q && q.sql === sql ? q.rows : null;
}
