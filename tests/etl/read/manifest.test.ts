import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureInfoFor } from '../../../etl/read/manifest.ts';
import { tempDir } from '../../temp-dir.ts';

describe('captureInfoFor', () => {
	it('reads the capture date from the manifest beside the file', async () => {
		const dir = tempDir('manifest-');
		await writeFile(
			join(dir, 'manifest.json'),
			JSON.stringify({ captures: { 'a.txt': { captured: '2026-04-16' } } })
		);
		const cache = new Map();
		expect(await captureInfoFor(join(dir, 'a.txt'), cache)).toEqual({ captured: '2026-04-16' });
		expect(await captureInfoFor(join(dir, 'b.txt'), cache)).toEqual({ captured: null });
	});

	it('treats a directory without manifest as unknown capture dates', async () => {
		const dir = tempDir('manifest-');
		await mkdir(join(dir, 'x'));
		expect(await captureInfoFor(join(dir, 'x', 'a.txt'), new Map())).toEqual({ captured: null });
	});

	it('rejects a malformed date with the file and key', async () => {
		const dir = tempDir('manifest-');
		await writeFile(
			join(dir, 'manifest.json'),
			JSON.stringify({ captures: { 'a.txt': { captured: '16/04/2026' } } })
		);
		await expect(captureInfoFor(join(dir, 'a.txt'), new Map())).rejects.toThrow(
			/manifest\.json: captures\.a\.txt\.captured must be YYYY-MM-DD/
		);
	});
});
