// Module hooks that run the ETL's TypeScript on Node: esbuild strips each .ts file's types, as tsx
// does, but without tsx's `keepNames`. That option wraps every function in a call that sets its
// `name` at run time; the extractor makes closures for every paper, and the calls cost 12–18% of
// its time (npm run bench:extract, same output). Plain JavaScript, as it runs before any loader.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TARGET = `node${process.versions.node}`;

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
	if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
	const path = fileURLToPath(url);
	const { code } = await transform(await readFile(path, 'utf8'), {
		loader: 'ts',
		format: 'esm',
		target: TARGET,
		sourcemap: 'inline',
		sourcefile: path
	});
	return { format: 'module', source: code, shortCircuit: true };
}
