import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RecordFilter } from '../arxiv/filter.ts';
import { sniffFile } from '../arxiv/lines.ts';
import { readArxivRecords } from '../arxiv/read-records.ts';
import { parseCapture } from '../parse/capture.ts';
import { decodeCapture } from '../parse/decode.ts';
import type { PaperRecord, Skip } from '../types.ts';
import { listingToRecord } from './listing-record.ts';
import { captureInfoFor, type ManifestCache } from './manifest.ts';

/** Records of one file read so far, with what was skipped or filtered out. */
export interface SourceBatch {
	records: PaperRecord[];
	skips: Skip[];
	/** Records left out by the user's filter: neither papers nor skips. */
	filtered: number;
	/** Bytes of the file read so far, when the reader streams it. */
	bytesRead?: number;
}

export interface SourceOptions {
	manifests: ManifestCache;
	/** Applies to arXiv dumps (listings carry no categories). */
	filter?: RecordFilter;
}

/** Reads any input file: the format is detected from its bytes, not configured. */
export async function* readSource(
	path: string,
	options: SourceOptions
): AsyncGenerator<SourceBatch> {
	const { gzip, format } = await sniffFile(path);
	if (format === 'arxiv-jsonl') yield* readArxivRecords(path, { filter: options.filter });
	else yield await readListingCapture(path, gzip, options.manifests);
}

/** A listing capture is page-sized; a gzip unpacking to more than this is not one. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;

/** A listing capture is page-sized: read whole, decoded strictly, parsed in one go. */
async function readListingCapture(
	path: string,
	gzip: boolean,
	manifests: ManifestCache
): Promise<SourceBatch> {
	const file = basename(path);
	let bytes = new Uint8Array(await readFile(path));
	if (gzip) {
		try {
			bytes = new Uint8Array(gunzipSync(bytes, { maxOutputLength: MAX_LISTING_BYTES }));
		} catch (error) {
			const reason = `not a readable gzip file (${(error as Error).message})`;
			return { records: [], skips: [{ file, line: 1, reason }], filtered: 0 };
		}
	}
	const decoded = decodeCapture(bytes, file);
	if ('error' in decoded) return { records: [], skips: [decoded.error], filtered: 0 };
	const capture = await captureInfoFor(path, manifests);
	const parsed = parseCapture(decoded.text, file, capture);
	return {
		records: parsed.listings.map((listing) => listingToRecord(listing, capture)),
		skips: parsed.skips,
		filtered: 0
	};
}
