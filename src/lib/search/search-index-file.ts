// The search index as one binary file (data/search-index.bin): a JSON header with the paper
// count, DuckDB's lower case of each code point it changes (as pairs) and each table's sizes, then per table its key starts and key bytes, its gap starts and
// gap bytes (postings.ts). Typed arrays are read in place, so each block starts on a 4-byte
// boundary (little-endian, as the cube's file).
import { aligned, encodeFramed, readFramed } from '../cube/framed-file.ts';
import { keyCount, keysSorted, type Postings } from './postings.ts';
import type { SearchIndex } from './search-index.ts';

const MAGIC = 'RLSRCH02';
const TABLES = ['titleWords', 'names', 'nameKeys'] as const;

interface TableHeader {
	keys: number;
	keyBytes: number;
	bytes: number;
}

interface IndexHeader {
	papers: number;
	/** Code point, its lower case, one pair after another. */
	lower: number[];
	tables: Record<(typeof TABLES)[number], TableHeader>;
}

/** The file's bytes for `index`. */
export function encodeSearchIndex(index: SearchIndex): Uint8Array {
	const header: IndexHeader = {
		papers: index.papers,
		lower: [...index.lower].flat(),
		tables: Object.fromEntries(
			TABLES.map((t) => [
				t,
				{
					keys: keyCount(index[t]),
					keyBytes: index[t].keyBytes.length,
					bytes: index[t].bytes.length
				}
			])
		) as IndexHeader['tables']
	};
	const blocks = TABLES.flatMap((t) => {
		const { keyStarts, keyBytes, starts, bytes } = index[t];
		return [new Uint8Array(keyStarts.buffer), keyBytes, new Uint8Array(starts.buffer), bytes];
	});
	return encodeFramed(MAGIC, header, blocks);
}

/** The index in `bytes`, or null when they are not a sound index file of this version (a
 * damaged one must not answer: the page then asks DuckDB). */
export function decodeSearchIndex(bytes: ArrayBuffer): SearchIndex | null {
	try {
		return decodeOrThrow(bytes);
	} catch {
		return null;
	}
}

/** Whether `starts` run from 0 to `end` without going back. */
function startsSound(starts: Uint32Array, end: number): boolean {
	for (let i = 1; i < starts.length; i++) if (starts[i] < starts[i - 1]) return false;
	return starts[0] === 0 && starts[starts.length - 1] === end;
}

const isCodePoint = (x: unknown) =>
	Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 0x10ffff;

function decodeOrThrow(bytes: ArrayBuffer): SearchIndex | null {
	const framed = readFramed<IndexHeader>(bytes, MAGIC);
	if (!framed) return null;
	const { header } = framed;
	if (!Number.isInteger(header.papers)) throw new Error('search index: no paper count');
	if (!Array.isArray(header.lower) || header.lower.length % 2 || !header.lower.every(isCodePoint))
		throw new Error('search index: no lower case');
	const lower = new Map<number, number>();
	for (let i = 0; i < header.lower.length; i += 2) lower.set(header.lower[i], header.lower[i + 1]);
	let at = framed.blocksStart;
	const block = <T>(make: (offset: number) => T & { byteLength: number }): T => {
		const made = make(at);
		at = aligned(at + made.byteLength);
		return made;
	};
	const table = ({ keys, keyBytes, bytes: size }: TableHeader): Postings => {
		const postings: Postings = {
			keyStarts: block((o) => new Uint32Array(bytes, o, keys + 1)),
			keyBytes: block((o) => new Uint8Array(bytes, o, keyBytes)),
			starts: block((o) => new Uint32Array(bytes, o, keys + 1)),
			bytes: block((o) => new Uint8Array(bytes, o, size))
		};
		// A damaged file must not read past a table, nor search keys out of order.
		if (!startsSound(postings.keyStarts, keyBytes) || !startsSound(postings.starts, size))
			throw new Error('search index: starts do not add up');
		if (!keysSorted(postings)) throw new Error('search index: keys out of order');
		return postings;
	};
	const [titleWords, names, nameKeys] = TABLES.map((t) => table(header.tables[t]));
	return { papers: header.papers, titleWords, names, nameKeys, lower };
}
