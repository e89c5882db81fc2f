import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ArxivBatch } from '../../../etl/parse/arxiv/batch.ts';
import { readArxivRecords, type ReadArxivOptions } from '../../../etl/read/arxiv-records.ts';
import { tempDir } from '../../temp-dir.ts';

const FIXTURE = 'tests/fixtures/arxiv/variants.jsonl';
const dir = tempDir('arxiv-records-');

async function collect(path: string, options: ReadArxivOptions = {}): Promise<ArxivBatch> {
	const total: ArxivBatch = { records: [], skips: [], filtered: 0, seen: 0 };
	for await (const batch of readArxivRecords(path, options)) {
		total.records.push(...batch.records);
		total.skips.push(...batch.skips);
		total.filtered += batch.filtered;
		total.seen = (total.seen ?? 0) + (batch.seen ?? 0);
	}
	return total;
}

describe('readArxivRecords', () => {
	it('says how far into the file it is, for a plain and a gzipped file, up to its size', async () => {
		const plain = join(dir, 'progress.jsonl');
		copyFileSync(FIXTURE, plain);
		const gz = join(dir, 'progress.jsonl.gz');
		const big = Buffer.concat(Array.from({ length: 50 }, () => readFileSync(FIXTURE)));
		writeFileSync(gz, gzipSync(big));
		for (const [path, size] of [
			[plain, readFileSync(plain).length],
			[gz, readFileSync(gz).length]
		] as const) {
			const seen: number[] = [];
			for await (const batch of readArxivRecords(path, { chunkBytes: 256 })) {
				seen.push(batch.bytesRead ?? -1);
			}
			expect(seen.length).toBeGreaterThan(2);
			expect(seen).toEqual([...seen].sort((a, b) => a - b));
			expect(seen[0]).toBeGreaterThan(0);
			expect(seen[seen.length - 1]).toBe(size);
		}
	});

	it('reads every line of the fixture once: records + skips, blank line passed over', async () => {
		const path = join(dir, 'variants.jsonl');
		copyFileSync(FIXTURE, path);
		const { records, skips } = await collect(path);
		expect(records.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 14]);
		expect(skips.map((s) => [s.file, s.line])).toEqual([
			['variants.jsonl', 10],
			['variants.jsonl', 11],
			['variants.jsonl', 12],
			['variants.jsonl', 13]
		]);
	});

	it('reads the same records from a gzipped copy', async () => {
		const path = join(dir, 'variants.jsonl.gz');
		writeFileSync(path, gzipSync(readFileSync(FIXTURE)));
		const { records } = await collect(path, { chunkBytes: 100 });
		expect(records.map((r) => r.arxiv_id)).toEqual([
			'0704.0001',
			'2501.12948',
			'2503.14476',
			'hep-th/9901001',
			'2402.03300',
			'2305.18290',
			'0704.0010',
			null,
			'2410.01234'
		]);
	});

	it('counts filtered records apart from skips', async () => {
		const { records, skips, filtered } = await collect(FIXTURE, { filter: { categories: ['cs'] } });
		expect(records.map((r) => r.line)).toEqual([2, 3, 5]);
		expect(skips).toHaveLength(4);
		expect(filtered).toBe(6);
	});

	it('reports an over-long line as a skip with its length', async () => {
		const path = join(dir, 'long.jsonl');
		writeFileSync(path, `{"title":"a","abstract":"b"}\n{"title":"${'z'.repeat(4000)}"}\n`);
		const { records, skips } = await collect(path, { maxLineBytes: 1000 });
		expect(records).toHaveLength(1);
		expect(skips).toEqual([
			{ file: 'long.jsonl', line: 2, reason: expect.stringMatching(/4012 bytes is too long/) }
		]);
	});

	it('keeps what it read from a truncated gzip and ends with one skip', async () => {
		const body = Array.from({ length: 2000 }, (_, i) =>
			JSON.stringify({
				id: `2501.${String(i).padStart(5, '0')}`,
				title: `T${i}`,
				abstract: `A ${i}`
			})
		).join('\n');
		const whole = gzipSync(body);
		const path = join(dir, 'cut.jsonl.gz');
		writeFileSync(path, whole.subarray(0, whole.length - 20));
		const { records, skips } = await collect(path, { chunkBytes: 1024 });
		expect(records.length).toBeGreaterThan(1000);
		expect(skips).toHaveLength(1);
		expect(skips[0].reason).toMatch(
			/^gzip data cut short in the gzip member at byte 0: .*; nothing after it could be read$/
		);
		expect(skips[0].line).toBe(records.length + 1);
	});
});
