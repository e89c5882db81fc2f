import { basename } from 'node:path';
import { isGap, readChunks } from './chunks.ts';
import type { RecordFilter } from '../parse/arxiv/filter.ts';
import { sniffFile } from './lines.ts';
import { readArxivRecords } from './arxiv-records.ts';
import { readCacheRecords } from './fetch-cache.ts';
import { parseCapture } from '../parse/capture.ts';
import { decodeCapture, type LineDamage } from '../parse/decode.ts';
import type { PaperRecord, Skip } from '../types.ts';
import { listingToRecord } from '../parse/listing-record.ts';
import { captureInfoFor, ManifestError, type ManifestCache } from './manifest.ts';

/** Records of one file read so far, with what was skipped or filtered out. */
export interface SourceBatch {
	records: PaperRecord[];
	skips: Skip[];
	/** Records left out by the user's filter: neither papers nor skips. */
	filtered: number;
	/** What the user should know about the file that costs no record (e.g. no capture date). */
	warnings?: string[];
	/**
	 * Records the reader saw in the input: each is one record, one skip or one filtered. A
	 * reader that does not count them leaves it out, and its batch is taken at its word.
	 */
	seen?: number;
	/** Bytes of the file read so far, when the reader streams it. */
	bytesRead?: number;
}

export interface SourceOptions {
	manifests: ManifestCache;
	/** Applies to arXiv dumps (listings carry no categories). */
	filter?: RecordFilter;
}

/**
 * Reads any input file: the format is detected from its bytes, not configured. Whatever goes
 * wrong inside a file (a read error, a fault in a reader) ends that file with one skip after
 * the last line read; the records before it stand, and the other files are read. Only a
 * broken manifest stops the run.
 */
export async function* readSource(
	path: string,
	options: SourceOptions
): AsyncGenerator<SourceBatch> {
	let lastLine = 0;
	try {
		for await (const batch of readFormat(path, options)) {
			for (const item of [...batch.records, ...batch.skips])
				lastLine = Math.max(lastLine, item.line);
			yield batch;
		}
	} catch (error) {
		if (error instanceof ManifestError) throw error;
		const skip = {
			file: basename(path),
			line: lastLine + 1,
			reason: `cannot read further: ${(error as Error).message}`
		};
		yield { records: [], skips: [skip], filtered: 0, seen: 1 };
	}
}

async function* readFormat(path: string, options: SourceOptions): AsyncGenerator<SourceBatch> {
	const { format } = await sniffFile(path);
	// Raw responses kept by `npm run fetch` (etl/fetch): recognised by their bytes.
	if (format === 'fetch-cache') yield* readCacheRecords(path, { filter: options.filter });
	else if (format === 'arxiv-jsonl') yield* readDump(path, options);
	else yield await readListingCapture(path, options.manifests);
}

/** An arXiv-shaped dump: a capture date in the manifest bounds every paper it lists from above
 * (a dump saved on that day cannot hold a later paper), as for a listing page. */
async function* readDump(path: string, options: SourceOptions): AsyncGenerator<SourceBatch> {
	const { captured } = await captureInfoFor(path, options.manifests);
	for await (const batch of readArxivRecords(path, { filter: options.filter })) {
		if (!captured) {
			yield batch;
			continue;
		}
		// A paper dated after the dump was saved: the manifest's date is wrong for this file.
		const late = batch.records.filter((r) => r.published !== null && r.published > captured);
		const warnings = late.length
			? [
					`${basename(path)}:${late[0].line}: ${late.length} paper(s) from line ${late[0].line} on are published after ${captured}, the capture date the manifest gives this file (first: ${late[0].published}); their upper bound is wrong`
				]
			: [];
		yield {
			...batch,
			records: batch.records.map((r) => ({ ...r, captured })),
			warnings
		};
	}
}

/** A listing capture is page-sized; a gzip unpacking to more than this is not one. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;

interface CaptureBytes {
	bytes: Uint8Array;
	/** Where gzip data was lost: byte offsets into `bytes`, with why. */
	gaps: { at: number; reason: string }[];
}

/** The capture's bytes (gunzipped, past damage), or null when it is too big to be one. */
async function captureBytes(path: string): Promise<CaptureBytes | null> {
	const chunks: Buffer[] = [];
	const gaps: CaptureBytes['gaps'] = [];
	let length = 0;
	for await (const chunk of readChunks(path)) {
		if (isGap(chunk)) gaps.push({ at: length, reason: chunk.gap });
		else if ((length += chunk.length) > MAX_LISTING_BYTES) return null;
		else chunks.push(chunk);
	}
	return { bytes: new Uint8Array(Buffer.concat(chunks, length)), gaps };
}

/**
 * Lost gzip data inside a line damages that line; at a line's start it is reported on its own
 * (as a skip of its own, since no record can be said to hold it).
 */
function placeGaps(
	{ bytes, gaps }: CaptureBytes,
	file: string
): { damaged: LineDamage; skips: Skip[] } {
	const damaged: LineDamage = new Map();
	const skips: Skip[] = [];
	let line = 1;
	let scanned = 0;
	for (const gap of gaps) {
		for (let at = bytes.indexOf(0x0a, scanned); at !== -1 && at < gap.at;) {
			line++;
			at = bytes.indexOf(0x0a, at + 1);
		}
		scanned = gap.at;
		if (gap.at === 0 || bytes[gap.at - 1] === 0x0a) skips.push({ file, line, reason: gap.reason });
		else damaged.set(line, gap.reason);
	}
	return { damaged, skips };
}

/** A listing capture is page-sized: read whole, decoded line by line, parsed in one go. */
async function readListingCapture(path: string, manifests: ManifestCache): Promise<SourceBatch> {
	const file = basename(path);
	const capture = await captureInfoFor(path, manifests);
	const read = await captureBytes(path);
	if (!read) {
		const reason = `unpacks to over ${MAX_LISTING_BYTES / 2 ** 20} MB: not a capture`;
		return { records: [], skips: [{ file, line: 1, reason }], filtered: 0, seen: 1 };
	}
	const lost = placeGaps(read, file);
	const decoded = decodeCapture(read.bytes, file);
	if ('error' in decoded) {
		// Nothing readable but lost data: the loss is the report.
		const nothingElse = lost.skips.length > 0 && decoded.error.reason === 'empty file';
		const skips = nothingElse ? lost.skips : [decoded.error, ...lost.skips];
		return { records: [], skips, filtered: 0, seen: skips.length };
	}
	for (const [line, reason] of lost.damaged) decoded.damaged.set(line, reason);
	const parsed = parseCapture(decoded.text, file, decoded.damaged);
	const yearless = capture.captured
		? 0
		: parsed.listings.filter((listing) => listing.date && listing.date.year === null).length;
	return {
		// Dates without a year need the day the page was saved; without it they stay undated.
		warnings: yearless
			? [
					`${file}: ${yearless} listing dates have no year and the manifest gives no capture date, so those papers stay undated; set "captured": "YYYY-MM-DD" for it in manifest.json`
				]
			: [],
		records: parsed.listings.map((listing) => listingToRecord(listing, capture)),
		skips: [...parsed.skips, ...lost.skips].sort((a, b) => a.line - b.line),
		filtered: 0,
		seen: parsed.seen + lost.skips.length
	};
}
