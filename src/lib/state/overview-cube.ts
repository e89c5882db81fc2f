// The cube the build wrote (data/overview-cube.bin, see lib/cube), fetched once the first chart
// shows: from then on every state of list, size and date filters is answered in the page, before
// DuckDB is ready and without a query.
import { cubeOverview } from '../cube/cube-answers.ts';
import { dateCounts, type DateCounts } from '../cube/cube-date-counts.ts';
import { decodeCube } from '../cube/cube-file.ts';
import { cubeAnswers, selectedPapers } from '../cube/cube-selection.ts';
import type { PaperCube } from '../cube/paper-cube.ts';
import type { SearchIndex } from '../search/search-index.ts';
import { sliceKey } from '../queries/slice.ts';
import { emptyFilters, type Filters } from '../queries/filters.ts';
import { dataFileOnce } from './data-file-once.ts';

export const CUBE_FILE = 'overview-cube.bin';

const cubeFile = dataFileOnce(CUBE_FILE, decodeCube);

/** The build's cube, or null when there is none or it is not one this app reads. */
export const overviewCube = cubeFile.get;

/** Calls `then` with the cube once the overview has fetched it (at once when it has), without
 * fetching it: a view that only profits from it (the date counts) does not load it. */
export const whenCubeFetched = cubeFile.whenFetched;

/** The last state's answers: its seven charts ask in turn. */
let last: {
	cube: PaperCube;
	search: SearchIndex | null;
	key: string;
	answers: Record<string, Record<string, unknown>[]>;
} | null = null;

/** Chart `id`'s rows under `f` from `cube` (and `search`, the search index, for a search or names), or
 * null when there is no cube or it cannot answer f. */
export function cubeRows(
	cube: PaperCube | null,
	f: Filters,
	id: string,
	search: SearchIndex | null = null
): Record<string, unknown>[] | null {
	if (!cube || !cubeAnswers(cube, f, search)) return null;
	const key = sliceKey(f);
	if (last?.cube !== cube || last.search !== search || last.key !== key)
		last = { cube, search, key, answers: cubeOverview(cube, selectedPapers(cube, f, search)) };
	return last.answers[id] ?? null;
}

/** The last state's date counts: the overview's notice and the filter bar ask for the same. */
let lastCounts: {
	cube: PaperCube;
	search: SearchIndex | null;
	key: string;
	counts: DateCounts | null;
} | null = null;

/** `f`'s date counts from `cube` (dateCounts), worked out once per state. */
export function cubeDateCounts(
	cube: PaperCube,
	f: Filters,
	search: SearchIndex | null = null
): DateCounts | null {
	// (As cubeRows: the state's key is made only of states the cube answers.)
	if (!cubeAnswers(cube, f, search)) return null;
	const key = sliceKey(f);
	if (lastCounts?.cube !== cube || lastCounts.search !== search || lastCounts.key !== key)
		lastCounts = { cube, search, key, counts: dateCounts(cube, f, search) };
	return lastCounts.counts;
}

/** Runs the cube's counting on a few states no click starts from (the last name, in name order,
 * of the paradigms, domains and benchmarks, the last with a size band), each in idle time, so the
 * reader's first click does not pay for V8 compiling it: cold, a state took ~160 ms at 75k papers,
 * then 80 and 40, then 6–20 ms (Node). Their answers are dropped: the memo is the reader's. */
export function warmCube(cube: PaperCube): void {
	const lastName = (names: string[]) => names.slice(-1);
	const states: Filters[] = [
		{ ...emptyFilters(), paradigm: lastName(cube.lists.paradigms.names) },
		{ ...emptyFilters(), domain: lastName(cube.lists.domains.names) },
		{ ...emptyFilters(), benchmark: lastName(cube.lists.benchmarks.names), size: ['≥100B'] }
	];
	const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
	const next = () => {
		const f = states.shift();
		if (!f) return;
		cubeOverview(cube, selectedPapers(cube, f));
		idle(next);
	};
	idle(next);
}
