// Which reader a file needs, told from its first bytes (not its name, not a flag).
import { CACHE_MAGIC } from './cache-envelope.ts';

/** gzip's magic bytes (1f 8b) open the data. */
export const isGzip = (head: Uint8Array) =>
	head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

export type InputFormat = 'listing-text' | 'arxiv-jsonl' | 'fetch-cache' | 'gzip';

const JSONL_NAME = /\.(jsonl|ndjson|json)$/i;
const decoder = new TextDecoder('utf-8');

/** A whole line that is one JSON object: a listing title starting `{` is not. */
function isJsonObject(line: string): boolean {
	try {
		const value: unknown = JSON.parse(line);
		return value !== null && typeof value === 'object' && !Array.isArray(value);
	} catch {
		return false;
	}
}

/** A line that is, or starts like, JSON: what a dump's lines are and a capture's rarely. */
function looksLikeJson(line: string): boolean {
	if (line.startsWith('{') || line.startsWith('[')) return true;
	try {
		JSON.parse(line);
		return true;
	} catch {
		return false;
	}
}

/** Enough lines to tell a dump with a damaged first line from a capture with an odd title. */
const SAMPLE_LINES = 20;

/**
 * `gzip` by its magic bytes (1f 8b); `fetch-cache` by the cache files' own head. Otherwise the first lines decide (after a BOM, blank ones
 * aside): `arxiv-jsonl` when the first is a JSON object, or when most of them look like JSON (a
 * dump whose first record is damaged is still a dump); in a file named `.jsonl`, `.ndjson` or
 * `.json`, when any of them does. Otherwise `listing-text`, so a capture whose first title
 * begins with `{` is read as a capture, and so is a capture saved under a dump's name. The
 * name alone decides for an empty or all-blank head. For `gzip`, call again on the
 * decompressed head to learn what is inside.
 */
export function detectFormat(firstBytes: Uint8Array, fileName: string): InputFormat {
	if (isGzip(firstBytes)) return 'gzip';
	if (decoder.decode(firstBytes.subarray(0, CACHE_MAGIC.length)) === CACHE_MAGIC)
		return 'fetch-cache';
	const jsonlName = JSONL_NAME.test(fileName.replace(/\.gz$/i, ''));
	const lines = decoder
		.decode(firstBytes)
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line !== '')
		.slice(0, SAMPLE_LINES);
	if (lines.length === 0) return jsonlName ? 'arxiv-jsonl' : 'listing-text';
	if (isJsonObject(lines[0])) return 'arxiv-jsonl';
	const json = lines.filter(looksLikeJson).length;
	return json * 2 > lines.length || (jsonlName && json > 0) ? 'arxiv-jsonl' : 'listing-text';
}
