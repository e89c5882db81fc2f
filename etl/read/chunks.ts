// A file's bytes as chunks, gunzipped when it is gzip, read past damage: a corrupt gzip member
// costs its own data (reported as a gap) and reading resumes at the next member.
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { isGzip } from '../parse/detect-format.ts';

/** Data that could not be read, between the chunks before and after it. */
export interface Gap {
	gap: string;
}

export const isGap = (item: Buffer | Gap): item is Gap => 'gap' in item;

export interface ChunkOptions {
	chunkBytes?: number;
	/** Told how many bytes of the file (compressed, for gzip) are read so far. */
	onBytesRead?: (bytes: number) => void;
}

const GZIP_MAGIC = [0x1f, 0x8b, 0x08];

export async function readHead(path: string, bytes: number, position = 0): Promise<Buffer> {
	const handle = await open(path, 'r');
	try {
		const buffer = Buffer.alloc(bytes);
		const { bytesRead } = await handle.read(buffer, 0, bytes, position);
		return buffer.subarray(0, bytesRead);
	} finally {
		await handle.close();
	}
}

/** Offset of the first plausible gzip member header at or after `from`, or -1. */
async function nextMember(path: string, from: number, chunkBytes: number): Promise<number> {
	let base = from;
	let tail = Buffer.alloc(0);
	for await (const chunk of createReadStream(path, { start: from, highWaterMark: chunkBytes })) {
		const window = Buffer.concat([tail, chunk as Buffer]);
		const windowStart = base - tail.length;
		for (let at = window.indexOf(0x1f); at !== -1; at = window.indexOf(0x1f, at + 1)) {
			if (at + 4 > window.length) break;
			// Magic, deflate, and no reserved flag bits: what a member header starts with.
			if (GZIP_MAGIC.every((b, k) => window[at + k] === b) && (window[at + 3] & 0xe0) === 0)
				return windowStart + at;
		}
		base += (chunk as Buffer).length;
		tail = window.subarray(Math.max(0, window.length - 3));
	}
	return -1;
}

/** Length of the gzip member header at the start of `head`, or -1 when it is not one. */
function headerLength(head: Buffer): number {
	if (head.length < 10 || !GZIP_MAGIC.every((b, k) => head[k] === b) || head[3] & 0xe0) return -1;
	const flags = head[3];
	let at = 10;
	if (flags & 0x04) at = head.length < 12 ? Infinity : at + 2 + head.readUInt16LE(at); // FEXTRA
	for (const flag of [0x08, 0x10]) {
		// FNAME, FCOMMENT: zero-terminated
		if (!(flags & flag)) continue;
		const zero = head.indexOf(0, at);
		at = zero === -1 ? Infinity : zero + 1;
	}
	if (flags & 0x02) at += 2; // FHCRC
	return at <= head.length ? at : -1;
}

/** The file's bytes from `start`, read through a handle that stays open for the next member. */
async function* bytesFrom(
	handle: FileHandle,
	start: number,
	options: ChunkOptions & { chunkBytes: number }
) {
	for (let position = start; ;) {
		const buffer = Buffer.alloc(options.chunkBytes);
		const { bytesRead } = await handle.read(buffer, 0, options.chunkBytes, position);
		if (bytesRead === 0) return;
		position += bytesRead;
		options.onBytesRead?.(position);
		yield buffer.subarray(0, bytesRead);
	}
}

/** A member's output is held back up to this size until its CRC checks out. */
const HOLD_BYTES = 32 * 1024 * 1024;

interface MemberEnd {
	/** Bytes of the file the member took, header and trailer included. */
	length: number;
	/** Why the member is not sound, or null. `cut`: the file ends inside it. */
	failure: { message: string; cut: boolean } | null;
	/** Whether some of its output was given out before its end (it is larger than the hold). */
	streamed: boolean;
}

/**
 * One gzip member's output. Up to `HOLD_BYTES` it is held until the member's CRC and size check
 * out, so that a corrupt member gives out nothing; a larger one streams, and a fault found at
 * its end cannot take back what was given. A member cut by the end of the file gives what it
 * decoded: a prefix of deflate data decodes true.
 */
