// One paper's row from paper-pages.bin (layout in etl/schema/paper-pages-format.ts): its header
// and two table entries, then its one gzip block. Bytes come from `read`, so the same code reads
// a server's ranges or, in tests, a file in memory.
import {
	HEADER_BYTES,
	blockRange,
	checkHeader,
	entryOffset,
	shardOf
} from '$schema/paper-pages-format.ts';

/** Bytes [start, end) of the file. */
export type ReadRange = (start: number, end: number) => Promise<Uint8Array>;

async function gunzipText(bytes: Uint8Array): Promise<string> {
	const stream = new Blob([bytes as BlobPart])
		.stream()
		.pipeThrough(new DecompressionStream('gzip'));
	return new Response(stream).text();
}

/** The row of `id` as the ETL wrote it (dates as YYYY-MM-DD), or null when no paper has it. */
export async function readPaperPage(
	read: ReadRange,
	id: string
): Promise<Record<string, unknown> | null> {
	const shard = shardOf(id);
	const [header, entries] = await Promise.all([
		read(0, HEADER_BYTES),
		read(entryOffset(shard), entryOffset(shard + 2))
	]);
	checkHeader(header);
	const [start, end] = blockRange(entries);
	if (start === end) return null;
	const block = await read(start, end);
	if (block.length !== end - start) throw new Error(`block cut short (${block.length} bytes)`);
	const rows = JSON.parse(await gunzipText(block)) as Record<string, unknown>[];
	return rows.find((row) => row.paper_id === id) ?? null;
}
