// Regressions of issue 15 on the JSON Lines path: hostile lines cost themselves, reported.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../etl/parse/detect-format.ts';
import { sniffFile } from '../../../etl/read/lines.ts';
import { readArxivRecords } from '../../../etl/read/arxiv-records.ts';
import { categoriesOf, arxivIdOf } from '../../../etl/parse/arxiv/record-fields.ts';
import type { PaperRecord, Skip } from '../../../etl/types.ts';
import { tempDir } from '../../temp-dir.ts';

const dir = tempDir('hostile-');

async function readAll(name: string, content: string | Uint8Array) {
	const path = join(dir, name);
	writeFileSync(path, content);
	const records: PaperRecord[] = [];
	const skips: Skip[] = [];
	let seen = 0;
	for await (const batch of readArxivRecords(path)) {
		records.push(...batch.records);
		skips.push(...batch.skips);
		seen += batch.seen ?? 0;
	}
	return { records, skips, seen };
}

const record = (i: number) =>
	JSON.stringify({ id: `2501.${String(i).padStart(5, '0')}`, title: `T${i}`, abstract: `A${i}.` });
const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('deep nesting (issue 15, reproduction 1)', () => {
	it('a 5,000-level array at line 1,501 of 3,000 costs nothing: all 3,000 are read', async () => {
		const lines = Array.from({ length: 3000 }, (_, i) => record(i + 1));
		lines[1500] = `{"title":"Deep","abstract":"Nested.","unused":${nested(5000)}}`;
		const { records, skips, seen } = await readAll('deep.jsonl', lines.join('\n') + '\n');
		expect(skips).toEqual([]);
		expect(records).toHaveLength(3000);
		expect(records[1500].title).toBe('Deep');
		expect(seen).toBe(3000);
	});

	it('links and categories are read without recursion, however deep', () => {
		const depth = 100_000;
		const deep = JSON.parse(nested(depth, '"https://arxiv.org/abs/2501.12948"'));
		expect(arxivIdOf({ links: deep })?.id).toBe('2501.12948');
		expect(categoriesOf({ categories: JSON.parse(nested(depth, '{"term":"cs.LG"}')) })).toEqual([
			'cs.LG'
		]);
	});
});

describe('an abstract of megabytes (issue 15, reproduction 5)', () => {
	it('is reported, not extracted: no abstract is that long, and extraction time stays bounded', async () => {
		const claim = 'our method improves accuracy by 12% and ';
		const huge = JSON.stringify({ title: 'Huge', abstract: claim.repeat(30_000) });
		const { records, skips } = await readAll('huge.jsonl', [huge, record(2)].join('\n'));
		expect(records.map((r) => r.title)).toEqual(['T2']);
		expect(skips).toEqual([
			{
				file: 'huge.jsonl',
				line: 1,
				reason: 'abstract of 1,199,999 characters is too long (limit 100,000)'
			}
		]);
	});
});

describe('a lone surrogate (issue 15, reproduction 4)', () => {
	it('is reported against the input file and line; the other records stand', async () => {
		const bad = '{"title":"Bad \\ud800 title","abstract":"Fine."}';
		const { records, skips } = await readAll(
			'surrogate.jsonl',
			[record(1), bad, record(3)].join('\n') + '\n'
		);
		expect(records.map((r) => r.title)).toEqual(['T1', 'T3']);
		expect(skips).toEqual([
			{
				file: 'surrogate.jsonl',
				line: 2,
				reason: 'invalid Unicode: a lone surrogate (\\ud800) in title at character 5'
			}
		]);
	});

	it('a well-formed pair written as escapes is text, not damage', async () => {
		const pair = '{"title":"Smile \\ud83d\\ude00","abstract":"Fine."}';
		const { records, skips } = await readAll('pair.jsonl', pair + '\n');
		expect(skips).toEqual([]);
		expect(records[0].title).toBe('Smile 😀');
	});
});

describe('damaged lines and empty files', () => {
	it('an invalid UTF-8 byte costs its own line, reported', async () => {
		const bad = Buffer.concat([
			Buffer.from('{"title":"Caf'),
			Buffer.from([0xe9]),
			Buffer.from('"}')
		]);
		const content = Buffer.concat([
			Buffer.from(record(1) + '\n'),
			bad,
			Buffer.from('\n' + record(3) + '\n')
		]);
		const { records, skips, seen } = await readAll('latin1.jsonl', content);
		expect(records.map((r) => r.line)).toEqual([1, 3]);
		expect(skips).toEqual([{ file: 'latin1.jsonl', line: 2, reason: 'invalid UTF-8 on line 2' }]);
		expect(seen).toBe(3);
	});

	it('an empty .jsonl is reported, and so is one of blank lines only', async () => {
		expect((await readAll('empty.jsonl', '')).skips).toEqual([
			{ file: 'empty.jsonl', line: 1, reason: 'empty file' }
		]);
		expect((await readAll('blank.jsonl', '\n \n\n')).skips).toEqual([
			{ file: 'blank.jsonl', line: 1, reason: 'no records (only blank lines)' }
		]);
	});
});

describe('a capture whose first title starts with { (issue 15, item 6)', () => {
	const capture = '{Curly} Policies for Agents\n\nWe study curly policies in this long abstract.\n';

	it('is read as a capture, not as JSON Lines', async () => {
		expect(detectFormat(Buffer.from(capture), 'c.txt')).toBe('listing-text');
		const path = join(dir, 'curly.txt');
		writeFileSync(path, capture);
		expect(await sniffFile(path)).toEqual({ gzip: false, format: 'listing-text' });
	});

	it('a dump in gzip members is told by its head across members, however small the first', async () => {
		const text = ['true', record(2), record(3)].join('\n') + '\n';
		const path = join(dir, 'members.jsonl.gz');
		writeFileSync(path, Buffer.concat([gzipSync(text.slice(0, 2)), gzipSync(text.slice(2))]));
		expect(await sniffFile(path)).toEqual({ gzip: true, format: 'arxiv-jsonl' });
	});

	it('while a first line that is a JSON object, or a .jsonl name, still means JSON Lines', () => {
		expect(detectFormat(Buffer.from('{"title":"x"}\n{broken'), 'd.txt')).toBe('arxiv-jsonl');
		expect(detectFormat(Buffer.from('{broken\n{"title":"x"}\n'), 'd.jsonl')).toBe('arxiv-jsonl');
	});
});
