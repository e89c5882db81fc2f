import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentProgress } from '../../../etl/pipeline/progress.ts';
import { scanCache } from '../../../etl/fetch/cache-dir.ts';
import { FetchError } from '../../../etl/fetch/errors.ts';
import { HttpClient, Pacer, type HttpEffects } from '../../../etl/fetch/http.ts';
import { planFetch, type FetchRequest } from '../../../etl/fetch/plan.ts';
import { isCacheFile, readCacheRecords } from '../../../etl/read/fetch-cache.ts';
import { runFetch } from '../../../etl/fetch/run.ts';
import type { PaperRecord } from '../../../etl/types.ts';
import { listedOn, submittedOn } from './corpus.ts';
import { startReplayServer, type Fault, type ReplayServer } from './replay-server.ts';
import { tempDir } from '../../temp-dir.ts';

const request: FetchRequest = {
	sources: ['hf', 'arxiv'],
	since: '2025-06-02',
	until: '2025-06-05',
	today: '2025-06-20',
	query: 'reinforcement learning',
	categories: ['cs.LG', 'cs.AI'],
	pageSize: 200
};

let server: ReplayServer;
afterEach(() => server?.close());

/** One `npm run fetch` over the loopback server, waits recorded instead of slept. */
async function fetchInto(dir: string, options: Partial<FetchRequest> = {}) {
	const effects: HttpEffects = {
		fetch: (input, init) => fetch(input, init),
		sleep: async () => {},
		now: () => Date.parse('2025-06-20T10:00:00Z'),
		random: () => 0.5
	};
	const http = new HttpClient(
		{
			timeoutMs: 2000,
			retries: 2,
			backoffMs: 10,
			maxBackoffMs: 10,
			maxRetryAfterMs: 5000,
			userAgent: 't'
		},
		effects
	);
	const req = { ...request, ...options };
	const units = planFetch(req, await scanCache(dir));
	const before = server.requests.length;
	const tally = await runFetch(
		units,
		req,
		dir,
		{ hf: server.url, arxiv: server.url },
		{
			http,
			pacers: { hf: new Pacer(0, effects), arxiv: new Pacer(3000, effects) },
			now: effects.now,
			progress: silentProgress
		}
	);
	return { tally, units, requests: server.requests.slice(before) };
}

async function readAll(dir: string): Promise<PaperRecord[]> {
	const records: PaperRecord[] = [];
	for (const name of (await readdir(dir)).sort()) {
		expect(await isCacheFile(join(dir, name))).toBe(true);
		for await (const batch of readCacheRecords(join(dir, name))) {
			expect(batch.skips).toEqual([]);
			records.push(...batch.records);
		}
	}
	return records;
}

