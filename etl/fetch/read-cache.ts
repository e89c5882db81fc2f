// The ETL's reader for the fetch cache: one cache file → a batch of records, skips and filtered,
// in the shape of `readArxivRecords`. Bad files are skips, never a stop.
import { open, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ArxivBatch } from '../arxiv/batch.ts';
import type { RecordFilter } from '../arxiv/filter.ts';
import { envelopeRecords } from './cache-records.ts';
import { decodeEnvelope, isCacheHead } from './envelope.ts';

export interface ReadCacheOptions {
	/** The ETL's filter: its query applies to every record, its categories to arXiv ones. */
	filter?: RecordFilter;
	/** Name used in records and skips; default the file's base name. */
	file?: string;
}

/** Whether `path` is a fetch cache file, told from its bytes (a gzip holding the cache header). */
export async function isCacheFile(path: string): Promise<boolean> {
	const handle = await open(path, 'r');
	try {
		const head = Buffer.alloc(256);
		const { bytesRead } = await handle.read(head, 0, head.length, 0);
		return isCacheHead(head.subarray(0, bytesRead));
	} finally {
		await handle.close();
	}
}

/** Reads one cache file whole (one response: a page-sized file) as a single batch. */
export async function* readCacheRecords(
	path: string,
	options: ReadCacheOptions = {}
): AsyncGenerator<ArxivBatch> {
	const file = options.file ?? basename(path);
	const bytes = await readFile(path);
	try {
		const batch = envelopeRecords(decodeEnvelope(bytes), file, options.filter);
		const seen = batch.records.length + batch.skips.length + batch.filtered;
		yield { ...batch, seen, bytesRead: bytes.length };
	} catch (error) {
		const reason = `cache file unusable: ${(error as Error).message}`;
		const skips = [{ file, line: 1, reason }];
		yield { records: [], skips, filtered: 0, seen: 1, bytesRead: bytes.length };
	}
}
