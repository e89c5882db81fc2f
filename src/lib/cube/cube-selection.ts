// Which papers a filter state keeps, read from the cube: for states made only of list filters
// (a value of one kind or another: OR within a kind, AND across), model-size bands and a date
// range, the conditions filters.ts writes as SQL; and with the build's search index, a search it
// answers (search/search-index.ts: one ASCII word) and names (by the keys DuckDB made). Other
// searches are DuckDB's.
import { conditions, emptyFilters, LIST_FILTERS, FILTER_COLUMN } from '../queries/filters.ts';
import type { Filters } from '../queries/filters.ts';
import { bandOf } from '../queries/size-bands.ts';
import { namedPapers, searchedPapers, type SearchIndex } from '../search/search-index.ts';
import { rangeAnswerable, rangeKeeps } from './cube-dates.ts';
import type { CodedColumn, PaperCube } from './paper-cube.ts';

/** The last search looked up: a state's answers and its date counts ask for the same. */
let lastSearch: { search: SearchIndex; q: string; papers: Uint32Array | null } | null = null;

/** The papers `f`'s search keeps, ascending, by `search` (an index of the cube's papers), or
 * null when there is no search, no such index, or one it cannot answer. */
function searchKept(cube: PaperCube, f: Filters, search: SearchIndex | null): Uint32Array | null {
	const q = f.q.trim();
	if (!q || !search || search.papers !== cube.papers) return null;
	if (lastSearch?.search !== search || lastSearch.q !== q)
		lastSearch = { search, q, papers: searchedPapers(search, q) };
	return lastSearch.papers;
}

/** The last names looked up, as lastSearch. */
let lastNames: { search: SearchIndex; key: string; papers: Uint32Array | null } | null = null;

/** The papers naming one of `f`'s names, ascending, by `search`, or null when `f` has no name,
 * there is no such index, or it cannot tell. */
function namesKept(cube: PaperCube, f: Filters, search: SearchIndex | null): Uint32Array | null {
	if (f.name.length === 0 || !search || search.papers !== cube.papers) return null;
	const key = JSON.stringify(f.name);
	if (lastNames?.search !== search || lastNames.key !== key)
		lastNames = { search, key, papers: namedPapers(search, f.name) };
	return lastNames.papers;
}

/** The papers both ascending lists hold (either null: the other). */
function both(a: Uint32Array | null, b: Uint32Array | null): Uint32Array | null {
	if (!a || !b) return a ?? b;
	const out = new Uint32Array(Math.min(a.length, b.length));
	let n = 0;
	for (let i = 0, j = 0; i < a.length && j < b.length;) {
		if (a[i] < b[j]) i++;
		else if (a[i] > b[j]) j++;
		else {
			out[n++] = a[i++];
			j++;
		}
	}
	return out.subarray(0, n);
}

/** `f` without its names and search: what the cube can test. */
const cubePart = (f: Filters): Filters => ({
	...emptyFilters(),
	...Object.fromEntries(LIST_FILTERS.map((k) => [k, f[k]])),
	size: f.size,
	from: f.from,
	to: f.to,
	bounded: f.bounded
});

/** Whether `cube` can answer `f`: every condition `f` puts on the papers is a list, size or date
 * test, or a search or names `search` answers (another search adds conditions of its own), and
 * the cube holds what its dates need. */
export const cubeAnswers = (
	cube: PaperCube,
	f: Filters,
	search: SearchIndex | null = null
): boolean => {
	const answered = {
		...cubePart(f),
		q: searchKept(cube, f, search) ? f.q : '',
		name: namesKept(cube, f, search) ? f.name : []
	};
	return rangeAnswerable(cube.ranges, f) && conditions(f).length === conditions(answered).length;
};

/** Of the papers `kept` lists (null: every paper of the cube), those with an entry of `column`
 * whose code `wanted` marks. */
function having(kept: Uint32Array | null, column: CodedColumn, wanted: Uint8Array): Uint32Array {
	const { offsets, codes } = column;
	const count = kept ? kept.length : offsets.length - 1;
	const out = new Uint32Array(count);
	let n = 0;
	for (let k = 0; k < count; k++) {
		const p = kept ? kept[k] : k;
		for (let i = offsets[p]; i < offsets[p + 1]; i++) {
			if (wanted[codes[i]]) {
				out[n++] = p;
				break;
			}
		}
	}
	return out.subarray(0, n);
}

/** The papers `f` keeps (`f` as cubeAnswers allows, with the same `search`), by number,
 * ascending. Each filter narrows the list the one before left (the search and names first), so the
 * counting after it reads only the kept papers; the date range comes last. */
export function selectedPapers(
	cube: PaperCube,
	f: Filters,
	search: SearchIndex | null = null
): Uint32Array {
	let kept = both(searchKept(cube, f, search), namesKept(cube, f, search));
	for (const key of LIST_FILTERS) {
		if (f[key].length === 0) continue;
		const column = cube.lists[FILTER_COLUMN[key]];
		const values = new Set(f[key]);
		kept = having(
			kept,
			column,
			Uint8Array.from(column.names, (name) => (values.has(name) ? 1 : 0))
		);
	}
	const bands = f.size.map(bandOf).filter((b) => b !== undefined);
	if (bands.length > 0) {
		const inBand = (s: number) => bands.some((b) => s >= b.min && s < b.max);
		kept = having(
			kept,
			cube.sizes,
			Uint8Array.from(cube.sizes.sizes, (s) => (inBand(s) ? 1 : 0))
		);
	}
	const inRange = cube.ranges && rangeKeeps(cube.published, cube.ranges, f);
	const listed = kept ?? everyPaper(cube);
	return inRange ? listed.filter(inRange) : listed;
}

function everyPaper(cube: PaperCube): Uint32Array {
	const every = new Uint32Array(cube.papers);
	for (let p = 0; p < every.length; p++) every[p] = p;
	return every;
}
