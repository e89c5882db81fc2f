import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureFloor } from '../../../etl/bench/floor.ts';
import { tempDir } from '../../temp-dir.ts';

const dir = tempDir('bench-floor-');
const jsonl = ['{"a":1}', '', '{"a":2}', '{"a":3}'].join('\n');

describe('measureFloor', () => {
	it('splits JSONL and parses its non-blank lines, through gzip too', async () => {
		writeFileSync(join(dir, 'x.jsonl.gz'), gzipSync(jsonl));
		const result = await measureFloor([join(dir, 'x.jsonl.gz')], true);
		expect(result).toMatchObject({ files: 1, lines: 4, parsed: 3 });
		expect(result.seconds).toBeGreaterThan(0);
	});

	it('only splits without --parse, and fails on a line that is not JSON when parsing', async () => {
		writeFileSync(join(dir, 'bad.jsonl'), '{"a":1}\nnot json\n');
		expect(await measureFloor([join(dir, 'bad.jsonl')], false)).toMatchObject({
			lines: 2,
			parsed: 0
		});
		await expect(measureFloor([join(dir, 'bad.jsonl')], true)).rejects.toThrow(SyntaxError);
	});

	it('reads listing captures of a directory whole', async () => {
		const captures = mkdtempSync(join(dir, 'captures-'));
		writeFileSync(join(captures, 'a.txt'), 'one\ntwo\nthree');
		writeFileSync(join(captures, 'b.txt'), 'four\n');
		expect(await measureFloor([captures], false)).toMatchObject({ files: 2, lines: 5 });
	});
});
