// The overview's answers computed at build time by the same SQL, for a first paint without DuckDB,
// and (fetched after it) those of every filter one click away.
import { base } from '$app/paths';
import type { SourceRow } from '$lib/export/corpus-sources';
import { emptyFilters } from '../queries/filters.ts';
import { answersFit, type OneClickAnswers } from './one-click.ts';

export interface Precomputed {
	/** Where the corpus came from: the rows of `CORPUS_SOURCES_SQL`. */
	sources?: SourceRow[];
	queries: Record<string, { sql: string; rows: Record<string, unknown>[] }>;
}

let cache: Promise<Precomputed | null> | null = null;

export function precomputed(): Promise<Precomputed | null> {
	cache ??= fetch(`${base}/data/overview.json`)
		.then((r) => (r.ok ? (r.json() as Promise<Precomputed>) : null))
		.catch(() => null);
	return cache;
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

let oneClick: Promise<OneClickAnswers | null> | null = null;

/** The one-click answers, or null when the build has none or wrote other SQL than this app. */
export function oneClickAnswers(): Promise<OneClickAnswers | null> {
	oneClick ??= fetch(`${base}/data/overview-filters.json`)
		.then((r) => (r.ok ? (r.json() as Promise<OneClickAnswers>) : null))
		.then((a) => (a && answersFit(a, emptyFilters()) ? a : null))
		.catch(() => null);
	return oneClick;
}
