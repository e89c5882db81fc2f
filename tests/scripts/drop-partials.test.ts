import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropPartials } from '../../scripts/drop-partials.ts';
import { tempDir } from '../temp-dir.ts';

describe('dropPartials', () => {
	it('removes half-written files from the built site and keeps the finished ones', async () => {
		const build = tempDir('build-');
		await mkdir(join(build, 'data'));
		const names = [
			'papers.parquet',
			'papers.parquet.partial-4242',
			'entities.parquet.partial-7',
			'overview.json',
			'overview.json.partial',
			'partial-notes.txt'
		];
		for (const name of names) await writeFile(join(build, 'data', name), 'x');
		const removed = await dropPartials(build);
		expect(removed).toHaveLength(3);
		expect((await readdir(join(build, 'data'))).sort()).toEqual([
			'overview.json',
			'papers.parquet',
			'partial-notes.txt'
		]);
	});
});
