// A slice: the papers one filter state keeps, as a table. The overview's seven queries scan the
// papers nine times; over a slice they read only the rows the filters keep, and the full table is
// scanned once, to make the slice. A state that narrows another one (its conditions and more) is
// sliced from that one's slice. (Mosaic pre-aggregates per active view in the same spirit.)
import { PAPER_COLUMN_NAMES } from '$schema/papers.ts';
import { conditions, emptyFilters, type Filters } from './filters.ts';
import { overviewQueries } from './overview.ts';

/** Where the slices live: apart from the tables a reader queries. */
export const SLICE_SCHEMA = 'overview_slices';

/** What the overview's queries read: all a slice holds. Copying the other columns too (titles,
 * models, coined names, date bounds), which only some filters read, made a slice of 75k papers
 * cost about twice as much (DuckDB-WASM, 43–69 ms against 16–23). */
export const SLICE_COLUMNS = [
	'paper_id',
	'published',
	// The date filter reads it: a date known only by its month is kept where its month overlaps.
	'date_source',
	'algorithms',
	'paradigms',
	'benchmarks',
	'domains',
	'model_sizes_b',
	'gains'
] as const;

/** The papers' columns a slice lacks, as words a condition would name them by. */
const NOT_IN_SLICE = new RegExp(
	`\\b(${PAPER_COLUMN_NAMES.filter((c) => !(SLICE_COLUMNS as readonly string[]).includes(c)).join('|')})\\b`
);

/** Whether `condition` can be tested on a slice: it names none of the columns a slice lacks (a
 * value that merely spells one, in quotes, only sends the state to the whole table). */
export const testableOnSlice = (condition: string): boolean => !NOT_IN_SLICE.test(condition);

/** A slice made (or being made): its table and the conditions its rows pass. */
export interface Slice {
	table: string;
	conditions: string[];
}

/** The slice's table name for the `n`th slice of a visit. */
export const sliceTable = (n: number) => `${SLICE_SCHEMA}.slice_${n}`;

/** One key per set of conditions: states with the same conditions keep the same papers. */
export const sliceKey = (f: Filters): string => [...new Set(conditions(f))].sort().join('\n');

/** Whether `slice` holds every paper `f` keeps (its conditions are among f's) and can be narrowed
 * to them (f's other conditions read only what a slice holds). */
export function covers(slice: Slice, f: Filters): boolean {
	const wanted = new Set(conditions(f));
	if (!slice.conditions.every((c) => wanted.has(c))) return false;
	const done = new Set(slice.conditions);
	return [...wanted].every((c) => done.has(c) || testableOnSlice(c));
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
