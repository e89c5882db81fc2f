// The cube as one binary file (data/overview-cube.bin): a JSON header with the dictionaries,
// then per column each paper's entry count (8 bits when every count fits, else 16) and the
// entries' codes (16 bits when the dictionary allows, else 32), then each paper's `published`
// (16 bits from the header's first day when the days fit, else 32), then what the date filter
// reads besides: a bit per paper for a month-only date, and for the papers bounded without a
// date, their numbers, `not_before` and last months (few papers: stored only for them). Typed
// arrays are read in place, so each block starts on a 4-byte boundary; byte order is the
// platform's (little-endian wherever the build and the browsers run).
import { NO_DAY, type RangeColumns } from './cube-dates.ts';
import { CUBE_LISTS, type CodedColumn, type GainKey, type PaperCube } from './paper-cube.ts';
import { aligned, encodeFramed, readFramed } from './framed-file.ts';

const MAGIC = 'RLCUBE02';
/** A 16-bit day offset standing for NULL. */
const NO_OFFSET = 0xffff;
/** The most entries one paper can have in one column: counts take 16 bits at most. */
export const MAX_ENTRIES = 0xffff;

interface ColumnHeader {
	entries: number;
	/** Codes take 32 bits (else 16). */
	wide: boolean;
	/** Counts take 16 bits (else 8). */
	wideCounts: boolean;
}

interface CubeHeader {
	papers: number;
	/** `published` as 16-bit offsets from day `first` (else 32-bit day numbers: `first` null). */
	published: { first: number | null };
	/** The bounded papers' count, or null for a cube without RangeColumns. */
	ranges: { bounded: number } | null;
	lists: Record<string, ColumnHeader & { names: string[] }>;
	sizes: ColumnHeader & { sizes: number[]; bins: number[] };
	gains: ColumnHeader & { keys: [string, number, string][] };
}

const isWide = (dictionarySize: number) => dictionarySize > 0x10000;

/** Each paper's entry count, 8 bits wide when every count fits. */
function counts(column: CodedColumn, papers: number): Uint8Array | Uint16Array {
	const out = new Uint16Array(papers);
	for (let p = 0; p < papers; p++) {
		const n = column.offsets[p + 1] - column.offsets[p];
		if (n > MAX_ENTRIES) throw new Error(`cube: paper ${p} has ${n} entries in one column`);
		out[p] = n;
	}
	return out.every((n) => n <= 0xff) ? Uint8Array.from(out) : out;
}

/** The first day, when every day fits 16 bits from it (NO_OFFSET aside); else null. */
function narrowDays(days: Int32Array): number | null {
	let first = Infinity;
	let last = -Infinity;
	for (const d of days) {
		if (d === NO_DAY) continue;
		first = Math.min(first, d);
		last = Math.max(last, d);
	}
	if (first === Infinity) return 0;
	return last - first < NO_OFFSET ? first : null;
}

function publishedBlock(days: Int32Array, first: number | null): Uint16Array | Int32Array {
	if (first === null) return days;
	return Uint16Array.from(days, (d) => (d === NO_DAY ? NO_OFFSET : d - first));
}

/** Papers with a `not_before` and no date, ascending. */
function boundedPapers(ranges: RangeColumns): number[] {
	const out: number[] = [];
	ranges.notBefore.forEach((d, p) => {
		if (d !== NO_DAY) out.push(p);
	});
	return out;
}

function bits(flags: Uint8Array): Uint8Array {
	const out = new Uint8Array(Math.ceil(flags.length / 8));
	flags.forEach((f, p) => {
		if (f) out[p >> 3] |= 1 << (p & 7);
	});
	return out;
}

/** The file's bytes for `cube`. */
export function encodeCube(cube: PaperCube): Uint8Array {
	const columns: [CodedColumn, number][] = [
		...CUBE_LISTS.map((l) => [cube.lists[l], cube.lists[l].names.length] as [CodedColumn, number]),
		[cube.sizes, cube.sizes.sizes.length],
		[cube.gains, cube.gains.keys.length]
	];
	const blocks: Uint8Array[] = [];
	const headers: ColumnHeader[] = columns.map(([column, dictionarySize]) => {
		const perPaper = counts(column, cube.papers);
		const wide = isWide(dictionarySize);
		const codes = wide ? Uint32Array.from(column.codes) : Uint16Array.from(column.codes);
		blocks.push(new Uint8Array(perPaper.buffer), new Uint8Array(codes.buffer));
		return { entries: column.codes.length, wide, wideCounts: perPaper instanceof Uint16Array };
	});
	const first = narrowDays(cube.published);
	blocks.push(new Uint8Array(publishedBlock(cube.published, first).buffer));
	const bounded = cube.ranges && boundedPapers(cube.ranges);
	if (cube.ranges && bounded) {
		blocks.push(bits(cube.ranges.monthOnly));
		for (const values of [
			bounded,
			bounded.map((p) => cube.ranges!.notBefore[p]),
			bounded.map((p) => cube.ranges!.lastMonth[p])
		])
			blocks.push(new Uint8Array(Int32Array.from(values).buffer));
	}
	const header: CubeHeader = {
		papers: cube.papers,
		published: { first },
		ranges: bounded ? { bounded: bounded.length } : null,
		lists: Object.fromEntries(
			CUBE_LISTS.map((l, i) => [l, { ...headers[i], names: cube.lists[l].names }])
		),
		sizes: { ...headers[4], sizes: cube.sizes.sizes, bins: cube.sizes.bins },
		gains: {
			...headers[5],
			keys: cube.gains.keys.map((k) => [k.unit, k.value, k.direction])
		}
	};
	return encodeFramed(MAGIC, header, blocks);
}

