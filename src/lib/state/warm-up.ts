// DuckDB-WASM compiles each part of its engine the first time a query needs it: a first filtered
// overview took ~250 ms at 498 papers and at 75k alike, the same queries ~50–90 ms the second time.
// Once DuckDB is ready, the overview's queries run once for a filter one click away (whose answers
// the build has already, so nothing on screen waits for them): the user's first filter that DuckDB
// answers then runs on compiled code.
import type { Filters } from '../queries/filters.ts';
import { emptyFilters } from '../queries/filters.ts';
import { overviewQueries } from '../queries/overview.ts';
import { precomputedRows, type Precomputed } from './precomputed.ts';

/** The filters to warm up with: the most named algorithm, or null when nothing is named. */
export function warmUpFilters(p: Precomputed | null): Filters | null {
	const id = 'algorithms';
	const rows = precomputedRows(p, id, overviewQueries(emptyFilters())[id]);
	const top = rows?.[0]?.name;
	return typeof top === 'string' ? { ...emptyFilters(), algorithm: [top] } : null;
}

/** Runs the overview's queries for `filters` one after another; their answers are dropped. Stops
 * before the next one once `stop()` says so (the reader changed the filters): DuckDB answers in
 * turn, and the reader's own queries must not queue behind the rest. Returns how many ran. */
export async function warmUp(
	filters: Filters,
	run: (sql: string) => Promise<unknown>,
	stop: () => boolean = () => false
): Promise<number> {
	let ran = 0;
	for (const sql of Object.values(overviewQueries(filters))) {
		if (stop()) break;
		await run(sql).catch(() => {}); // a failure shows where the query is asked for real
		ran++;
	}
	return ran;
}
