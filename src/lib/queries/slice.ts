// A slice: the papers one filter state keeps, as a table. The overview's seven queries scan the
// papers nine times; over a slice they read only the rows the filters keep, and the full table is
// scanned once, to make the slice. A state that narrows another one (its conditions and more) is
// sliced from that one's slice. (Mosaic pre-aggregates per active view in the same spirit.)
import { conditions, emptyFilters, type Filters } from './filters.ts';
import { overviewQueries } from './overview.ts';

/** Where the slices live: apart from the tables a reader queries. */
export const SLICE_SCHEMA = 'overview_slices';

/** What the overview's queries and the filters' conditions read. */
export const SLICE_COLUMNS = [
	'paper_id',
	'title',
	'published',
	'not_before',
	'not_after',
	'algorithms',
	'paradigms',
	'benchmarks',
	'proposed',
	'domains',
	'model_sizes_b',
	'models',
	'gains'
] as const;

/** A slice made (or being made): its table and the conditions its rows pass. */
export interface Slice {
	table: string;
	conditions: string[];
}

/** The slice's table name for the `n`th slice of a visit. */
export const sliceTable = (n: number) => `${SLICE_SCHEMA}.slice_${n}`;

/** One key per set of conditions: states with the same conditions keep the same papers. */
export const sliceKey = (f: Filters): string => [...new Set(conditions(f))].sort().join('\n');

/** Whether `slice` holds every paper `f` keeps: its conditions are among f's. */
export function covers(slice: Slice, f: Filters): boolean {
	const wanted = new Set(conditions(f));
	return slice.conditions.every((c) => wanted.has(c));
}

/** The slice to read `f`'s papers from: the narrowest (most conditions) that covers it, or
 * null for the whole table. */
export function parentOf(slices: Iterable<Slice>, f: Filters): Slice | null {
	let best: Slice | null = null;
	for (const s of slices) {
		if (covers(s, f) && (!best || s.conditions.length > best.conditions.length)) best = s;
	}
	return best;
}

/** Makes the slice of `f` as `table`, from `parent` (null: the whole table); it then holds
 * exactly the papers `where(f)` keeps. */
export function createSliceSql(table: string, parent: Slice | null, f: Filters): string {
	const done = new Set(parent?.conditions ?? []);
	const rest = conditions(f).filter((c) => !done.has(c));
	const filter = rest.length ? ` WHERE ${rest.join('\n  AND ')}` : '';
	return `CREATE TABLE ${table} AS SELECT ${SLICE_COLUMNS.join(', ')} FROM ${parent?.table ?? 'papers'}${filter}`;
}

/** The overview's queries over a slice: the same queries, with no filter left to apply. */
export const sliceQueries = (table: string): Record<string, string> =>
	overviewQueries(emptyFilters(), table);
