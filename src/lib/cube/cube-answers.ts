// The overview's answers from the cube: for the papers a state keeps, the rows each chart's
// query in queries/overview.ts gives, same columns, same order (tests compare the two on data
// the ETL writes). Counting is a pass over the kept papers' entries.
import { TOP_NAMES, type OverviewCounts } from '../queries/overview.ts';
import { CUBE_LISTS, type CodedColumn, type PaperCube } from './paper-cube.ts';

type Rows = Record<string, unknown>[];

/** Per code, how many kept papers have it, and `present`: the kept papers with any entry. */
function tally(column: CodedColumn, kept: Uint8Array, dictionarySize: number) {
	const perCode = new Uint32Array(dictionarySize);
	let present = 0;
	const { offsets, codes } = column;
	for (let p = 0; p < kept.length; p++) {
		if (!kept[p] || offsets[p] === offsets[p + 1]) continue;
		present++;
		for (let i = offsets[p]; i < offsets[p + 1]; i++) perCode[codes[i]]++;
	}
	return { perCode, present };
}

/** Like topNamesSql: the `limit` most-named, ties in name order (code order), each with the
 * number of names past the cut that have as many papers. */
function topNames(names: string[], perCode: Uint32Array, limit: number): Rows {
	const named = [...perCode.keys()].filter((c) => perCode[c] > 0);
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
	kept: Uint8Array,
	groupOf: Int32Array,
	groups: number
): Uint32Array {
	const papers = new Uint32Array(groups);
	const lastPaper = new Int32Array(groups).fill(-1);
	const { offsets, codes } = column;
	for (let p = 0; p < kept.length; p++) {
		if (!kept[p]) continue;
		for (let i = offsets[p]; i < offsets[p + 1]; i++) {
			const g = groupOf[codes[i]];
			if (g < 0 || lastPaper[g] === p) continue;
			lastPaper[g] = p;
			papers[g]++;
		}
	}
	return papers;
}

/** Each item's index among the distinct values `keyOf` gives, and those values. */
function grouped<T, K>(items: T[], keyOf: (item: T, i: number) => K | null): [Int32Array, K[]] {
	const index = new Map<K, number>();
	const groupOf = Int32Array.from(items, (item, i) => {
		const key = keyOf(item, i);
		if (key === null) return -1;
		if (!index.has(key)) index.set(key, index.size);
		return index.get(key)!;
	});
	return [groupOf, [...index.keys()]];
}

/** Like sizesSql: papers per stated size above 0, with its bin and the papers of that bin. */
function sizes(cube: PaperCube, kept: Uint8Array): Rows {
	const { sizes, bins } = cube.sizes;
	const perSize = tally(cube.sizes, kept, sizes.length).perCode;
	const [binOf, binValues] = grouped(sizes, (s, c) => (s > 0 ? bins[c] : null));
	const perBin = papersPerGroup(cube.sizes, kept, binOf, binValues.length);
	const rows: Rows = [];
	sizes.forEach((size_b, c) => {
		if (perSize[c] > 0 && size_b > 0)
			rows.push({ size_b, bin: bins[c], papers: perSize[c], bin_papers: perBin[binOf[c]] });
	});
	return rows;
}

/** Like gainsSql: claims per (unit, value, direction), each with the papers claiming a gain in
 * its unit. */
function gains(cube: PaperCube, kept: Uint8Array): Rows {
	const { keys, offsets, codes } = cube.gains;
	const claims = new Uint32Array(keys.length);
	for (let p = 0; p < kept.length; p++) {
		if (!kept[p]) continue;
		for (let i = offsets[p]; i < offsets[p + 1]; i++) claims[codes[i]]++;
	}
	const [unitOf, units] = grouped(keys, (k) => k.unit);
	const perUnit = papersPerGroup(cube.gains, kept, unitOf, units.length);
	const rows: Rows = [];
	keys.forEach((k, c) => {
		if (claims[c] > 0) rows.push({ ...k, claims: claims[c], papers: perUnit[unitOf[c]] });
	});
	return rows;
}

/** Every overview chart's rows, by chart id, for the papers `kept` marks. */
export function cubeOverview(cube: PaperCube, kept: Uint8Array): Record<string, Rows> {
	const tallies = Object.fromEntries(
		CUBE_LISTS.map((l) => [l, tally(cube.lists[l], kept, cube.lists[l].names.length)])
	);
	const distinct = (l: 'algorithms' | 'benchmarks') =>
		tallies[l].perCode.reduce((n, papers) => n + (papers > 0 ? 1 : 0), 0);
	let papers = 0;
	let dated = 0;
	for (let p = 0; p < kept.length; p++) {
		papers += kept[p];
		dated += kept[p] & cube.dated[p];
	}
	const counts: OverviewCounts = {
		papers,
		dated,
		algorithms: distinct('algorithms'),
		benchmarks: distinct('benchmarks'),
		with_algorithms: tallies.algorithms.present,
		with_benchmarks: tallies.benchmarks.present,
		with_paradigms: tallies.paradigms.present,
		with_domains: tallies.domains.present,
		with_sizes: tally(cube.sizes, kept, cube.sizes.sizes.length).present,
		with_gains: tally(cube.gains, kept, cube.gains.keys.length).present
	};
	return {
		counts: [{ ...counts }],
		...Object.fromEntries(
			CUBE_LISTS.map((l) => [l, topNames(cube.lists[l].names, tallies[l].perCode, TOP_NAMES[l])])
		),
		sizes: sizes(cube, kept),
		gains: gains(cube, kept)
	};
}
