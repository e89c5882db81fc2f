// The overview's answers for every filter one click away from the unfiltered view: a bar of
// the algorithm, benchmark, paradigm or domain chart. The build computes them with the same SQL
// (overview-filters.json), so such a click redraws at once, before DuckDB is ready and without
// its cold first queries; any other filter state is asked of DuckDB. (Mosaic pre-aggregates per
// active view in the browser; a static site can do it at build time.)
import { LIST_FILTERS, isEmpty, type Filters, type ListFilter } from '../queries/filters.ts';
import { overviewQueries } from '../queries/overview.ts';

/** A one-click state: one list filter with one value. */
export interface OneClick {
	key: ListFilter;
	value: string;
}

/** Which overview answer lists the values a list filter can take, one bar each. */
export const BARS_OF: Record<ListFilter, string> = {
	algorithm: 'algorithms',
	benchmark: 'benchmarks',
	paradigm: 'paradigms',
	domain: 'domains'
};

export const oneClickKey = ({ key, value }: OneClick) => `${key}=${value}`;

/** The one-click state `f` is, or null (unfiltered, several values, or other filters set). */
export function oneClickOf(f: Filters): OneClick | null {
	const set = LIST_FILTERS.filter((k) => f[k].length > 0);
	if (set.length !== 1 || f[set[0]].length !== 1) return null;
	const only = { ...f, [set[0]]: [] };
	return isEmpty(only) ? { key: set[0], value: f[set[0]][0] } : null;
}

export interface OneClickAnswers {
	/** One state's SQL as the build wrote it: the app uses these answers only if its own query
	 * builder writes the same SQL for that state (same code, so same SQL for every state). */
	probe: { state: OneClick; queries: Record<string, string> } | null;
	/** oneClickKey → chart id → rows. */
	states: Record<string, Record<string, Record<string, unknown>[]>>;
}

/** The filters of a one-click state. */
export function filtersOf(state: OneClick, empty: Filters): Filters {
	return { ...empty, [state.key]: [state.value] };
}

/** Whether answers computed by the build still fit this app's SQL. */
export function answersFit(answers: OneClickAnswers, empty: Filters): boolean {
	if (!answers.probe) return true; // no state: nothing to use anyway
	const ours = overviewQueries(filtersOf(answers.probe.state, empty));
	const theirs = answers.probe.queries;
	return Object.keys(ours).every((id) => ours[id] === theirs[id]);
}

/** The build's rows for chart `id` under filters `f`, or null when it did not compute them. */
export function oneClickRows(
	answers: OneClickAnswers | null,
	f: Filters,
	id: string
): Record<string, unknown>[] | null {
	const state = answers && oneClickOf(f);
	return (state && answers.states[oneClickKey(state)]?.[id]) ?? null;
}
