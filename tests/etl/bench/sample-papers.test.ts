import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseSample, readSample } from '../../../etl/bench/sample-papers.ts';
import { EXCERPT } from './sample-excerpt.ts';
import { tempDir } from '../../temp-dir.ts';

const dir = tempDir('bench-sample-');
const LINES = [
	{ id: '2506.1', title: 'A', summary: 'About A.', cate: 'cs.LG' },
	{ id: '2506.2', title: 'B', abstract: 'About B.' },
	{ id: '2506.3', title: 'No abstract' }
]
	.map((record) => JSON.stringify(record))
	.join('\n');

describe('parseSample', () => {
	it('keeps papers with a title and an abstract (summary or abstract), and their whole record', () => {
		const papers = parseSample(`${LINES}\n\n`);
		expect(papers.map((p) => [p.title, p.summary])).toEqual([
			['A', 'About A.'],
			['B', 'About B.']
		]);
		expect(papers[0].record).toEqual({
			id: '2506.1',
			title: 'A',
			summary: 'About A.',
			cate: 'cs.LG'
		});
	});
});

describe('readSample', () => {
	it('reads a plain or a gzipped file alike', async () => {
		writeFileSync(join(dir, 's.jsonl'), LINES);
		writeFileSync(join(dir, 's.jsonl.gz'), gzipSync(LINES));
		const plain = await readSample(join(dir, 's.jsonl'));
		expect(await readSample(join(dir, 's.jsonl.gz'))).toEqual(plain);
		expect(plain).toHaveLength(2);
		expect(EXCERPT).toHaveLength(203);
	});

	it('refuses a file with no paper in it', async () => {
		writeFileSync(join(dir, 'empty.jsonl'), '{"id": "x"}\n');
		await expect(readSample(join(dir, 'empty.jsonl'))).rejects.toThrow(/no paper/);
	});
});
