// What the build ships, checked on the built site (these tests run after `npm run build`).
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

async function filesUnder(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true });
	const nested = await Promise.all(
		entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
	);
	return nested.flat();
}

test('each wasm file is shipped once', async () => {
	const wasm = (await filesUnder('build')).filter((f) => f.endsWith('.wasm'));
	const byContent = new Map<string, string[]>();
	for (const file of wasm) {
		const hash = createHash('sha256')
			.update(await readFile(file))
			.digest('hex');
		byContent.set(hash, [...(byContent.get(hash) ?? []), file]);
	}
	expect(wasm.length).toBeGreaterThan(0);
	expect([...byContent.values()].filter((copies) => copies.length > 1)).toEqual([]);
});
