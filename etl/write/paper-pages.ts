// Writes paper-pages.bin (layout in paper-pages-format.ts) from a DuckDB table of papers,
// streaming: memory holds a few blocks, never the corpus. Same rows, same bytes: rows come in
// paper_id order, and DuckDB's to_json and gzip at a fixed level are deterministic.
import type { DuckDBConnection } from '@duckdb/node-api';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import {
	HEADER_BYTES,
	HEX_ID_SQL,
	SHARDS,
	TABLE_END,
	encodeHeader,
	encodeOffsets,
	shardOf
} from '../schema/paper-pages-format.ts';

const gzipAsync = promisify(gzip);

/** Blocks compressed at once (zlib runs them on libuv's threads): gzip is most of the time. */
const IN_FLIGHT = 8;

/** A block this short (a few papers) is compressed at once on this thread: a trip to libuv's
 * threads costs more than compressing it. Same bytes either way. */
const SMALL_BLOCK_CHARS = 16 * 1024;
const compress = (json: string): Promise<Buffer> =>
	json.length < SMALL_BLOCK_CHARS
		? Promise.resolve(gzipSync(json, { level: 6 }))
		: gzipAsync(json, { level: 6 });

/** Blocks are written in runs of about this many bytes, not one write each (4,096 blocks). */
const WRITE_BYTES = 1 << 20;

/** Writes every row of `table` (one per paper, with a `paper_id`) to `outPath`. */
export async function writePaperPages(
	connection: DuckDBConnection,
	table: string,
	outPath: string
): Promise<void> {
	const file = await open(outPath, 'w');
	try {
		const offsets: number[] = [];
		let position = TABLE_END;
		// Compressed blocks not yet written, and where they start in the file.
		let pending: Buffer[] = [];
		let pendingBytes = 0;
		const flush = async () => {
			const run = Buffer.concat(pending, pendingBytes);
			await file.write(run, 0, run.length, position - pendingBytes);
			pending = [];
			pendingBytes = 0;
		};
		// Blocks in order, each compressing; written (and given its offset) from the front.
		const queue: Promise<Buffer | null>[] = [];
		const writeFront = async () => {
			const block = await queue.shift()!;
			offsets.push(position);
			if (block) {
				pending.push(block);
				pendingBytes += block.length;
				position += block.length;
				if (pendingBytes >= WRITE_BYTES) await flush();
			}
		};
		let rows: string[] = [];
		const endBlock = async () => {
			queue.push(rows.length ? compress(`[${rows.join(',')}]`) : Promise.resolve(null));
			rows = [];
			if (queue.length >= IN_FLIGHT) await writeFront();
		};
		let shard = 0;
		const result = await connection.stream(
			`SELECT paper_id, to_json(t)::VARCHAR AS row FROM ${table} t ORDER BY ${HEX_ID_SQL}, paper_id`
		);
		for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0;) {
			for (const [id, row] of chunk.getRows() as [string, string][]) {
				for (const next = shardOf(id); shard < next; shard++) await endBlock();
				rows.push(row);
			}
			chunk = await result.fetchChunk();
		}
		for (; shard < SHARDS; shard++) await endBlock();
		while (queue.length) await writeFront();
		if (pendingBytes > 0) await flush();
		offsets.push(position);
		const head = new Uint8Array(TABLE_END);
		head.set(encodeHeader());
		head.set(encodeOffsets(offsets), HEADER_BYTES);
		await file.write(head, 0, head.length, 0);
	} finally {
		await file.close();
	}
}
