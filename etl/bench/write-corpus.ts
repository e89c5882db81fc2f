// The generators' I/O: corpora streamed to disk with back-pressure, each file written atomically.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { arxivJsonlLines, type ArxivCorpusOptions } from './arxiv-corpus.ts';
import { generateListingCorpus, type ListingCorpusOptions } from './listing-corpus.ts';
import type { SampleTemplates } from './sample-templates.ts';
import { scaledJsonlLines, type ScaledCorpusOptions } from './scaled-corpus.ts';

const FLUSH_CHARS = 1 << 20;

async function write(stream: Writable, text: string): Promise<void> {
	if (!stream.write(text)) await once(stream, 'drain');
}

/**
 * Writes lines to `path` (gzipped when asked) through a temp file renamed at the end, so a
 * killed run never leaves a complete-looking file. Memory: about one megabyte of text.
 */
async function writeLines(
	path: string,
	lines: Iterable<string>,
	gzip: boolean
): Promise<{ lines: number; bytes: number }> {
	await mkdir(dirname(path), { recursive: true });
	const temp = `${path}.tmp`;
	const file = createWriteStream(temp);
	const sink: Writable = gzip ? createGzip() : file;
	if (gzip) sink.pipe(file);
	let count = 0;
	let bytes = 0;
	let buffer = '';
	try {
		for (const line of lines) {
			buffer += line + '\n';
			count++;
			if (buffer.length >= FLUSH_CHARS) {
				bytes += Buffer.byteLength(buffer);
				await write(sink, buffer);
				buffer = '';
			}
		}
		bytes += Buffer.byteLength(buffer);
		sink.end(buffer);
		await once(file, 'close');
		await rename(temp, path);
	} catch (error) {
		file.destroy();
		await rm(temp, { force: true });
		throw error;
	}
	return { lines: count, bytes };
}

export interface GeneratedFile {
	path: string;
	papers: number;
	/** Uncompressed bytes. */
	bytes: number;
}

/** Streams `n` arXiv-shaped records to `out` (`.gz` content when `gzip`), bounded memory. */
export async function generateArxivJsonl(
	n: number,
	seedTexts: readonly string[],
	options: ArxivCorpusOptions & { out: string; gzip?: boolean }
): Promise<GeneratedFile> {
	const written = await writeLines(
		options.out,
		arxivJsonlLines(n, seedTexts, options),
		options.gzip ?? false
	);
	return { path: options.out, papers: written.lines, bytes: written.bytes };
}

/** Streams `n` scaled papers made from the real sample to `out`, bounded memory. */
export async function generateScaledJsonl(
	n: number,
	sample: SampleTemplates,
	options: ScaledCorpusOptions & { out: string; gzip?: boolean }
): Promise<GeneratedFile> {
	const written = await writeLines(
		options.out,
		scaledJsonlLines(n, sample, options),
		options.gzip ?? false
	);
	return { path: options.out, papers: written.lines, bytes: written.bytes };
}

/** Writes `n` listings as capture files into `dir`, one capture in memory at a time. */
export async function writeListingCorpus(
	dir: string,
	n: number,
	seedTexts: readonly string[],
	options: ListingCorpusOptions = {}
): Promise<GeneratedFile & { files: number }> {
	await mkdir(dir, { recursive: true });
	let papers = 0;
	let bytes = 0;
	let files = 0;
	for (const capture of generateListingCorpus(n, seedTexts, options)) {
		const path = join(dir, capture.name);
		await writeFile(`${path}.tmp`, capture.text);
		await rename(`${path}.tmp`, path);
		papers += capture.papers;
		bytes += Buffer.byteLength(capture.text);
		files++;
	}
	return { path: dir, papers, bytes, files };
}
