// What the build ships, checked on the built site (these tests run after `npm run build`).
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
	KIT_OUTPUT,
	listedModules,
	MANIFEST_FILE,
	staticClosure,
	type ClientManifest
} from '../../scripts/complete-modulepreloads.ts';

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

test('every page preloads each module its modules import statically, as built and as previewed', async () => {
	const manifest = JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as ClientManifest;
	for (const dir of ['build', `${KIT_OUTPUT}/prerendered/pages`]) {
		const pages = (await filesUnder(dir)).filter((f) => f.endsWith('.html'));
		expect(pages.length, dir).toBeGreaterThan(0);
		for (const page of pages) {
			const listed = listedModules(await readFile(page, 'utf8'));
			expect(listed.length, page).toBeGreaterThan(0);
			expect(
				staticClosure(manifest, listed).filter((m) => !listed.includes(m)),
				page
			).toEqual([]);
		}
	}
});
