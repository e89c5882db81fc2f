// DuckDB-WASM compiles each part of its engine the first time a query needs it: a first filtered
// overview took ~250 ms at 498 papers and at 75k alike, the same queries ~50–90 ms the second time.
// Bars, sizes and dates are the cube's; DuckDB answers names and searches. So once DuckDB is
// ready, the top algorithm is sliced, then narrowed by a search for its name (the search's
// regular expressions and name lists compile there), and the overview asked of that, in rounds
// (overview-slices.ts: V8 optimises what has run often), in the background: a reader's query sent
// meanwhile runs between two steps of ours, not after them.
import type { Filters } from '../queries/filters.ts';
import { emptyFilters } from '../queries/filters.ts';
import { overviewQueries } from '../queries/overview.ts';
import { precomputedRows, type Precomputed } from './precomputed.ts';

/** The most named algorithm in the build's unfiltered answers. */
function topAlgorithm(p: Precomputed | null): string | null {
	const rows = precomputedRows(p, 'algorithms', overviewQueries(emptyFilters()).algorithms);
	const name = rows?.[0]?.name;
	return typeof name === 'string' ? name : null;
}

/** The states to warm up with, each narrowing the one before: the most named algorithm (the
 * base a reader's search on top of a click narrows), then a search for its name; [] when no
 * algorithm is named. */
export function warmUpPath(p: Precomputed | null): Filters[] {
	const algorithm = topAlgorithm(p);
	if (!algorithm) return [];
	const first = { ...emptyFilters(), algorithm: [algorithm] };
	return [first, { ...first, q: algorithm }];
}
