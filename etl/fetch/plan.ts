// What a fetch has to ask for, given what the cache already holds: the incremental part.
import { unitId, type CacheIndex } from './cache-dir.ts';
import { daysBetween, isSettled } from './days.ts';
import type { CacheSource } from '../parse/cache-envelope.ts';
import { cacheKey } from './envelope.ts';
import { HF_PAGE_SIZE } from '../parse/fetched/cache-records.ts';

export type SourceName = 'hf' | 'arxiv';

export interface FetchRequest {
	sources: SourceName[];
	since: string;
	until: string;
	/** The day the fetch runs (UTC): recent days are fetched again, the search is dated by it. */
	today: string;
	query: string;
	/** arXiv categories (any of them). */
	categories: string[];
	/** arXiv entries per page. */
	pageSize: number;
}

export type UnitStatus = 'cached' | 'missing' | 'partial' | 'refresh';

/** One day of one source (or the one search), and where its fetch starts. */
export interface Unit {
	source: CacheSource;
	key: string;
	day: string;
	status: UnitStatus;
	/** First page to ask for; pages before it are cached from `run`. */
	startPage: number;
	/** The run whose pages a partial day continues, else null (a new run). */
	run: string | null;
	pageSize: number;
	range: { since: string; until: string } | null;
	/** Cache files of this unit now on disk (pages past the new last one are removed). */
	existing: string[];
}

function unitFor(
	index: CacheIndex,
	base: Omit<Unit, 'status' | 'startPage' | 'run' | 'existing'>,
	settled: boolean
): Unit {
	const pages = index.get(unitId(base.source, base.key, base.day)) ?? new Map();
	const existing = [...pages.values()].map((p) => p.name);
	const first = pages.get(0);
	const fresh = { ...base, startPage: 0, run: null, existing };
	if (!first) return { ...fresh, status: 'missing' };
	let last = 0;
	while (pages.get(last + 1)?.run === first.run) last++;
	const sameRange = JSON.stringify(first.range) === JSON.stringify(base.range);
	if (pages.get(last)!.last && sameRange)
		return { ...fresh, status: settled ? 'cached' : 'refresh' };
	if (!settled || !sameRange) return { ...fresh, status: 'refresh' };
	return {
		...fresh,
		status: 'partial',
		startPage: last + 1,
		run: first.run,
		pageSize: first.page_size
	};
}

/** Every unit of the request, in fetch order (Hugging Face days, the search, then arXiv days). */
export function planFetch(request: FetchRequest, index: CacheIndex): Unit[] {
	const units: Unit[] = [];
	const days = daysBetween(request.since, request.until);
	if (request.sources.includes('hf')) {
		const key = cacheKey(request.query, []);
		for (const day of days) {
			const base = { source: 'hf-daily' as const, key, day, pageSize: HF_PAGE_SIZE, range: null };
			units.push(unitFor(index, base, isSettled(day, request.today)));
		}
		if (request.query.trim() !== '') {
			const range = { since: request.since, until: request.until };
			const base = { source: 'hf-search' as const, key, day: request.today, pageSize: 0, range };
			units.push(unitFor(index, base, true));
		}
	}
	if (request.sources.includes('arxiv')) {
		const key = cacheKey(request.query, request.categories);
		for (const day of days) {
			const base = { source: 'arxiv' as const, key, day, pageSize: request.pageSize, range: null };
			units.push(unitFor(index, base, isSettled(day, request.today)));
		}
	}
	return units;
}