describe('fetch → cache → reader', () => {
	it('fetches every day once, and the reader gives the papers with their real dates', async () => {
		server = await startReplayServer();
		const dir = tempDir('fetch-');
		const { tally, requests } = await fetchInto(dir);
		// 4 listing days + 1 search + 4 arXiv days, one page each.
		expect(requests).toHaveLength(9);
		expect(requests[0]).toBe('/api/daily_papers?date=2025-06-02&limit=100');
		expect(requests[4]).toBe('/api/papers/search?q=reinforcement%20learning');
		const arxivParams = new URL(requests[5], server.url).searchParams;
		expect(Object.fromEntries(arxivParams)).toEqual({
			search_query:
				'(cat:cs.LG OR cat:cs.AI) AND all:reinforcement AND all:learning AND submittedDate:[202506020000 TO 202506022359]',
			start: '0',
			max_results: '200',
			sortBy: 'submittedDate',
			sortOrder: 'ascending'
		});
		const records = await readAll(dir);
		expect(tally.papers).toBe(records.length);

		const arxiv = records.filter((r) => r.origin === 'arxiv');
		const onArxiv = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05'].flatMap((day) =>
			submittedOn(day).filter((p) => /reinforcement learning/i.test(`${p.title} ${p.abstract}`))
		);
		expect(arxiv.map((r) => [r.arxiv_id, r.published, r.date_source]).sort()).toEqual(
			onArxiv.map((p) => [p.id, p.submitted.slice(0, 10), 'arxiv']).sort()
		);
		// A listed paper carries its arXiv id and submission date, not the listing day.
		const listed = listedOn('2025-06-05').find((p) => /reinforcement learning/i.test(p.abstract))!;
		const fromListing = records.find(
			(r) => r.file.startsWith('hf-daily') && r.arxiv_id === listed.id
		)!;
		expect(fromListing).toMatchObject({
			published: listed.submitted.slice(0, 10),
			date_source: 'arxiv',
			votes: listed.upvotes,
			organization: listed.organization?.fullname ?? null,
			authors_count: listed.authors.length
		});
		// The same paper fetched from arXiv: the merge matches them by this id.
		expect(arxiv.some((r) => r.arxiv_id === listed.id)).toBe(true);
		// Search hits are kept only when submitted within the range.
		const searched = records.filter((r) => r.file.startsWith('hf-search'));
		expect(searched.length).toBeGreaterThan(0);
		expect(
			searched.every((r) => r.published! >= '2025-06-02' && r.published! <= '2025-06-05')
		).toBe(true);
	});

	it('asks for nothing the second time, and the cache reads the same', async () => {
		server = await startReplayServer();
		const dir = tempDir('fetch-');
		await fetchInto(dir);
		const first = await readAll(dir);
		const again = await fetchInto(dir);
		expect(again.requests).toEqual([]);
		expect(again.tally).toMatchObject({ cached: 9, papers: 0 });
		expect(await readAll(dir)).toEqual(first);
		// A wider range asks only for the new days.
		const wider = await fetchInto(dir, { until: '2025-06-06' });
		// (the search too: its date range changed)
		expect(wider.requests.map((r) => r.slice(0, 30))).toEqual([
			'/api/daily_papers?date=2025-06',
			'/api/papers/search?q=reinforce',
			'/api/query?search_query=%28cat'
		]);
		expect(wider.requests[0]).toContain('date=2025-06-06');
		expect(wider.requests[2]).toContain('202506060000');
	});

	it('fetches the last days before today again (they may still change)', async () => {
		server = await startReplayServer();
		const dir = tempDir('fetch-');
		const recent = {
			since: '2025-06-18',
			until: '2025-06-19',
			sources: ['hf' as const],
			query: ''
		};
		await fetchInto(dir, recent);
		const again = await fetchInto(dir, recent);
		expect(again.units.map((u) => u.status)).toEqual(['refresh', 'refresh']);
		expect(again.requests).toHaveLength(2);
	});

	it('resumes after a failure: days written stay, the rest is fetched, nothing partial is kept', async () => {
		server = await startReplayServer([
			{ path: /date=2025-06-04/, kind: '503', times: 3 } // more than the retries: the run stops there
		]);
		const dir = tempDir('fetch-');
		const failed = fetchInto(dir);
		await expect(failed).rejects.toThrow(FetchError);
		await expect(failed.catch((e: Error) => e.message)).resolves.toMatch(
			/^GET http:\/\/127\.0\.0\.1:\d+\/api\/daily_papers\?date=2025-06-04&limit=100: HTTP 503 Service Unavailable \(gave up after 3 attempts\)$/
		);
		const kept = await readdir(dir);
		expect(kept.map((n) => n.split('_')[2])).toEqual(['2025-06-02', '2025-06-03']);
		const resumed = await fetchInto(dir);
		expect(resumed.requests[0]).toBe('/api/daily_papers?date=2025-06-04&limit=100');
		expect(resumed.requests).toHaveLength(7);
		expect(await readdir(dir)).toHaveLength(9);
	});

	it('stops on a changed field, naming URL and field, and writes no file for it', async () => {
		server = await startReplayServer([{ path: /date=2025-06-05/, kind: 'changed' }]);
		const dir = tempDir('fetch-');
		await expect(fetchInto(dir)).rejects.toThrow(
			/daily_papers\?date=2025-06-05&limit=100: unexpected shape: \[0\]\.paper\.summary: expected string, got missing$/
		);
		expect((await readdir(dir)).some((n) => n.includes('2025-06-05'))).toBe(false);
		server.faults.length = 0;
		const arxivChanged = await startReplayServer([
			{ path: /submittedDate/, kind: 'changed', times: 9 }
		]);
		const other = server;
		server = arxivChanged;
		await expect(fetchInto(dir, { sources: ['arxiv'] })).rejects.toThrow(
			/unexpected shape: entry 1 \(\d{4}\.\d{5}\): <published> is null/
		);
		await other.close();
	});

	it('rides out a 429, a 500 and a truncated body on the way', async () => {
		server = await startReplayServer([
			{ path: /date=2025-06-02/, kind: '429', retryAfter: '1' },
			{ path: /date=2025-06-03/, kind: '500' },
			{ path: /submittedDate/, kind: 'truncate' }
		]);
		const dir = tempDir('fetch-');
		const { requests } = await fetchInto(dir);
		expect(requests).toHaveLength(12);
		expect(await readdir(dir)).toHaveLength(9);
	});

	it('pages a long day, and resumes a day interrupted between its pages', async () => {
		server = await startReplayServer([{ path: /start=4/, kind: '503', times: 3 }]);
		const dir = tempDir('fetch-');
		const day = {
			sources: ['arxiv' as const],
			since: '2025-06-05',
			until: '2025-06-05',
			query: '',
			pageSize: 2
		};
		const total = submittedOn('2025-06-05').filter((p) => p.categories.includes('cs.LG')).length;
		expect(total).toBe(5); // three pages of two: the fault hits the third
		await expect(fetchInto(dir, day)).rejects.toThrow(/start=4/);
		expect((await scanCache(dir)).values().next().value!.size).toBe(2);
		const resumed = await fetchInto(dir, day);
		expect(resumed.units[0]).toMatchObject({ status: 'partial', startPage: 2 });
		expect(resumed.requests).toHaveLength(1);
		const records = await readAll(dir);
		expect(records.map((r) => r.line)).toEqual([1, 2, 1, 2, 1]);
		expect(new Set(records.map((r) => r.arxiv_id)).size).toBe(5);
	});

	it('never takes a temp file or a damaged cache file for a fetched day', async () => {
		server = await startReplayServer();
		const dir = tempDir('fetch-');
		const one = { sources: ['hf' as const], since: '2025-06-05', until: '2025-06-05', query: '' };
		await fetchInto(dir, one);
		const [name] = await readdir(dir);
		const bytes = await readFile(join(dir, name));
		await writeFile(join(dir, name), bytes.subarray(0, bytes.length - 20));
		await writeFile(join(dir, `.${name}.123.tmp`), bytes.subarray(0, 10));
		const again = await fetchInto(dir, one);
		expect(again.units[0].status).toBe('missing');
		expect(again.requests).toHaveLength(1);
		expect(await readFile(join(dir, name))).toEqual(bytes);
	});
});
