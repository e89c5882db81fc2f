// A cache file: one raw response, verbatim, with what was asked for it, gzipped JSON.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync, constants } from 'node:zlib';

export type CacheSource = 'hf-daily' | 'hf-search' | 'arxiv';

export interface CacheEnvelope {
	rl_trends_cache: 1;
	source: CacheSource;
	/** The query the fetch ran for ('' for none); the reader keeps only papers matching it. */
	query: string;
	/** arXiv categories asked for (arXiv only). */
	categories: string[];
	/** Listing day (hf-daily), submission day (arxiv), or the day of the fetch (hf-search). */
	day: string;
	/** hf-search: the submission dates kept (search answers are not bounded by date). */
	range: { since: string; until: string } | null;
	/** 0-based page of this day's answer, and whether it is the last one. */
	page: number;
	last: boolean;
	/** Papers asked for per page: a resumed day keeps the size it started with. */
	page_size: number;
	/** The fetch run that wrote it: a day is complete only when all its pages share one run. */
	run: string;
	url: string;
	fetched_at: string;
	/** The response body exactly as received. */
	body: string;
}

/** What every cache file starts with, once unzipped: the reader sniffs for it. */
export const CACHE_MAGIC = '{"rl_trends_cache":1,';
const CACHE_NAME =
	/^(hf-daily|hf-search|arxiv)_([a-z0-9-]+)_(\d{4}-\d{2}-\d{2})_p(\d{3})\.cache\.gz$/;
/** Far above any real page (a 2,000-entry arXiv page is ~4 MB). */
const MAX_CACHE_BYTES = 128 * 1024 * 1024;

/** `reinforcement-learning-3f2a1c`: readable, and distinct for distinct queries and categories. */
export function cacheKey(query: string, categories: string[]): string {
	const slug =
		query
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-|-$/g, '')
			.slice(0, 40)
			.replace(/-$/, '') || 'all';
	const canonical = JSON.stringify([query.trim().toLowerCase(), [...categories].sort()]);
	return `${slug}-${createHash('sha1').update(canonical).digest('hex').slice(0, 6)}`;
}

export function cacheFileName(source: CacheSource, key: string, day: string, page: number): string {
	return `${source}_${key}_${day}_p${String(page).padStart(3, '0')}.cache.gz`;
}

export interface CacheName {
	source: CacheSource;
	key: string;
	day: string;
	page: number;
}

export function parseCacheFileName(name: string): CacheName | null {
	const match = CACHE_NAME.exec(name);
	if (!match) return null;
	return { source: match[1] as CacheSource, key: match[2], day: match[3], page: Number(match[4]) };
}

/** Metadata first, body last, so a file's head tells what it holds. */
export function encodeEnvelope(envelope: Omit<CacheEnvelope, 'rl_trends_cache'>): Buffer {
	const { source, query, categories, day, range, page, last, page_size, run, url, fetched_at } =
		envelope;
	const head = {
		source,
		query,
		categories,
		day,
		range,
		page,
		last,
		page_size,
		run,
		url,
		fetched_at
	};
	return gzipSync(JSON.stringify({ rl_trends_cache: 1, ...head, body: envelope.body }) + '\n');
}

/** Whether the first bytes of a file (gzipped or not) are a cache file's. */
export function isCacheHead(head: Uint8Array): boolean {
	if (head.length < 2 || head[0] !== 0x1f || head[1] !== 0x8b) return false;
	let text: string;
	try {
		// A head is a cut-off gzip stream: sync-flush inflates what is there without complaint.
		text = gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8', 0, 64);
	} catch {
		return false;
	}
	return text.startsWith(CACHE_MAGIC);
}

const SOURCES = new Set<CacheSource>(['hf-daily', 'hf-search', 'arxiv']);

/** Unzips and checks a cache file; throws with the reason when it is not a whole, known one. */
export function decodeEnvelope(bytes: Uint8Array): CacheEnvelope {
	let text: string;
	try {
		text = gunzipSync(bytes, { maxOutputLength: MAX_CACHE_BYTES }).toString('utf8');
	} catch (error) {
		throw new Error(`not a readable gzip file (${(error as Error).message})`);
	}
	let value: CacheEnvelope;
	try {
		value = JSON.parse(text) as CacheEnvelope;
	} catch (error) {
		throw new Error(`not a whole cache file (${(error as Error).message})`);
	}
	if (value?.rl_trends_cache !== 1) throw new Error('not a cache file of version 1');
	if (
		!SOURCES.has(value.source) ||
		typeof value.body !== 'string' ||
		typeof value.day !== 'string'
	) {
		throw new Error(
			`cache file of unknown source ${JSON.stringify(value.source)} or without a body`
		);
	}
	return value;
}
