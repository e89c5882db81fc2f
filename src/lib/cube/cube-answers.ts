// The overview's answers from the cube: for the papers a state keeps, the rows each chart's
// query in queries/overview.ts gives, same columns, same order (tests compare the two on data
// the ETL writes). Counting reads only the kept papers' entries.
import { TOP_NAMES, type OverviewCounts } from '../queries/overview.ts';
import { NO_DAY } from './cube-dates.ts';
import { CUBE_LISTS, type CodedColumn, type PaperCube } from './paper-cube.ts';

type Rows = Record<string, unknown>[];

/** Per code, how many of the kept papers' entries have it (the papers that have it, where a
 * paper's codes are distinct); `used`: the codes they have, as first met (so a
 * state reads its own entries, not the whole dictionary); `present`: the kept papers with any. */
function tally(column: CodedColumn, kept: Uint32Array, dictionarySize: number) {
	const perCode = new Uint32Array(dictionarySize);
	const used: number[] = [];
	let present = 0;
	const { offsets, codes } = column;
	for (const p of kept) {
		if (offsets[p] === offsets[p + 1]) continue;
		present++;
		for (let i = offsets[p]; i < offsets[p + 1]; i++) {
			if (perCode[codes[i]]++ === 0) used.push(codes[i]);
		}
	}
	return { perCode, used, present };
}

/** Like topNamesSql: the `limit` most-named, ties in name order (code order), each with the
 * number of names past the cut that have as many papers. */
function topNames(
	names: string[],
	{ perCode, used }: ReturnType<typeof tally>,
	limit: number
): Rows {
	const named = [...used];
	named.sort((a, b) => perCode[b] - perCode[a] || a - b);
	const leftOut = new Map<number, number>();
	for (const c of named.slice(limit)) leftOut.set(perCode[c], (leftOut.get(perCode[c]) ?? 0) + 1);
	return named.slice(0, limit).map((c) => ({
		name: names[c],
		papers: perCode[c],
		tied_names_not_shown: leftOut.get(perCode[c]) ?? 0
	}));
}

/** Per group, the kept papers with an entry in it (each paper counted once per group), where
 * `groupOf` maps a code to its group or -1 for none. */
function papersPerGroup(
	column: CodedColumn,
	kept: Uint32Array,
	groupOf: Int32Array,
	groups: number
): Uint32Array {
	const papers = new Uint32Array(groups);
	const lastPaper = new Int32Array(groups).fill(-1);
	const { offsets, codes } = column;
	for (const p of kept) {
		for (let i = offsets[p]; i < offsets[p + 1]; i++) {
			const g = groupOf[codes[i]];
			if (g < 0 || lastPaper[g] === p) continue;
			lastPaper[g] = p;
			papers[g]++;
		}
	}
	return papers;
}

/** Each item's index among the distinct values `keyOf` gives, and those values: worked out once
 * per dictionary (`items`), which every state reads the same way. */
const groupings = new WeakMap<object, [Int32Array, unknown[]]>();
function grouped<T, K>(items: T[], keyOf: (item: T, i: number) => K | null): [Int32Array, K[]] {
	const known = groupings.get(items);
	if (known) return known as [Int32Array, K[]];
	const made = groupedNow(items, keyOf);
	groupings.set(items, made);
	return made;
}

function groupedNow<T, K>(items: T[], keyOf: (item: T, i: number) => K | null): [Int32Array, K[]] {
	const index = new Map<K, number>();
	const groupOf = Int32Array.from(items, (item, i) => {
		const key = keyOf(item, i);
		if (key === null) return -1;
		if (!index.has(key)) index.set(key, index.size);
		return index.get(key)!;
	});
	return [groupOf, [...index.keys()]];
}

type Tally = ReturnType<typeof tally>;

/** The codes a tally met, in code order: the rows' order. */
const inCodeOrder = ({ used }: Tally) => Uint32Array.from(used).sort();

/** Like sizesSql: papers per stated size above 0, with its bin and the papers of that bin. */
function sizes(cube: PaperCube, kept: Uint32Array, perSize: Tally): Rows {
	const { sizes, bins } = cube.sizes;
	const [binOf, binValues] = grouped(sizes, (s, c) => (s > 0 ? bins[c] : null));
	const perBin = papersPerGroup(cube.sizes, kept, binOf, binValues.length);
	const rows: Rows = [];
	for (const c of inCodeOrder(perSize)) {
		if (sizes[c] > 0)
			rows.push({
				size_b: sizes[c],
				bin: bins[c],
				papers: perSize.perCode[c],
				bin_papers: perBin[binOf[c]]
			});
	}
	return rows;
}

/** Like gainsSql: claims per (unit, value, direction), each with the papers claiming a gain in
 * its unit. (A paper's repeated claim is an entry each, so the tally counts claims.) */
function gains(cube: PaperCube, kept: Uint32Array, claims: Tally): Rows {
	const { keys } = cube.gains;
	const [unitOf, units] = grouped(keys, (k) => k.unit);
	const perUnit = papersPerGroup(cube.gains, kept, unitOf, units.length);
	return Array.from(inCodeOrder(claims), (c) => ({
		...keys[c],
		claims: claims.perCode[c],
		papers: perUnit[unitOf[c]]
	}));
}

/** Every overview chart's rows, by chart id, for the papers `kept` lists. */
export function cubeOverview(cube: PaperCube, kept: Uint32Array): Record<string, Rows> {
	const tallies = Object.fromEntries(
		CUBE_LISTS.map((l) => [l, tally(cube.lists[l], kept, cube.lists[l].names.length)])
	);
	const distinct = (l: 'algorithms' | 'benchmarks') => tallies[l].used.length;
	const perSize = tally(cube.sizes, kept, cube.sizes.sizes.length);
	const claims = tally(cube.gains, kept, cube.gains.keys.length);
	const papers = kept.length;
	let dated = 0;
	for (const p of kept) if (cube.published[p] !== NO_DAY) dated++;
	const counts: OverviewCounts = {
		papers,
		dated,
		algorithms: distinct('algorithms'),
		benchmarks: distinct('benchmarks'),
		with_algorithms: tallies.algorithms.present,
		with_benchmarks: tallies.benchmarks.present,
		with_paradigms: tallies.paradigms.present,
		with_domains: tallies.domains.present,
		with_sizes: perSize.present,
		with_gains: claims.present
	};
	return {
		counts: [{ ...counts }],
		...Object.fromEntries(
			CUBE_LISTS.map((l) => [l, topNames(cube.lists[l].names, tallies[l], TOP_NAMES[l])])
		),
		sizes: sizes(cube, kept, perSize),
		gains: gains(cube, kept, claims)
	};
}
