// The ETL's reader for the fetch cache: one cache file → a batch of records, skips and filtered,
// in the shape of `readArxivRecords`. Bad files are skips, never a stop.
import { basename } from 'node:path';
import type { ArxivBatch } from '../parse/arxiv/batch.ts';
import type { RecordFilter } from '../parse/arxiv/filter.ts';
import { parseEnvelope, type CacheEnvelope } from '../parse/cache-envelope.ts';
import { envelopeRecords } from '../parse/fetched/cache-records.ts';
import { isGap, readChunks } from './chunks.ts';
import { sniffFile } from './lines.ts';

export interface ReadCacheOptions {
	/** The ETL's filter: its query applies to every record, its categories to arXiv ones. */
	filter?: RecordFilter;
	/** Name used in records and skips; default the file's base name. */
	file?: string;
}

/** Far above any real page (a 2,000-entry arXiv page is ~4 MB). */
const MAX_CACHE_BYTES = 128 * 1024 * 1024;

/** Whether `path` is a fetch cache file, told from its bytes (the cache header, once unzipped). */
export async function isCacheFile(path: string): Promise<boolean> {
	return (await sniffFile(path)).format === 'fetch-cache';
}

/** A cache file's envelope, read whole and checked; throws with the reason when it is not one. */
export async function readEnvelope(path: string): Promise<CacheEnvelope> {
	const read = await cacheText(path, () => {});
	if ('error' in read) throw new Error(read.error);
	return parseEnvelope(read.text);
}

/** The unzipped text of a cache file, or why it cannot be read whole. */
async function cacheText(
	path: string,
	onBytesRead: (bytes: number) => void
): Promise<{ text: string } | { error: string }> {
	const chunks: Buffer[] = [];
	let length = 0;
	for await (const chunk of readChunks(path, { onBytesRead })) {
		if (isGap(chunk)) return { error: `not a readable gzip file (${chunk.gap})` };
		if ((length += chunk.length) > MAX_CACHE_BYTES)
			return { error: `unpacks to over ${MAX_CACHE_BYTES / 2 ** 20} MB` };
		chunks.push(chunk);
	}
	return { text: Buffer.concat(chunks, length).toString('utf8') };
}

/** Reads one cache file whole (one response: a page-sized file) as a single batch. */
export async function* readCacheRecords(
	path: string,
	options: ReadCacheOptions = {}
): AsyncGenerator<ArxivBatch> {
	const file = options.file ?? basename(path);
	let bytesRead = 0;
	const unusable = (reason: string): ArxivBatch => ({
		records: [],
		skips: [{ file, line: 1, reason: `cache file unusable: ${reason}` }],
		filtered: 0,
		seen: 1,
		bytesRead
	});
	const read = await cacheText(path, (bytes) => (bytesRead = bytes));
	if ('error' in read) return yield unusable(read.error);
	try {
		const batch = envelopeRecords(parseEnvelope(read.text), file, options.filter);
		const seen = batch.records.length + batch.skips.length + batch.filtered;
		yield { ...batch, seen, bytesRead };
	} catch (error) {
		yield unusable((error as Error).message);
	}
}
