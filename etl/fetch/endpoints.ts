// The URLs asked for: Hugging Face daily listings and paper search, arXiv query pages.
import { queryTerms } from '../parse/arxiv/filter.ts';
import { HF_PAGE_SIZE } from '../parse/fetched/cache-records.ts';
import { arxivStamp } from './days.ts';
import type { FetchRequest, Unit } from './plan.ts';

export interface Endpoints {
	/** `https://huggingface.co`, or a stand-in (RL_TRENDS_HF_URL). */
	hf: string;
	/** `https://export.arxiv.org`, or a stand-in (RL_TRENDS_ARXIV_URL). */
	arxiv: string;
}

export const PUBLIC_ENDPOINTS: Endpoints = {
	hf: 'https://huggingface.co',
	arxiv: 'https://export.arxiv.org'
};

/** The public endpoints, or the stand-ins the environment names (a replay server in tests). */
export function endpointsFrom(env: Record<string, string | undefined>): Endpoints {
	return {
		hf: env.RL_TRENDS_HF_URL || PUBLIC_ENDPOINTS.hf,
		arxiv: env.RL_TRENDS_ARXIV_URL || PUBLIC_ENDPOINTS.arxiv
	};
}

const base = (url: string) => url.replace(/\/+$/, '');

/** One listing day; pages after the first are asked for with `p`. */
export function hfDailyUrl(endpoints: Endpoints, day: string, page: number): string {
	const paging = page > 0 ? `&p=${page}` : '';
	return `${base(endpoints.hf)}/api/daily_papers?date=${day}&limit=${HF_PAGE_SIZE}${paging}`;
}

export function hfSearchUrl(endpoints: Endpoints, query: string): string {
	return `${base(endpoints.hf)}/api/papers/search?q=${encodeURIComponent(query)}`;
}

/**
 * `(cat:cs.LG OR cat:cs.AI) AND all:"reinforcement learning" AND submittedDate:[… TO …]`: every
 * term of the query (a quoted phrase is one term) in any field, submitted on `day` (UTC).
 */
export function arxivSearchQuery(query: string, categories: string[], day: string): string {
	const parts: string[] = [];
	if (categories.length > 0) parts.push(`(${categories.map((c) => `cat:${c}`).join(' OR ')})`);
	for (const term of queryTerms(query)) {
		const clean = term.replaceAll('"', '');
		parts.push(clean.includes(' ') ? `all:"${clean}"` : `all:${clean}`);
	}
	parts.push(`submittedDate:[${arxivStamp(day, '0000')} TO ${arxivStamp(day, '2359')}]`);
	return parts.join(' AND ');
}

/** A page of a day's matches, oldest first so that pages stay put while more are fetched. */
export function arxivUrl(
	endpoints: Endpoints,
	search: string,
	page: number,
	pageSize: number
): string {
	const params = new URLSearchParams({
		search_query: search,
		start: String(page * pageSize),
		max_results: String(pageSize),
		sortBy: 'submittedDate',
		sortOrder: 'ascending'
	});
	return `${base(endpoints.arxiv)}/api/query?${params}`;
}

/** The URL of `page` of a planned unit. */
export function unitUrl(
	unit: Unit,
	request: FetchRequest,
	endpoints: Endpoints,
	page: number
): string {
	if (unit.source === 'hf-daily') return hfDailyUrl(endpoints, unit.day, page);
	if (unit.source === 'hf-search') return hfSearchUrl(endpoints, request.query);
	const search = arxivSearchQuery(request.query, request.categories, unit.day);
	return arxivUrl(endpoints, search, page, unit.pageSize);
}
