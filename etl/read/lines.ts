// The one module that reads input files for the arXiv path: streams lines, gunzipping on the fly.
import { readChunks, readHead, isGap, type ChunkOptions } from './chunks.ts';
import { detectFormat, type InputFormat } from '../parse/detect-format.ts';
import type { Line } from '../parse/line.ts';

export interface LineOptions extends ChunkOptions {
	/** Longer lines (in UTF-8 bytes) are not held in memory: they come back cut, with `overLength`. */
	maxLineBytes?: number;
}

/** Far above any real record (arXiv abstracts are under 2,000 characters), far below the heap. */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;
const PREVIEW_BYTES = 200;

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/** How much of a file its format is told from. */
const HEAD_BYTES = 64 * 1024;

/** What a file holds, looking through gzip: `{ gzip, format }` with format never `'gzip'`. */
export async function sniffFile(
	path: string
): Promise<{ gzip: boolean; format: Exclude<InputFormat, 'gzip'> }> {
	const outer = detectFormat(await readHead(path, HEAD_BYTES), path);
	if (outer !== 'gzip') return { gzip: false, format: outer };
	// The head of what is inside, across members: a first member may hold only a few bytes.
	const head: Buffer[] = [];
	let length = 0;
	try {
		for await (const chunk of readChunks(path, { chunkBytes: HEAD_BYTES })) {
			if (isGap(chunk)) continue;
			head.push(chunk);
			if ((length += chunk.length) >= HEAD_BYTES) break;
		}
	} catch {
		// Unreadable: read as a listing capture, whose reader reports it as a skip.
	}
	const inner = Buffer.concat(head).subarray(0, HEAD_BYTES);
	// A gzip inside a gzip is not a format the ETL reads: the listing parser will say so.
	const format = detectFormat(inner, path.replace(/\.gz$/i, ''));
	return { gzip: true, format: format === 'gzip' ? 'listing-text' : format };
}

/**
 * Lines of a (possibly gzipped) text file, a batch per chunk read, without holding the file:
 * memory is one chunk plus the longest line, and a line over `maxLineBytes` is cut to a preview.
 * Lines are split as bytes and decoded one by one, so invalid UTF-8 marks its own line
 * (`damage`) and nothing else. Gzip data that could not be read marks the line it falls in,
 * or, between lines, comes as an empty line of its own numbered like the line after it.
 */
export async function* readLineBatches(
	path: string,
	options: LineOptions = {}
): AsyncGenerator<Line[]> {
	const max = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
	// The current line so far: its bytes (only a preview's worth once it is over-long).
	let carry: Buffer[] = [];
	let carryBytes = 0;
	let overLength = -1;
	let damage: string | undefined;
	let no = 0;

	const push = (batch: Line[], text: string, extra: Partial<Line> = {}) => {
		no++;
		let clean = text.endsWith('\r') ? text.slice(0, -1) : text;
		if (no === 1 && clean.startsWith('\uFEFF')) clean = clean.slice(1);
		const line: Line = { no, text: clean, ...extra };
		if (damage) line.damage = damage;
		batch.push(line);
		damage = undefined;
	};

	/** Appends bytes to the current line, keeping only a preview once it is too long. */
	const extend = (piece: Buffer) => {
		if (overLength >= 0) overLength += piece.length;
		else if (carryBytes + piece.length > max) {
			overLength = carryBytes + piece.length;
			const head = Buffer.concat([...carry, piece.subarray(0, PREVIEW_BYTES)]);
			carry = [head.subarray(0, PREVIEW_BYTES)];
			carryBytes = carry[0].length;
		} else if (piece.length > 0) {
			carry.push(piece);
			carryBytes += piece.length;
		}
	};

	/** Ends the current line with `tail`, its last bytes. */
	const finish = (tail: Buffer, batch: Line[]) => {
		extend(tail);
		const bytes = carry.length === 1 ? carry[0] : Buffer.concat(carry);
		if (overLength >= 0) push(batch, lenient.decode(bytes), { overLength });
		else pushDecoded(bytes, batch);
		carry = [];
		carryBytes = 0;
		overLength = -1;
	};

	const pushDecoded = (bytes: Uint8Array, batch: Line[]) => {
		try {
			push(batch, fatal.decode(bytes));
		} catch {
			damage ??= `invalid UTF-8 on line ${no + 1}`;
			push(batch, lenient.decode(bytes));
		}
	};

	/** Whole lines inside one chunk, decoded together while they are sound. */
	const pushRegion = (region: Buffer, batch: Line[]) => {
		let texts: string[];
		try {
			texts = fatal.decode(region).split('\n');
		} catch {
			for (let start = 0; start <= region.length;) {
				let end = region.indexOf(0x0a, start);
				if (end === -1) end = region.length;
				const bytes = region.subarray(start, end);
				if (bytes.length > max)
					push(batch, lenient.decode(bytes.subarray(0, PREVIEW_BYTES)), {
						overLength: bytes.length
					});
				else pushDecoded(bytes, batch);
				start = end + 1;
			}
			return;
		}
		for (const text of texts) {
			const bytes = text.length * 3 > max ? Buffer.byteLength(text) : 0;
			if (bytes > max) {
				const preview = lenient.decode(
					Buffer.from(text.slice(0, PREVIEW_BYTES)).subarray(0, PREVIEW_BYTES)
				);
				push(batch, preview, { overLength: bytes });
			} else push(batch, text);
		}
	};

	const split = (chunk: Buffer): Line[] => {
		const batch: Line[] = [];
		const first = chunk.indexOf(0x0a);
		if (first === -1) {
			extend(chunk);
			return batch;
		}
		finish(chunk.subarray(0, first), batch);
		const last = chunk.lastIndexOf(0x0a);
		if (last > first) pushRegion(chunk.subarray(first + 1, last), batch);
		extend(chunk.subarray(last + 1));
		return batch;
	};

	for await (const chunk of readChunks(path, options)) {
		if (isGap(chunk)) {
			// Lost data inside a line damages that line; between lines it is reported on its own.
			if (carryBytes > 0 || overLength >= 0) damage = chunk.gap;
			else yield [{ no: no + 1, text: '', damage: chunk.gap }];
			continue;
		}
		const batch = split(chunk);
		if (batch.length > 0) yield batch;
	}
	if (carryBytes > 0 || overLength >= 0) {
		const last: Line[] = [];
		finish(Buffer.alloc(0), last);
		yield last;
	}
}

/** `readLineBatches`, one line at a time. */
export async function* readLines(path: string, options: LineOptions = {}): AsyncGenerator<Line> {
	for await (const batch of readLineBatches(path, options)) yield* batch;
}
