import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandInputs } from '../../../etl/read/inputs.ts';
import { tempDir } from '../../temp-dir.ts';

describe('expandInputs', () => {
	it('lists input files of a directory in order, skipping the manifest and notes', async () => {
		const dir = tempDir('inputs-');
		for (const name of ['b.txt', 'a.txt', 'manifest.json', 'notes.md', 'dump.jsonl.gz']) {
			await writeFile(join(dir, name), 'x');
		}
		const files = await expandInputs([dir, join(dir, 'a.txt')]);
		expect(files.map((f) => f.path)).toEqual(
			['a.txt', 'b.txt', 'dump.jsonl.gz'].map((n) => join(dir, n))
		);
		expect(files[0].bytes).toBe(1);
	});

	it('names a missing path', async () => {
		await expect(expandInputs(['/no/such/place'])).rejects.toThrow('/no/such/place: no such file');
	});
});
