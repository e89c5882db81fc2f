// The fetch: each planned day (and the search) asked for page by page, each page kept whole.
import type { Progress } from '../pipeline/progress.ts';
import { removeCacheFile, writeCacheFile } from './cache-dir.ts';
import {
	envelopeRecords,
	HF_PAGE_SIZE,
	parseEnvelopeBody
} from '../parse/fetched/cache-records.ts';
import { unitUrl, type Endpoints } from './endpoints.ts';
import type { CacheEnvelope } from '../parse/cache-envelope.ts';
import { cacheFileName, encodeEnvelope, parseCacheFileName } from './envelope.ts';
import type { HttpClient, Pacer } from './http.ts';
import type { FetchRequest, Unit } from './plan.ts';

/** arXiv serves at most 30,000 results of one query; Hugging Face days are never this long. */
const ARXIV_MAX_RESULTS = 30_000;
const HF_MAX_PAGES = 5;

export interface FetchEffects {
	http: HttpClient;
	pacers: { hf: Pacer; arxiv: Pacer };
	now: () => number;
	progress: Progress;
}

/** Counts kept up to date while the fetch runs, so an interrupt can still report them. */
export interface FetchTally {
	units: number;
	cached: number;
	unitsDone: number;
	/** Cache files written, by source. */
	files: Record<CacheEnvelope['source'], number>;
	/** Papers in the pages written that match the query. */
	papers: number;
}

export function newTally(units: Unit[]): FetchTally {
	return {
		units: units.length,
		cached: units.filter((u) => u.status === 'cached').length,
		unitsDone: 0,
		files: { 'hf-daily': 0, 'hf-search': 0, arxiv: 0 },
		papers: 0
	};
}

type Parsed = ReturnType<typeof parseEnvelopeBody>;

/** Whether `page` ends its unit; `previousFirst` spots a server that ignores the page parameter. */
function isLast(unit: Unit, page: number, parsed: Parsed, previousFirst: string | null): boolean {
	if (unit.source === 'hf-search') return true;
	if ('total' in parsed) {
		const next = (page + 1) * unit.pageSize;
		return next >= parsed.total || next >= ARXIV_MAX_RESULTS;
	}
	const first = parsed.records[0]?.title ?? null;
	return (
		parsed.items < HF_PAGE_SIZE ||
		page + 1 >= HF_MAX_PAGES ||
		(previousFirst !== null && first === previousFirst)
	);
}

async function fetchUnit(
	unit: Unit,
	request: FetchRequest,
	dir: string,
	endpoints: Endpoints,
	effects: FetchEffects,
	tally: FetchTally
): Promise<void> {
	const run = unit.run ?? new Date(effects.now()).toISOString();
	const pacer = unit.source === 'arxiv' ? effects.pacers.arxiv : effects.pacers.hf;
	let previousFirst: string | null = null;
	for (let page = unit.startPage; ; page++) {
		const url = unitUrl(unit, request, endpoints, page);
		const name = cacheFileName(unit.source, unit.key, unit.day, page);
		const { envelope, parsed } = await effects.http.get(
			url,
			(body) => {
				const envelope: CacheEnvelope = {
					rl_trends_cache: 1,
					source: unit.source,
					query: request.query,
					categories: unit.source === 'arxiv' ? request.categories : [],
					day: unit.day,
					range: unit.range,
					page,
					last: false,
					page_size: unit.pageSize,
					run,
					url,
					fetched_at: new Date(effects.now()).toISOString(),
					body
				};
				return { envelope, parsed: parseEnvelopeBody(envelope, name) };
			},
			pacer
		);
		envelope.last = isLast(unit, page, parsed, previousFirst);
		previousFirst = parsed.records[0]?.title ?? null;
		await writeCacheFile(dir, name, encodeEnvelope(envelope));
		tally.files[unit.source]++;
		tally.papers += envelopeRecords(envelope, name).records.length;
		if (envelope.last) {
			// A day that shrank since it was last fetched must not keep its old later pages.
			for (const old of unit.existing) {
				if ((parseCacheFileName(old)?.page ?? 0) > page) await removeCacheFile(dir, old);
			}
			return;
		}
	}
}

/** Fetches every unit not cached, in order, one request at a time. Throws FetchError on failure. */
export async function runFetch(
	units: Unit[],
	request: FetchRequest,
	dir: string,
	endpoints: Endpoints,
	effects: FetchEffects,
	tally: FetchTally = newTally(units)
): Promise<FetchTally> {
	for (const unit of units) {
		if (unit.status !== 'cached') await fetchUnit(unit, request, dir, endpoints, effects, tally);
		tally.unitsDone++;
		effects.progress.update(tally.unitsDone, tally.papers);
	}
	effects.progress.finish();
	return tally;
}
