import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { describe, expect, it } from 'vitest';
import type { MergeDatabase } from '../../../etl/write/merge-database.ts';
import { writePapersParquet } from '../../../etl/write/parquet.ts';
import { STAGED_COLUMNS } from '../../../etl/write/schema.ts';
import { staged } from './staged-fixture.ts';
import { tempDir } from '../../temp-dir.ts';

async function write(rows: Record<string, unknown>[], database?: MergeDatabase) {
	const dir = tempDir('parquet-test-');
	const input = join(dir, 'staged.ndjson');
	await writeFile(input, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
	const out = join(dir, 'papers.parquet');
	const result = await writePapersParquet(input, out, dir, { database });
	const bytes = await readFile(out);
	const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
	const papers = (await parquetReadObjects({ file: buffer, compressors })) as Record<string, any>[];
	return { dir, out, result, bytes, buffer, papers };
}

const rows = [
	staged({
		paper_id: 'p1',
		file: 'b.txt',
		line: 9,
		rank: 3,
		abstract: 'short',
		votes: 2,
		organization: 'Org B',
		captured: '2025-09-10'
	}),
	staged({
		paper_id: 'p1',
		file: 'a.txt',
		line: 5,
		rank: 2,
		abstract: 'the longer abstract',
		algorithms: ['PPO'],
		mentions: [{ kind: 'algorithm', name: 'PPO', field: 'abstract', start: 0, end: 3 }],
		votes: 7,
		authors_count: 4,
		published: '2025-08-28',
		date_source: 'listing',
		captured: '2025-09-01'
	}),
	staged({
		paper_id: 'p2',
		title: 'Other',
		abstract: 'x',
		gains: [
			{
				value: 12.5,
				unit: '%',
				direction: 'up',
				metric: 'accuracy',
				benchmark: 'MATH',
				text: '+12.5%'
			}
		],
		models: [{ name: 'Qwen2.5-7B', family: 'Qwen', params_b: 7 }],
		model_sizes_b: [7, 0.5]
	})
];

describe('writePapersParquet', () => {
	it('merges listings of one paper and keeps every source', async () => {
		const { result, papers } = await write(rows);
		expect(result).toMatchObject({ records: 3, papers: 2, entities: 0, adoptions: 0 });
		const p1 = papers.find((p) => p.paper_id === 'p1')!;
		expect(p1.abstract).toBe('the longer abstract');
		expect(p1.algorithms).toEqual(['PPO']);
		expect(p1.votes).toBe(7);
		expect(p1.authors_count).toBe(4);
		// The first capture that lists a paper bounds its date from above.
		expect(new Date(p1.not_after).toISOString().slice(0, 10)).toBe('2025-09-01');
		expect(p1.organization).toBe('Org B');
		expect(p1.date_source).toBe('listing');
		expect(p1.sources).toEqual([
			{ file: 'a.txt', rank: 2, captured: new Date('2025-09-01') },
			{ file: 'b.txt', rank: 3, captured: new Date('2025-09-10') }
		]);
		expect(p1.mentions).toEqual([
			{ kind: 'algorithm', name: 'PPO', field: 'abstract', start: 0, end: 3 }
		]);
	});

	it('keeps nested gains, models and sizes readable by an independent reader', async () => {
		const { papers } = await write(rows);
		const p2 = papers.find((p) => p.paper_id === 'p2')!;
		expect(p2.gains[0]).toMatchObject({
			value: 12.5,
			unit: '%',
			direction: 'up',
			benchmark: 'MATH'
		});
		expect(p2.models).toEqual([{ name: 'Qwen2.5-7B', family: 'Qwen', params_b: 7 }]);
		expect(p2.model_sizes_b).toEqual([7, 0.5]);
		expect(p2.published).toBeNull();
		expect(p2.date_source).toBeNull();
	});

	it('prefers the arXiv record and its date, and unites records sharing an arXiv id', async () => {
		const { papers } = await write([
			staged({ paper_id: 'p1', published: '2026-01-26', date_source: 'listing' }),
			staged({
				paper_id: 'p1',
				origin: 'arxiv',
				rank: null,
				file: 'dump.jsonl',
				arxiv_id: '2501.00001',
				published: '2025-01-01',
				date_source: 'arxiv',
				categories: ['cs.LG', 'cs.AI']
			}),
			staged({
				paper_id: 'p9',
				origin: 'arxiv',
				rank: null,
				file: 'dump.jsonl',
				line: 2,
				arxiv_id: '2501.00001',
				title: 'Renamed v2'
			})
		]);
		expect(papers).toHaveLength(1);
		expect(papers[0]).toMatchObject({
			paper_id: 'p1',
			published: new Date('2025-01-01T00:00:00Z'),
			date_source: 'arxiv',
			arxiv_id: '2501.00001',
			categories: ['cs.AI', 'cs.LG'],
			sources: [{ file: 'a.txt', rank: 1 }]
		});
	});

	it('keeps a month known only from an arXiv id as such, behind a stated day', async () => {
		const arxiv = { origin: 'arxiv' as const, rank: null, file: 'dump.jsonl' };
		const { papers } = await write([
			staged({
				...arxiv,
				paper_id: 'm',
				arxiv_id: '2501.00002',
				published: '2025-01-01',
				date_source: 'arxiv-id'
			}),
			staged({ paper_id: 'm', published: '2025-01-20', date_source: 'listing' }),
			staged({
				...arxiv,
				paper_id: 'd',
				line: 2,
				arxiv_id: '2501.00003',
				published: '2025-01-01',
				date_source: 'arxiv-id'
			}),
			staged({
				...arxiv,
				paper_id: 'd',
				line: 3,
				arxiv_id: '2501.00003',
				published: '2025-01-09',
				date_source: 'arxiv'
			})
		]);
		const byId = Object.fromEntries(papers.map((p) => [p.paper_id, p]));
		// The id's month beats a listing's later day, as an arXiv date does; a stated day beats it.
		expect(byId.m).toMatchObject({
			published: new Date('2025-01-01T00:00:00Z'),
			date_source: 'arxiv-id'
		});
		expect(byId.d).toMatchObject({
			published: new Date('2025-01-09T00:00:00Z'),
			date_source: 'arxiv'
		});
	});

	it('marks a paper dated only by its artifacts as bound', async () => {
		const { papers } = await write([
			staged({ not_before: '2024-02-01', not_before_reason: 'GRPO' })
		]);
		expect(papers[0].published).toBeNull();
		expect(papers[0].date_source).toBe('bound');
	});

	it('writes ZSTD, the staged columns, byte-identical on a second run, and no temp file', async () => {
		const first = await write(rows);
		const second = await write([...rows].reverse());
		expect(createHash('sha256').update(first.bytes).digest('hex')).toBe(
			createHash('sha256').update(second.bytes).digest('hex')
		);
		const meta = parquetMetadata(first.buffer);
		const codecs = new Set(
			meta.row_groups.flatMap((g) => g.columns.map((c) => c.meta_data?.codec))
		);
		expect([...codecs]).toEqual(['ZSTD']);
		const names = meta.schema.map((s) => s.name);
		for (const column of Object.keys(STAGED_COLUMNS).filter(
			// Provenance of the record, and what only the corpus pass reads, stay out of the file.
			(c) => !['origin', 'file', 'line', 'rank', 'captured', 'coined', 'candidates'].includes(c)
		)) {
			expect(names).toContain(column);
		}
		expect(await readdir(first.dir)).toEqual([
			'entities.parquet',
			'paper-pages.bin',
			'papers.parquet',
			'staged.ndjson'
		]);
		// The paper pages beside it are the same bytes too.
		const pages = await Promise.all([first, second].map((w) => readFile(w.result.pagesPath)));
		expect(Buffer.compare(pages[0], pages[1])).toBe(0);
	});

	it('writes the same bytes whether it merges in memory or on disk', async () => {
		const [memory, disk] = await Promise.all([write(rows, 'memory'), write(rows, 'disk')]);
		expect(Buffer.compare(memory.bytes, disk.bytes)).toBe(0);
		for (const path of ['entitiesPath', 'pagesPath'] as const) {
			const files = await Promise.all([memory, disk].map((w) => readFile(w.result[path])));
			expect(Buffer.compare(files[0], files[1])).toBe(0);
		}
		expect(await readdir(disk.dir)).toEqual(await readdir(memory.dir));
	});

	it('names the bad line when the staging file is corrupt, and leaves no output', async () => {
		const dir = tempDir('parquet-bad-');
		const input = join(dir, 'staged.ndjson');
		await writeFile(input, JSON.stringify(staged({})) + '\n{"paper_id": \n');
		await expect(writePapersParquet(input, join(dir, 'out.parquet'), dir)).rejects.toThrow(
			/line 2|JSON/i
		);
		expect(await readdir(dir)).toEqual(['staged.ndjson']);
	});
});
