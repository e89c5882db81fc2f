// Module hooks that run the ETL's TypeScript on Node: esbuild strips each .ts file's types, as tsx
// does, but without tsx's `keepNames`. That option wraps every function in a call that sets its
// `name` when the function is made; the extractor makes closures for every paper, and the calls
// cost it about 5% of its time (npm run bench:extract, same output). Plain JavaScript, as it runs
// before any loader.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const OPTIONS = {
	loader: /** @type {const} */ ('ts'),
	format: /** @type {const} */ ('esm'),
	target: `node${process.versions.node}`,
	sourcemap: /** @type {const} */ ('inline'),
	// As the project's tsconfig (and so tsx) reads imports: each one stays unless marked `type`.
	tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } }
};

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
	if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
	const path = fileURLToPath(url);
	const source = await readFile(path, 'utf8');
	try {
		const { code } = await transform(source, { ...OPTIONS, sourcefile: path });
		return { format: 'module', source: code, shortCircuit: true };
	} catch (error) {
		// esbuild's error carries its whole report; the file, line and message are what a reader needs.
		const first = /** @type {{ errors?: import('esbuild').Message[] }} */ (error).errors?.[0];
		if (!first?.location) throw error;
		const { file, line, column } = first.location;
		throw new SyntaxError(`${file}:${line}:${column + 1}: ${first.text}`);
	}
}
