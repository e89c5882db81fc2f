// DuckDB-WASM compiles each part of its engine the first time a query needs it: a first filtered
// overview took ~250 ms at 498 papers and at 75k alike, the same queries ~50–90 ms the second time.
// Once DuckDB is ready, the overview is sliced and asked once for two filters (the top algorithm
// and the top paradigm: a reader's DuckDB-answered states are two clicks away or more), in the
// background: a reader's query sent meanwhile runs between two steps of ours, not after them.
import type { Filters } from '../queries/filters.ts';
import { emptyFilters } from '../queries/filters.ts';
import { overviewQueries } from '../queries/overview.ts';
import { precomputedRows, type Precomputed } from './precomputed.ts';

/** The most named value of chart `id` in the build's unfiltered answers. */
function top(p: Precomputed | null, id: 'algorithms' | 'paradigms'): string | null {
	const rows = precomputedRows(p, id, overviewQueries(emptyFilters())[id]);
	const name = rows?.[0]?.name;
	return typeof name === 'string' ? name : null;
}

/** The filters to warm up with: the most named algorithm and paradigm (as many of them as are
 * named), or null when neither is. */
export function warmUpFilters(p: Precomputed | null): Filters | null {
	const algorithm = top(p, 'algorithms');
	const paradigm = top(p, 'paradigms');
	if (!algorithm && !paradigm) return null;
	return {
		...emptyFilters(),
		algorithm: algorithm ? [algorithm] : [],
		paradigm: paradigm ? [paradigm] : []
	};
}
