// Which papers a filter state keeps, read from the cube: for states made only of list filters
// (a value of one kind or another: OR within a kind, AND across), model-size bands and a date
// range, the conditions filters.ts writes as SQL. Names and search are DuckDB's.
import { conditions, emptyFilters, LIST_FILTERS, FILTER_COLUMN } from '../queries/filters.ts';
import type { Filters } from '../queries/filters.ts';
import { bandOf } from '../queries/size-bands.ts';
import { rangeAnswerable, rangeKeeps } from './cube-dates.ts';
import type { CodedColumn, PaperCube } from './paper-cube.ts';

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
 * test (a name or a search adds conditions of its own), and the cube holds what its dates need. */
export const cubeAnswers = (cube: PaperCube, f: Filters): boolean =>
	rangeAnswerable(cube.ranges, f) && conditions(f).length === conditions(cubePart(f)).length;

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

/** The papers `f` keeps (`f` as cubeAnswers allows), by number, ascending. Each filter narrows
 * the list the one before left, so the counting after it reads only the kept papers; the date
 * range comes last. */
export function selectedPapers(cube: PaperCube, f: Filters): Uint32Array {
	let kept: Uint32Array | null = null;
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