async function* inflateMember(
	handle: FileHandle,
	at: number,
	header: number,
	options: ChunkOptions & { chunkBytes: number }
): AsyncGenerator<Buffer, MemberEnd> {
	const file = Readable.from(bytesFrom(handle, at + header, options), { objectMode: false });
	const inflate = createInflateRaw({ chunkSize: Math.min(options.chunkBytes, 64 * 1024) });
	file.on('error', (error) => inflate.destroy(error));
	let held: Buffer[] = [];
	let streamed = false;
	let crc = 0;
	let length = 0;
	let failure: MemberEnd['failure'] = null;
	try {
		for await (const chunk of file.pipe(inflate)) {
			crc = crc32(chunk as Buffer, crc);
			length += (chunk as Buffer).length;
			if (streamed) yield chunk as Buffer;
			else if (length <= HOLD_BYTES) held.push(chunk as Buffer);
			else {
				streamed = true;
				yield* held;
				held = [];
				yield chunk as Buffer;
			}
		}
	} catch (error) {
		// zlib's verdicts on the data; anything else (a read error, a fault) is not the data's.
		const code = (error as NodeJS.ErrnoException).code ?? '';
		if (!code.startsWith('Z_')) throw error;
		failure = { message: (error as Error).message, cut: code === 'Z_BUF_ERROR' };
	} finally {
		file.unpipe(inflate);
		file.destroy();
		inflate.destroy();
	}
	const deflate = inflate.bytesWritten;
	if (!failure) {
		const trailer = Buffer.alloc(8);
		const { bytesRead } = await handle.read(trailer, 0, 8, at + header + deflate);
		if (bytesRead < 8) failure = { message: 'the file ends in the gzip trailer', cut: true };
		else if (trailer.readUInt32LE(0) !== crc || trailer.readUInt32LE(4) !== length % 2 ** 32)
			failure = { message: 'its data does not match its checksum', cut: false };
	}
	if (!failure || failure.cut) yield* held;
	return { length: header + deflate + 8, failure, streamed };
}

/**
 * The file's bytes, one chunk per read. A gzip file (told by its magic bytes) comes out
 * decompressed, member after member; where its data cannot be read (a corrupt member, a cut,
 * bytes that are not gzip) a `Gap` says so, and reading goes on at the next member header.
 */
export async function* readChunks(
	path: string,
	options: ChunkOptions = {}
): AsyncGenerator<Buffer | Gap> {
	const chunkBytes = options.chunkBytes ?? 1024 * 1024;
	if (!isGzip(await readHead(path, 2))) {
		const file = createReadStream(path, { highWaterMark: chunkBytes });
		for await (const chunk of file) {
			options.onBytesRead?.(file.bytesRead);
			yield chunk as Buffer;
		}
		return;
	}
	const handle = await open(path, 'r');
	try {
		const size = (await handle.stat()).size;
		for (let at = 0; at < size;) {
			const head = Buffer.alloc(64 * 1024);
			const { bytesRead } = await handle.read(head, 0, head.length, at);
			const header = headerLength(head.subarray(0, bytesRead));
			let why: string;
			// A member cut by the end of the file took all the bytes after it: nothing to resume at.
			let cut = false;
			if (header === -1) {
				why = `${(size - at).toLocaleString('en')} bytes from byte ${at.toLocaleString('en')} are not gzip data`;
			} else {
				const member = inflateMember(handle, at, header, { ...options, chunkBytes });
				let next = await member.next();
				for (; !next.done; next = await member.next()) yield next.value;
				const end = next.value;
				options.onBytesRead?.(Math.min(size, at + end.length));
				if (!end.failure) {
					at += end.length;
					continue;
				}
				const where = `the gzip member at byte ${at.toLocaleString('en')}`;
				cut = end.failure.cut;
				if (cut) why = `gzip data cut short in ${where}: what it held up to the cut is kept`;
				else if (end.streamed)
					why = `${where} is damaged (${end.failure.message}): the data read before the damage was found is kept`;
				else why = `${where} is damaged (${end.failure.message}): its data is left out`;
			}
			const resume = cut ? -1 : await nextMember(path, at + 1, chunkBytes);
			const then =
				resume === -1
					? 'nothing after it could be read'
					: `reading resumed at byte ${resume.toLocaleString('en')}`;
			yield { gap: `${why}; ${then}` };
			if (resume === -1) break;
			at = resume;
		}
		options.onBytesRead?.(size);
	} finally {
		await handle.close();
	}
}
