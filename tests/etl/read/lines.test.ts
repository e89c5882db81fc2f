import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Line } from '../../../etl/parse/line.ts';
import { readLineBatches, readLines, sniffFile } from '../../../etl/read/lines.ts';
import { tempDir } from '../../temp-dir.ts';

const dir = tempDir('arxiv-lines-');
let count = 0;
function file(content: string | Uint8Array, suffix = '.jsonl'): string {
	const path = join(dir, `f${count++}${suffix}`);
	writeFileSync(path, content);
	return path;
}

async function all(path: string, options = {}): Promise<Line[]> {
	const out: Line[] = [];
	for await (const line of readLines(path, options)) out.push(line);
	return out;
}

describe('readLines', () => {
	it('numbers lines from 1, drops CR and a BOM, keeps a last line without newline', async () => {
		const lines = await all(file('\uFEFFone\r\ntwo\n\nfour'));
		expect(lines).toEqual([
			{ no: 1, text: 'one' },
			{ no: 2, text: 'two' },
			{ no: 3, text: '' },
			{ no: 4, text: 'four' }
		]);
	});

	it('has no phantom line after a final newline, and none in an empty file', async () => {
		expect((await all(file('a\nb\n'))).map((l) => l.text)).toEqual(['a', 'b']);
		expect(await all(file(''))).toEqual([]);
	});

	it('decodes UTF-8 split across chunks', async () => {
		const text = 'é→😀 naïve\nΣ second line';
		const lines = await all(file(text), { chunkBytes: 3 });
		expect(lines.map((l) => l.text)).toEqual(['é→😀 naïve', 'Σ second line']);
	});

	it('reads gzip transparently, told by the bytes', async () => {
		const path = file(gzipSync('{"a":1}\n{"a":2}\n'), '.data');
		expect((await all(path)).map((l) => l.text)).toEqual(['{"a":1}', '{"a":2}']);
	});

	it('cuts an over-long line to a preview and counts its length, then goes on', async () => {
		const long = 'x'.repeat(5000);
		const lines = await all(file(`short\n${long}\nafter`), { maxLineBytes: 1000, chunkBytes: 64 });
		expect(lines[1]).toEqual({ no: 2, text: 'x'.repeat(200), overLength: 5000 });
		expect(lines[2]).toEqual({ no: 3, text: 'after' });
	});

	it('reports an over-long last line without newline', async () => {
		const lines = await all(file('y'.repeat(3000)), { maxLineBytes: 100, chunkBytes: 256 });
		expect(lines).toEqual([{ no: 1, text: 'y'.repeat(200), overLength: 3000 }]);
	});

	it('gives one batch per chunk read, lines in order', async () => {
		const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
		const batches: Line[][] = [];
		for await (const batch of readLineBatches(file(text), { chunkBytes: 50 })) batches.push(batch);
		expect(batches.length).toBeGreaterThan(5);
		expect(batches.flat().map((l) => l.no)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
	});
});

describe('sniffFile', () => {
	it('looks through gzip to the format inside', async () => {
		expect(await sniffFile(file(gzipSync('\n{"title":"x"}\n'), '.gz'))).toEqual({
			gzip: true,
			format: 'arxiv-jsonl'
		});
		expect(await sniffFile(file(gzipSync('new\n\nDaily Papers\n'), '.txt.gz'))).toEqual({
			gzip: true,
			format: 'listing-text'
		});
		expect(await sniffFile(file('{"title":"x"}', '.txt'))).toEqual({
			gzip: false,
			format: 'arxiv-jsonl'
		});
	});
});
