import { LIST_FILTERS, type Filters } from './filters.ts';

/** How many filters are on, as the filter bar shows them: each chosen name or size, the date
 * range (one, whichever ends are set) and the search. A phone shows it on the closed
 * "Filters" button, so a narrowed view never looks like the whole corpus. */
export function activeFilterCount(f: Filters): number {
	const values = LIST_FILTERS.reduce((n, key) => n + f[key].length, 0);
	return values + f.size.length + f.name.length + (f.from || f.to ? 1 : 0) + (f.q.trim() ? 1 : 0);
}
