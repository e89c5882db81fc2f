import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandInputs } from '../../../etl/read/inputs.ts';
import { captureInfoFor } from '../../../etl/read/manifest.ts';

describe('expandInputs', () => {
	it('lists input files of a directory in order, skipping the manifest and notes', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'inputs-'));
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

describe('captureInfoFor', () => {
	it('reads the capture date from the manifest beside the file', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'manifest-'));
		await writeFile(
			join(dir, 'manifest.json'),
			JSON.stringify({ captures: { 'a.txt': { captured: '2026-04-16' } } })
		);
		const cache = new Map();
		expect(await captureInfoFor(join(dir, 'a.txt'), cache)).toEqual({ captured: '2026-04-16' });
		expect(await captureInfoFor(join(dir, 'b.txt'), cache)).toEqual({ captured: null });
	});

	it('treats a directory without manifest as unknown capture dates', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'manifest-'));
		await mkdir(join(dir, 'x'));
		expect(await captureInfoFor(join(dir, 'x', 'a.txt'), new Map())).toEqual({ captured: null });
	});

	it('rejects a malformed date with the file and key', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'manifest-'));
		await writeFile(
			join(dir, 'manifest.json'),
			JSON.stringify({ captures: { 'a.txt': { captured: '16/04/2026' } } })
		);
		await expect(captureInfoFor(join(dir, 'a.txt'), new Map())).rejects.toThrow(
			/manifest\.json: captures\.a\.txt\.captured must be YYYY-MM-DD/
		);
	});
});
