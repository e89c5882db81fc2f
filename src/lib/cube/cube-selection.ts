// Which papers a filter state keeps, read from the cube: for states made only of list filters
// (a value of one kind or another: OR within a kind, AND across) and model-size bands, the
// conditions filters.ts writes as SQL. Any other filter (dates, names, search) is DuckDB's.
import { conditions, emptyFilters, LIST_FILTERS, FILTER_COLUMN } from '../queries/filters.ts';
import type { Filters } from '../queries/filters.ts';
import { bandOf } from '../queries/size-bands.ts';
import type { CodedColumn, CubeList, PaperCube } from './paper-cube.ts';

/** `f` without its dates, names and search: what the cube can test. */
const cubePart = (f: Filters): Filters => ({
	...emptyFilters(),
	...Object.fromEntries(LIST_FILTERS.map((k) => [k, f[k]])),
	size: f.size
});

/** Whether the cube can answer `f`: every condition `f` puts on the papers is a list or size
 * test (a date range, a name or a search adds conditions of its own). */
export const cubeAnswers = (f: Filters): boolean =>
	conditions(f).length === conditions(cubePart(f)).length;

/** Keeps, in `kept`, only the papers with an entry of `column` whose code `wanted` marks. */
function keepHaving(kept: Uint8Array, column: CodedColumn, wanted: Uint8Array): void {
	const { offsets, codes } = column;
	for (let p = 0; p < kept.length; p++) {
		if (!kept[p]) continue;
		let hit = 0;
		for (let i = offsets[p]; i < offsets[p + 1] && !hit; i++) hit = wanted[codes[i]];
		kept[p] = hit;
	}
}

/** 1 for each paper `f` keeps (`f` as cubeAnswers allows). */
export function selectedPapers(cube: PaperCube, f: Filters): Uint8Array {
	const kept = new Uint8Array(cube.papers).fill(1);
	for (const key of LIST_FILTERS) {
		if (f[key].length === 0) continue;
		const column = cube.lists[FILTER_COLUMN[key] as CubeList];
		const values = new Set(f[key]);
		keepHaving(
			kept,
			column,
			Uint8Array.from(column.names, (name) => (values.has(name) ? 1 : 0))
		);
	}
	const bands = f.size.map(bandOf).filter((b) => b !== undefined);
	if (bands.length > 0) {
		const inBand = (s: number) => bands.some((b) => s >= b.min && s < b.max);
		keepHaving(
			kept,
			cube.sizes,
			Uint8Array.from(cube.sizes.sizes, (s) => (inBand(s) ? 1 : 0))
		);
	}
	return kept;
}
