import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	completeModulepreloads,
	completeSite,
	staticClosure,
	type ClientManifest
} from '../../scripts/complete-modulepreloads.ts';
import { tempDir } from '../temp-dir.ts';

// The shape kit met: the page imports `grid` statically, and so does its lazy `dialog`; kit's
// walk met `grid` first behind the dynamic import and never listed it.
const manifest: ClientManifest = {
	'start.js': { file: '_app/immutable/entry/start.js', imports: ['_runtime.js'] },
	'page.js': {
		file: '_app/immutable/nodes/2.js',
		imports: ['_runtime.js', '_grid.js'],
		dynamicImports: ['_dialog.js']
	},
	'_runtime.js': { file: '_app/immutable/chunks/runtime.js' },
	'_grid.js': { file: '_app/immutable/chunks/grid.js', imports: ['_ticks.js'] },
	'_ticks.js': { file: '_app/immutable/chunks/ticks.js', imports: ['_runtime.js'] },
	'_dialog.js': { file: '_app/immutable/chunks/dialog.js', imports: ['_grid.js'] }
};

const page = (prefix: string, files: string[]) =>
	[
		'<head>',
		...files.map((f) => `\t\t<link href="${prefix}_app/immutable/${f}" rel="modulepreload">`),
		'\t\t<link href="./_app/immutable/assets/0.css" rel="stylesheet">',
		'</head>'
	].join('\n');

describe('staticClosure', () => {
	it('follows static imports through every depth, each file once', () => {
		expect(staticClosure(manifest, ['_app/immutable/nodes/2.js']).sort()).toEqual([
			'_app/immutable/chunks/grid.js',
			'_app/immutable/chunks/runtime.js',
			'_app/immutable/chunks/ticks.js',
			'_app/immutable/nodes/2.js'
		]);
	});

	it('keeps a file the manifest does not know, and never adds a lazy chunk', () => {
		const closure = staticClosure(manifest, [
			'_app/immutable/other.js',
			'_app/immutable/nodes/2.js'
		]);
		expect(closure).toContain('_app/immutable/other.js');
		expect(closure).not.toContain('_app/immutable/chunks/dialog.js');
	});
});

describe('completeModulepreloads', () => {
	it('adds the static imports the page misses after its last link, with its prefix', () => {
		const html = page('../', ['entry/start.js', 'chunks/runtime.js', 'nodes/2.js']);
		const { html: done, added } = completeModulepreloads(html, manifest);
		expect(added).toEqual(['_app/immutable/chunks/grid.js', '_app/immutable/chunks/ticks.js']);
		expect(done).toBe(
			page('../', [
				'entry/start.js',
				'chunks/runtime.js',
				'nodes/2.js',
				'chunks/grid.js',
				'chunks/ticks.js'
			])
		);
	});

	it('leaves a complete page, and a page without links, as they are', () => {
		const complete = page('./', [
			'entry/start.js',
			'chunks/runtime.js',
			'nodes/2.js',
			'chunks/grid.js',
			'chunks/ticks.js'
		]);
		expect(completeModulepreloads(complete, manifest)).toEqual({ html: complete, added: [] });
		expect(completeModulepreloads('<p>hi</p>', manifest)).toEqual({ html: '<p>hi</p>', added: [] });
	});
});

describe('completeSite', () => {
	it('completes every page under the folder, nested ones too, and only once', async () => {
		const build = tempDir('site-');
		await mkdir(join(build, 'docs'));
		await writeFile(join(build, 'index.html'), page('./', ['nodes/2.js']));
		await writeFile(join(build, 'docs', 'a.html'), page('../', ['entry/start.js']));
		const changed = await completeSite(build, manifest);
		expect(changed.map((c) => c.added.length).sort()).toEqual([1, 3]);
		expect(await readFile(join(build, 'docs', 'a.html'), 'utf8')).toContain(
			'<link href="../_app/immutable/chunks/runtime.js" rel="modulepreload">'
		);
		expect(await completeSite(build, manifest)).toEqual([]);
	});

	it('says so when pages are there but none lists its modules as it reads them', async () => {
		const build = tempDir('site-');
		await writeFile(join(build, 'index.html'), '<script type="module" src="./app.js"></script>');
		await expect(completeSite(build, manifest)).rejects.toThrow(/none of its 1 pages/);
		await expect(completeSite(tempDir('empty-'), manifest)).resolves.toEqual([]);
	});
});
