// A fetch cache file's contents (one raw response with what was asked for it), once unzipped:
// told from its first bytes and checked before any record is read from it.

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

const SOURCES = new Set<CacheSource>(['hf-daily', 'hf-search', 'arxiv']);

/** Checks a cache file's text; throws with the reason when it is not a whole, known one. */
export function parseEnvelope(text: string): CacheEnvelope {
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
