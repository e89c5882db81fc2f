// SvelteKit lists a page's modules as <link rel="modulepreload"> in its prerendered HTML, but
// its walk of the client manifest marks a chunk seen when it first meets it behind a dynamic
// import, and then never lists it when a page imports it statically too (kit 2.70 and 3.2,
// find_deps in build/utils.js). The browser finds such a chunk only once the module that
// imports it has arrived: on the overview, three chunks of the first chart came ~60 ms after
// the others. Run after `vite build`: adds, to every page, the modules its listed modules
// import statically, in the built site and in the pages `vite preview` serves (kit's output).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMain } from '../etl/is-main.ts';

/** The part of Vite's `.vite/manifest.json` read here: each chunk's file and static imports
 * (its dynamic imports are loaded when used, never preloaded). */
export type ClientManifest = Record<
	string,
	{ file: string; imports?: string[]; dynamicImports?: string[] }
>;

/** Where kit writes the client build and the pages `vite preview` serves. */
export const KIT_OUTPUT = '.svelte-kit/output';
export const MANIFEST_FILE = `${KIT_OUTPUT}/client/.vite/manifest.json`;

const PRELOAD = /<link href="([^"]*?)(_app\/immutable\/[^"]+\.js)" rel="modulepreload">/g;

/** The modules a page lists as modulepreload links, as paths under the site (`_app/…`). */
export const listedModules = (html: string): string[] =>
	[...html.matchAll(PRELOAD)].map((m) => m[2]);

/** `files` and every file they import statically, directly or not. */
export function staticClosure(manifest: ClientManifest, files: string[]): string[] {
	const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
	const closure = new Set<string>();
	const visit = (key: string) => {
		const chunk = manifest[key];
		if (!chunk || closure.has(chunk.file)) return;
		closure.add(chunk.file);
		chunk.imports?.forEach(visit);
	};
	for (const file of files) {
		const key = keyOf.get(file);
		if (key === undefined) closure.add(file);
		else visit(key);
	}
	return [...closure];
}

/** The page with a modulepreload link for each static import its links miss, placed after its
 * last link, with the same path prefix; `added` lists them (none: the page is returned as is). */
export function completeModulepreloads(
	html: string,
	manifest: ClientManifest
): { html: string; added: string[] } {
	const links = [...html.matchAll(PRELOAD)];
	if (links.length === 0) return { html, added: [] };
	const listed = links.map((m) => m[2]);
	const added = staticClosure(manifest, listed).filter((file) => !listed.includes(file));
	if (added.length === 0) return { html, added };
	const last = links.at(-1)!;
	const prefix = last[1];
	const indent = /\n([ \t]*)$/.exec(html.slice(0, last.index))?.[1] ?? '';
	const end = last.index + last[0].length;
	const more = added
		.map((file) => `\n${indent}<link href="${prefix}${file}" rel="modulepreload">`)
		.join('');
	return { html: html.slice(0, end) + more + html.slice(end), added };
}

/** Completes every HTML page under `dir`; returns the pages changed and the files each gained.
 * Throws when pages are there but none lists a module as this step reads it: kit's output has
 * changed, and the step would otherwise do nothing without a word. */
export async function completeSite(
	dir: string,
	manifest: ClientManifest
): Promise<{ page: string; added: string[] }[]> {
	const changed: { page: string; added: string[] }[] = [];
	let pages = 0;
	let read = 0;
	for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
		if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
		const page = join(entry.parentPath, entry.name);
		const before = await readFile(page, 'utf8');
		pages++;
		if (listedModules(before).length > 0) read++;
		const { html, added } = completeModulepreloads(before, manifest);
		if (added.length === 0) continue;
		await writeFile(page, html);
		changed.push({ page, added });
	}
	if (pages > 0 && read === 0)
		throw new Error(
			`${dir}: none of its ${pages} pages lists a module as <link href="…_app/immutable/….js" rel="modulepreload">; has SvelteKit's output changed?`
		);
	return changed;
}

if (isMain(import.meta.url)) {
	const dirs =
		process.argv.length > 2 ? process.argv.slice(2) : ['build', `${KIT_OUTPUT}/prerendered/pages`];
	const manifest = JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as ClientManifest;
	for (const dir of dirs)
		for (const { page, added } of await completeSite(dir, manifest))
			console.log(`${page}: preloads ${added.length} more module(s) it imports statically`);
}
