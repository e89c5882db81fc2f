import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ArxivBatch } from '../../../etl/parse/arxiv/batch.ts';
import type { CacheEnvelope } from '../../../etl/parse/cache-envelope.ts';
import { cacheFileName, cacheKey, encodeEnvelope } from '../../../etl/fetch/envelope.ts';
import {
	isCacheFile,
	readCacheRecords,
	type ReadCacheOptions
} from '../../../etl/read/fetch-cache.ts';
import { listedOn, submittedOn } from '../fetch/corpus.ts';
import { atomFeed, hfItem } from '../fetch/render.ts';
import { tempDir } from '../../temp-dir.ts';

const dir = tempDir('read-cache-');

function envelope(overrides: Partial<CacheEnvelope>): Omit<CacheEnvelope, 'rl_trends_cache'> {
	return {
		source: 'hf-daily',
		query: '',
		categories: [],
		day: '2025-06-05',
		range: null,
		page: 0,
		last: true,
		page_size: 100,
		run: '2025-06-20T10:00:00.000Z',
		url: 'http://127.0.0.1/api/daily_papers?date=2025-06-05&limit=100',
		fetched_at: '2025-06-20T10:00:01.000Z',
		body: JSON.stringify(listedOn('2025-06-05').map(hfItem)),
		...overrides
	};
}

async function write(name: string, bytes: Uint8Array | string): Promise<string> {
	const path = join(dir, name);
	await writeFile(path, bytes);
	return path;
}

async function collect(path: string, options?: ReadCacheOptions): Promise<ArxivBatch[]> {
	const batches: ArxivBatch[] = [];
	for await (const batch of readCacheRecords(path, options)) batches.push(batch);
	return batches;
}

describe('isCacheFile', () => {
	it('tells a cache file from the other inputs by its bytes', async () => {
		const name = cacheFileName('hf-daily', cacheKey('', []), '2025-06-05', 0);
		expect(await isCacheFile(await write(name, encodeEnvelope(envelope({}))))).toBe(true);
		expect(
			await isCacheFile(await write('dump.jsonl.gz', gzipSync('{"id":"2501.00001","title":"x"}\n')))
		).toBe(false);
		expect(await isCacheFile(await write('capture.txt', 'A title\n\nAn abstract.\n'))).toBe(false);
		expect(await isCacheFile(await write('empty.txt', ''))).toBe(false);
		expect(await isCacheFile(await write('bad.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3])))).toBe(
			false
		);
	});
});

describe('readCacheRecords', () => {
	it('yields one batch in the shape of readArxivRecords, cut to the query the fetch ran for', async () => {
		const papers = listedOn('2025-06-05');
		const path = await write(
			'a.cache.gz',
			encodeEnvelope(envelope({ query: 'reinforcement learning' }))
		);
		const [batch, ...rest] = await collect(path);
		expect(rest).toEqual([]);
		const matching = papers.filter((p) =>
			/reinforcement learning/i.test(`${p.title} ${p.abstract}`)
		);
		expect(batch.records.map((r) => r.arxiv_id)).toEqual(matching.map((p) => p.id));
		expect(batch.filtered).toBe(papers.length - matching.length);
		expect(batch.skips).toEqual([]);
		expect(batch.bytesRead).toBeGreaterThan(0);
		expect(batch.records[0].file).toBe('a.cache.gz');
	});

	it("applies the ETL's query to every record and its categories to arXiv records only", async () => {
		const hf = await write('hf.cache.gz', encodeEnvelope(envelope({})));
		const arxivBody = atomFeed(submittedOn('2025-06-05'), {
			total: 5,
			start: 0,
			perPage: 200,
			query: 'q',
			look: '2025'
		});
		const arxiv = await write(
			'ax.cache.gz',
			encodeEnvelope(envelope({ source: 'arxiv', body: arxivBody, page_size: 200 }))
		);
		const onlyCl = { categories: ['cs.CL'] };
		const [hfBatch] = await collect(hf, { filter: onlyCl });
		expect(hfBatch.filtered).toBe(0);
		const [arxivBatch] = await collect(arxiv, { filter: onlyCl });
		expect(arxivBatch.records.every((r) => r.categories.includes('cs.CL'))).toBe(true);
		expect(arxivBatch.records.length + arxivBatch.filtered).toBe(5);
		const [rlhf] = await collect(arxiv, { filter: { query: 'RLHF' } });
		expect(rlhf.records.length).toBeGreaterThan(0);
		expect(rlhf.records.map((r) => r.title)).toEqual(
			submittedOn('2025-06-05')
				.filter((p) => p.abstract.includes('human feedback') || p.title.includes('RLHF'))
				.map((p) => p.title)
		);
	});

	it('keeps search hits submitted within the range the fetch asked for', async () => {
		const body = JSON.stringify(
			[...submittedOn('2025-06-01'), ...submittedOn('2025-06-05')].map(hfItem)
		);
		const range = { since: '2025-06-04', until: '2025-06-06' };
		const path = await write(
			's.cache.gz',
			encodeEnvelope(envelope({ source: 'hf-search', range, body }))
		);
		const [batch] = await collect(path);
		expect(batch.records.map((r) => r.published)).toEqual(
			submittedOn('2025-06-05').map(() => '2025-06-05')
		);
		expect(batch.records.every((r) => r.rank === null)).toBe(true);
		expect(batch.filtered).toBe(submittedOn('2025-06-01').length);
	});

	it('reports a damaged or foreign file as one skip, never a stop', async () => {
		const bytes = encodeEnvelope(envelope({}));
		const cut = await write('cut.cache.gz', bytes.subarray(0, bytes.length - 30));
		expect(await collect(cut)).toEqual([
			{
				records: [],
				skips: [
					{
						file: 'cut.cache.gz',
						line: 1,
						reason: expect.stringMatching(/^cache file unusable: not a readable gzip file/)
					}
				],
				filtered: 0,
				seen: 1,
				bytesRead: bytes.length - 30
			}
		]);
		const changed = await write(
			'changed.cache.gz',
			encodeEnvelope(envelope({ body: '{"papers":[]}' }))
		);
		const [batch] = await collect(changed);
		expect(batch.skips[0].reason).toBe(
			'cache file unusable: expected a JSON array of papers, got an object with keys papers'
		);
	});
});