/** The cube in `bytes`, or null when they are not a sound cube file of this version (a damaged
 * one must not answer: the page then asks DuckDB). */
export function decodeCube(bytes: ArrayBuffer): PaperCube | null {
	try {
		return decodeOrThrow(bytes);
	} catch {
		return null;
	}
}

function decodeOrThrow(bytes: ArrayBuffer): PaperCube | null {
	const framed = readFramed<CubeHeader>(bytes, MAGIC);
	if (!framed) return null;
	const { header } = framed;
	const papers = header.papers;
	let at = framed.blocksStart;
	const column = ({ entries, wide, wideCounts }: ColumnHeader): CodedColumn => {
		const perPaper = wideCounts
			? new Uint16Array(bytes, at, papers)
			: new Uint8Array(bytes, at, papers);
		at = aligned(at + papers * (wideCounts ? 2 : 1));
		const raw = wide ? new Uint32Array(bytes, at, entries) : new Uint16Array(bytes, at, entries);
		at = aligned(at + entries * (wide ? 4 : 2));
		const offsets = new Uint32Array(papers + 1);
		for (let p = 0; p < papers; p++) offsets[p + 1] = offsets[p] + perPaper[p];
		if (offsets[papers] !== entries) throw new Error('cube: entry counts do not add up');
		return { offsets, codes: raw instanceof Uint32Array ? raw : Uint32Array.from(raw) };
	};
	/** A damaged file whose codes point past their dictionary must not answer wrongly. */
	const checked = <T extends CodedColumn>(coded: T, dictionarySize: number): T => {
		for (const code of coded.codes)
			if (code >= dictionarySize) throw new Error('cube: a code past its dictionary');
		return coded;
	};
	const lists = Object.fromEntries(
		CUBE_LISTS.map((l) => {
			const { names } = header.lists[l];
			return [l, { ...checked(column(header.lists[l]), names.length), names }];
		})
	) as PaperCube['lists'];
	const { sizes: sizeValues, bins } = header.sizes;
	const sizes = { ...checked(column(header.sizes), sizeValues.length), sizes: sizeValues, bins };
	const gains = {
		...checked(column(header.gains), header.gains.keys.length),
		keys: header.gains.keys.map(([unit, value, direction]): GainKey => ({ unit, value, direction }))
	};
	const { first } = header.published;
	// A damaged header must not read as other days, nor bounded papers count past the file.
	if (first !== null && !Number.isInteger(first)) throw new Error('cube: no first day');
	if (header.ranges && !Number.isInteger(header.ranges.bounded))
		throw new Error('cube: no count of bounded papers');
	const published =
		first === null
			? Int32Array.from(new Int32Array(bytes, at, papers))
			: Int32Array.from(new Uint16Array(bytes, at, papers), (o) =>
					o === NO_OFFSET ? NO_DAY : first + o
				);
	at = aligned(at + papers * (first === null ? 4 : 2));
	let ranges: RangeColumns | null = null;
	if (header.ranges) {
		const flags = new Uint8Array(bytes, at, Math.ceil(papers / 8));
		at = aligned(at + flags.length);
		const block = () => {
			const values = new Int32Array(bytes, at, header.ranges!.bounded);
			at = aligned(at + values.byteLength);
			return values;
		};
		const [boundedPapers, notBefore, lastMonth] = [block(), block(), block()];
		ranges = {
			monthOnly: Uint8Array.from({ length: papers }, (_, p) => (flags[p >> 3] >> (p & 7)) & 1),
			notBefore: new Int32Array(papers).fill(NO_DAY),
			lastMonth: new Int32Array(papers).fill(NO_DAY)
		};
		boundedPapers.forEach((p, i) => {
			if (p < 0 || p >= papers) throw new Error('cube: a bounded paper past the papers');
			ranges!.notBefore[p] = notBefore[i];
			ranges!.lastMonth[p] = lastMonth[i];
		});
	}
	if (at > bytes.byteLength) throw new Error('cube: the file ends early');
	return { papers, published, ranges, lists, sizes, gains };
}
