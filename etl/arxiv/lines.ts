// The one module that reads input files for the arXiv path: streams lines, gunzipping on the fly.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { detectFormat, type InputFormat } from './detect-format.ts';

export interface Line {
	/** 1-based line number. */
	no: number;
	/** The line without its `\n`/`\r\n`; for an over-long line only its first 200 characters. */
	text: string;
	/** Set when the line was longer than `maxLineChars`: its full length in characters. */
	overLength?: number;
}

export interface LineOptions {
	/** Longer lines are not held in memory: they come back cut, with `overLength` set. */
	maxLineChars?: number;
	/** Read size; one batch of lines per chunk. */
	chunkBytes?: number;
	/** Told, after each batch, how many bytes of the file (compressed, for gzip) are read. */
	onBytesRead?: (bytes: number) => void;
}

/** Far above any real record (arXiv abstracts are under 2,000 characters), far below the heap. */
export const DEFAULT_MAX_LINE_CHARS = 16 * 1024 * 1024;
const PREVIEW_CHARS = 200;

async function readHead(path: string, bytes: number): Promise<Uint8Array> {
	const handle = await open(path, 'r');
	try {
		const buffer = Buffer.alloc(bytes);
		const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
		return buffer.subarray(0, bytesRead);
	} finally {
		await handle.close();
	}
}

/** The file's bytes as a stream, decompressed when the file is gzip (told by its magic bytes),
 * and the file stream beneath it, whose `bytesRead` says how far into the file it is. */
async function openStreams(
	path: string,
	chunkBytes: number
): Promise<{ stream: Readable; file: ReturnType<typeof createReadStream> }> {
	const head = await readHead(path, 2);
	const file = createReadStream(path, { highWaterMark: chunkBytes });
	if (detectFormat(head, path) !== 'gzip') return { stream: file, file };
	const gunzip = createGunzip({ chunkSize: chunkBytes });
	file.on('error', (error) => gunzip.destroy(error));
	return { stream: file.pipe(gunzip), file };
}

async function openStream(path: string, chunkBytes: number): Promise<Readable> {
	return (await openStreams(path, chunkBytes)).stream;
}

/** What a file holds, looking through gzip: `{ gzip, format }` with format never `'gzip'`. */
export async function sniffFile(
	path: string
): Promise<{ gzip: boolean; format: Exclude<InputFormat, 'gzip'> }> {
	const outer = detectFormat(await readHead(path, 64 * 1024), path);
	if (outer !== 'gzip') return { gzip: false, format: outer };
	const stream = await openStream(path, 64 * 1024);
	let inner: Uint8Array = new Uint8Array();
	try {
		for await (const chunk of stream) {
			inner = chunk as Buffer;
			break;
		}
	} catch {
		// A corrupt gzip: read as a listing capture, whose reader reports it as a skip.
		return { gzip: true, format: 'listing-text' };
	} finally {
		stream.destroy();
	}
	// A gzip inside a gzip is not a format the ETL reads: the listing parser will say so.
	const format = detectFormat(inner, path.replace(/\.gz$/i, ''));
	return { gzip: true, format: format === 'gzip' ? 'listing-text' : format };
}

/**
 * Lines of a (possibly gzipped) text file, a batch per chunk read, without holding the file:
 * memory is one chunk plus the longest line, and a line over `maxLineChars` is cut to a preview.
 * UTF-8 split across chunks is decoded whole; invalid bytes become U+FFFD; a BOM is dropped.
 */
export async function* readLineBatches(
	path: string,
	options: LineOptions = {}
): AsyncGenerator<Line[]> {
	const maxLineChars = options.maxLineChars ?? DEFAULT_MAX_LINE_CHARS;
	const { stream, file } = await openStreams(path, options.chunkBytes ?? 1024 * 1024);
	const decoder = new StringDecoder('utf8');
	// The current line so far; once it passes the limit, only a preview and its length.
	let carry = '';
	let over = false;
	let overLength = 0;
	let no = 0;

	const goOver = (text: string) => {
		over = true;
		overLength = carry.length + text.length;
		carry = (carry + text.slice(0, PREVIEW_CHARS)).slice(0, PREVIEW_CHARS);
	};

	const finishLine = (piece: string, batch: Line[]) => {
		no++;
		if (over) overLength += piece.length;
		else if (carry.length + piece.length > maxLineChars) goOver(piece);
		let text = over ? carry : carry + piece;
		if (text.endsWith('\r')) text = text.slice(0, -1);
		if (no === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
		batch.push(over ? { no, text, overLength } : { no, text });
		carry = '';
		over = false;
	};

	const split = (chunk: string): Line[] => {
		const batch: Line[] = [];
		let start = 0;
		for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
			finishLine(chunk.slice(start, end), batch);
			start = end + 1;
		}
		const rest = chunk.slice(start);
		if (over) overLength += rest.length;
		else if (carry.length + rest.length > maxLineChars) goOver(rest);
		else carry += rest;
		return batch;
	};

	try {
		for await (const chunk of stream) {
			const batch = split(decoder.write(chunk as Buffer));
			options.onBytesRead?.(file.bytesRead);
			if (batch.length > 0) yield batch;
		}
		const last = split(decoder.end());
		if (carry !== '' || over) finishLine('', last);
		if (last.length > 0) yield last;
	} finally {
		stream.destroy();
	}
}

/** `readLineBatches`, one line at a time. */
export async function* readLines(path: string, options: LineOptions = {}): AsyncGenerator<Line> {
	for await (const batch of readLineBatches(path, options)) yield* batch;
}
