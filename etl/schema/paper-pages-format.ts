// paper-pages.bin: every paper's full row as JSON, for the paper page. Papers are grouped into
// 4,096 gzip blocks by the first three hex digits of their paper_id (a SHA-1 prefix, so blocks
// are even: ~18 papers each at 75k, ~250 at 1M), behind a table of where each block starts. A
// paper page reads its two table entries and its one block: tens of kB, where papers.parquet
// (one data page per column chunk) would cost a whole row group of 8,192 papers' text.
// The ETL writes the file; the browser reads it. Pure: no I/O here.
//
//   bytes 0–3    "RLPP"
//   bytes 4–7    format version (u32, little-endian)
//   bytes 8–11   hex digits of paper_id that pick the block (u32: 3)
//   bytes 12–15  zero
//   then 4,097 offsets (u64 LE): block b spans [offset b, offset b+1); equal offsets: no papers
//   then the blocks: gzip of a JSON array of rows, in paper_id order

export const PAGES_FILE = 'paper-pages.bin';
const MAGIC = [0x52, 0x4c, 0x50, 0x50]; // "RLPP"
export const PAGES_VERSION = 1;
export const SHARD_DIGITS = 3;
export const SHARDS = 16 ** SHARD_DIGITS;
export const HEADER_BYTES = 16;
const OFFSET_BYTES = 8;

/** Where block `shard`'s start offset is stored; the next offset is its end. */
export const entryOffset = (shard: number) => HEADER_BYTES + OFFSET_BYTES * shard;

/** Where the first block starts: after the header and the offsets. */
export const TABLE_END = entryOffset(SHARDS + 1);

const HEX_PREFIX = new RegExp(`^[0-9a-f]{${SHARD_DIGITS}}`);

/** The block that holds `paperId`. The ETL's ids are hex; any other id (tests make such) is kept
 * in block 0, which the writer fills with them first. */
export function shardOf(paperId: string): number {
	return HEX_PREFIX.test(paperId) ? parseInt(paperId.slice(0, SHARD_DIGITS), 16) : 0;
}

/** The same test in DuckDB SQL, for the writer's ORDER BY: non-hex ids first, then by id. */
export const HEX_ID_SQL = `regexp_matches(paper_id, '${HEX_PREFIX.source}')`;

export function encodeHeader(): Uint8Array {
	const bytes = new Uint8Array(HEADER_BYTES);
	bytes.set(MAGIC);
	const view = new DataView(bytes.buffer);
	view.setUint32(4, PAGES_VERSION, true);
	view.setUint32(8, SHARD_DIGITS, true);
	return bytes;
}

/** Throws, saying what is wrong, unless `bytes` start a pages file this reader understands. */
export function checkHeader(bytes: Uint8Array): void {
	if (bytes.length < HEADER_BYTES || MAGIC.some((b, i) => bytes[i] !== b)) {
		throw new Error(`${PAGES_FILE}: not a paper pages file (no RLPP header)`);
	}
	const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
	const version = view.getUint32(4, true);
	const digits = view.getUint32(8, true);
	if (version !== PAGES_VERSION || digits !== SHARD_DIGITS) {
		throw new Error(
			`${PAGES_FILE}: format ${version}/${digits}, this app reads ${PAGES_VERSION}/${SHARD_DIGITS} (rebuild the data)`
		);
	}
}

/** The offsets table: `offsets` has one entry per block plus the end of the last. */
export function encodeOffsets(offsets: number[]): Uint8Array {
	if (offsets.length !== SHARDS + 1) throw new Error(`expected ${SHARDS + 1} offsets`);
	const bytes = new Uint8Array(offsets.length * OFFSET_BYTES);
	const view = new DataView(bytes.buffer);
	offsets.forEach((offset, i) => view.setBigUint64(i * OFFSET_BYTES, BigInt(offset), true));
	return bytes;
}

/** [start, end) of a block from its two table entries (16 bytes read at entryOffset). */
export function blockRange(entries: Uint8Array): [number, number] {
	const view = new DataView(entries.buffer, entries.byteOffset, 2 * OFFSET_BYTES);
	const start = Number(view.getBigUint64(0, true));
	const end = Number(view.getBigUint64(OFFSET_BYTES, true));
	if (end < start || start < TABLE_END) {
		throw new Error(`${PAGES_FILE}: damaged offsets table (block ${start}–${end})`);
	}
	return [start, end];
}
