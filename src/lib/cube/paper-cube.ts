// The overview's chart columns, one entry per paper, coded against dictionaries the build sorted
// with DuckDB, and each paper's dates: a filter state made only of list, size and date filters is
// then answered in the page, without a query (Mosaic answers such states from pre-aggregated data
// cubes in the same spirit).
// Every order the charts show (ties by name, sizes, gain values) is a code order, so it is
// DuckDB's by construction, not re-implemented here.
import { TOP_NAMES, type TopNamesColumn } from '../queries/overview.ts';
import type { RangeColumns } from './cube-dates.ts';

/** Per paper, the codes of its entries: paper p's are `codes[offsets[p] … offsets[p + 1])`.
 * Always 32-bit in memory, whatever the file stores: the counting loops then see one kind of
 * array and stay optimised (with 16- and 32-bit columns mixed, V8 deoptimised them on a click). */
export interface CodedColumn {
	offsets: Uint32Array;
	codes: Uint32Array;
}

/** A list of names (algorithms, benchmarks …): codes index `names`, which are in name order
 * (nameOrderSql), and each paper's codes are distinct. */
export interface NamesColumn extends CodedColumn {
	names: string[];
}

/** Stated model sizes: codes index the distinct sizes, ascending, each with its histogram bin
 * as sizesSql computes it; each paper's codes are distinct. */
export interface SizesColumn extends CodedColumn {
	sizes: number[];
	bins: number[];
}

/** One claimed gain as the gains chart groups it. */
export interface GainKey {
	unit: string;
	value: number;
	direction: string;
}

/** Claimed gains: codes index the distinct (unit, value, direction), in gainsSql's order; a
 * paper's codes repeat when it repeats a claim (the chart counts claims). */
export interface GainsColumn extends CodedColumn {
	keys: GainKey[];
}

/** The list columns the cube holds: those of the overview's bar charts. */
export const CUBE_LISTS = Object.keys(TOP_NAMES) as TopNamesColumn[];
export type CubeList = TopNamesColumn;

export interface PaperCube {
	papers: number;
	/** Each paper's `published` as a day number (cube-dates.ts), NO_DAY where unknown. */
	published: Int32Array;
	/** What the date filter reads besides; null when the data lacks it. */
	ranges: RangeColumns | null;
	lists: Record<CubeList, NamesColumn>;
	sizes: SizesColumn;
	gains: GainsColumn;
}
