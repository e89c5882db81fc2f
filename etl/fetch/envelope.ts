// A cache file: one raw response, verbatim, with what was asked for it, gzipped JSON.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CacheEnvelope, CacheSource } from '../parse/cache-envelope.ts';

const CACHE_NAME =
	/^(hf-daily|hf-search|arxiv)_([a-z0-9-]+)_(\d{4}-\d{2}-\d{2})_p(\d{3})\.cache\.gz$/;

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
