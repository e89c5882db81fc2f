// The global filters live in the URL: shareable, and the back button undoes a click.
import { page } from '$app/state';
import { emptyFilters, type Filters, type ListFilter } from '$lib/queries/filters';
import { goToParams } from '$lib/state/go-to-params';
import { filtersFromParams, writeFilters } from '$lib/state/url-state';

export function currentFilters(): Filters {
	return filtersFromParams(page.url.searchParams);
}

/** Shows `filters`; typed into a control (`typedInto`, e.g. a date field), key by key, one
 * history entry for the whole value. */
export function applyFilters(filters: Filters, typedInto?: string): Promise<void> {
	return goToParams(writeFilters(page.url.searchParams, filters), typedInto);
}

/** The current filters with the value added to its filter, or removed when it is there already. */
export function toggledFilters(key: ListFilter | 'size' | 'name', value: string): Filters {
	const f = currentFilters();
	f[key] = f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value];
	return f;
}

/** Adds the value to its filter, or removes it when it is there already. */
export function toggleFilter(key: ListFilter | 'size' | 'name', value: string): Promise<void> {
	return applyFilters(toggledFilters(key, value));
}

export function clearFilters(): Promise<void> {
	return applyFilters(emptyFilters());
}

/** The current query string, to carry the filters along links between views. */
export function filterSearch(): string {
	const params = writeFilters(new URLSearchParams(), currentFilters()).toString();
	return params ? `?${params}` : '';
}

/** The query string of the current filters with `value` added to `key` (a link that filters). */
export function searchWith(key: ListFilter | 'size' | 'name', value: string): string {
	const f = currentFilters();
	if (!f[key].includes(value)) f[key] = [...f[key], value];
	return `?${writeFilters(new URLSearchParams(), f)}`;
}
