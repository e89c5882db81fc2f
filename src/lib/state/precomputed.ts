// The answers computed at build time by the app's own SQL, for a first paint without DuckDB: the
// overview's (overview.json; those that grow with the corpus in overview-deferred.json), the
// Emerging view's (emerging.json), Trends' (trends.json) and the other views' (VIEW_FIRST_QUERIES).
import { base } from '$app/paths';
import type { SourceRow } from '$lib/export/corpus-sources';
import type { FirstAnswersView } from '$lib/queries/view-first-queries';

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

/** The Emerging view's first answers, and how many learned names the build read. */
export interface EmergingPrecomputed extends Precomputed {
	entities: number;
}

/** Trends' first answers, and whether the data has `not_after` (the SQL depends on it). */
export interface TrendsPrecomputed extends Precomputed {
	notAfter: boolean;
}

const answersFiles = new Map<string, Promise<Precomputed | null>>();

/** A file of answers, fetched once per visit; null when missing, or without `field` of `type`
 * when one is asked for. */
function answersOnce<T extends Precomputed>(
	file: string,
	field?: string,
	type?: 'number' | 'boolean'
): Promise<T | null> {
	let answers = answersFiles.get(file);
	if (!answers) {
		answers = readAnswers(file).then((p) =>
			p && (field === undefined || typeof (p as unknown as Record<string, unknown>)[field] === type)
				? p
				: null
		);
		answersFiles.set(file, answers);
	}
	return answers as Promise<T | null>;
}

/** The first paint's answers, and the corpus's sources. */
export const precomputed = () => answersOnce<Precomputed>('overview.json');

/** The answers that grow with the corpus (DEFERRED_OVERVIEW), fetched beside the first paint's:
 * their charts draw when they arrive, the others do not wait for them. */
export const precomputedDeferred = () => answersOnce<Precomputed>('overview-deferred.json');

/** A view as it first opens (VIEW_FIRST_QUERIES), null when the build wrote no answers. */
export const precomputedView = (view: FirstAnswersView) => answersOnce<Precomputed>(`${view}.json`);

/** Emerging as it first opens (emergingFirstQueries), null when the build wrote no answers (no
 * entities.parquet): the view then waits for DuckDB. */
export const precomputedEmerging = () =>
	answersOnce<EmergingPrecomputed>('emerging.json', 'entities', 'number');

/** Trends as it first opens (trendsFirstQueries), null when the build wrote none. */
export const precomputedTrends = () =>
	answersOnce<TrendsPrecomputed>('trends.json', 'notAfter', 'boolean');

/** Rows for `sql` when the build computed exactly this query, else null. */
export function precomputedRows(
	p: Precomputed | null,
	id: string,
	sql: string
): Record<string, unknown>[] | null {
	const q = p?.queries[id];
	return q && q.sql === sql ? q.rows : null;
}
