import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CaptureInfo } from '../types.ts';

interface ManifestFile {
	captures?: Record<string, { captured?: string | null }>;
}

/** Manifests already read, by directory. */
export type ManifestCache = Map<string, ManifestFile | null>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A manifest that cannot be trusted stops the run: its facts date every capture beside it. */
export class ManifestError extends Error {
	override name = 'ManifestError';
}

/** Reads `manifest.json` beside a capture (if any) and returns that capture's facts. */
export async function captureInfoFor(file: string, cache: ManifestCache): Promise<CaptureInfo> {
	const dir = dirname(file);
	if (!cache.has(dir)) cache.set(dir, await readManifest(join(dir, 'manifest.json')));
	const captures = cache.get(dir)?.captures;
	// A gzipped capture keeps the facts of the text it holds (`002.txt.gz` → `002.txt`).
	const entry = captures?.[basename(file)] ?? captures?.[basename(file).replace(/\.gz$/i, '')];
	return { captured: entry?.captured ?? null };
}

async function readManifest(path: string): Promise<ManifestFile | null> {
	let text: string;
	try {
		text = await readFile(path, 'utf8');
	} catch {
		return null;
	}
	let manifest: ManifestFile;
	try {
		manifest = JSON.parse(text) as ManifestFile;
	} catch (error) {
		throw new ManifestError(`${path}: invalid JSON (${(error as Error).message})`);
	}
	for (const [name, entry] of Object.entries(manifest.captures ?? {})) {
		const captured = entry?.captured;
		if (captured != null && !ISO_DATE.test(captured)) {
			throw new ManifestError(
				`${path}: captures.${name}.captured must be YYYY-MM-DD, got ${JSON.stringify(captured)}`
			);
		}
	}
	return manifest;
}
