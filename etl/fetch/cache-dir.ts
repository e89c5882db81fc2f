// The cache folder on disk: what is in it, and whole files in (temp file, then rename).
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheEnvelope } from '../parse/cache-envelope.ts';
import { readEnvelope } from '../read/fetch-cache.ts';
import { parseCacheFileName } from './envelope.ts';

/** What planning needs to know of a cached page (its body stays on disk). */
export type PageMeta = Pick<
	CacheEnvelope,
	'source' | 'day' | 'page' | 'last' | 'page_size' | 'run' | 'range'
> & { name: string };

/** Cached pages by unit (`source_key_day`), then by page number. */
export type CacheIndex = Map<string, Map<number, PageMeta>>;

export const unitId = (source: string, key: string, day: string) => `${source}_${key}_${day}`;

const TEMP = /^\..+\.cache\.gz\.\d+\.tmp$/;

/** Reads every cache file's header; an unreadable file counts as absent (it will be fetched again). */
export async function scanCache(dir: string): Promise<CacheIndex> {
	const index: CacheIndex = new Map();
	const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return [] as string[];
		throw error;
	});
	for (const name of names.sort()) {
		const parsed = parseCacheFileName(name);
		if (!parsed) continue;
		let envelope: CacheEnvelope;
		try {
			envelope = await readEnvelope(join(dir, name));
		} catch {
			continue;
		}
		const { source, day, page, last, page_size, run, range } = envelope;
		const id = unitId(parsed.source, parsed.key, parsed.day);
		if (!index.has(id)) index.set(id, new Map());
		index.get(id)!.set(parsed.page, { name, source, day, page, last, page_size, run, range });
	}
	return index;
}

/** Writes `bytes` as `name`: readers see the old file or the whole new one, never a part. */
export async function writeCacheFile(dir: string, name: string, bytes: Uint8Array): Promise<void> {
	await mkdir(dir, { recursive: true });
	const temp = join(dir, `.${name}.${process.pid}.tmp`);
	try {
		await writeFile(temp, bytes);
		await rename(temp, join(dir, name));
	} catch (error) {
		await rm(temp, { force: true });
		throw error;
	}
}

export async function removeCacheFile(dir: string, name: string): Promise<void> {
	await rm(join(dir, name), { force: true });
}

/** Temp files an interrupted run left behind (never taken for cache files). */
export async function removeStaleTemps(dir: string): Promise<number> {
	const names = await readdir(dir).catch(() => [] as string[]);
	const stale = names.filter((name) => TEMP.test(name));
	for (const name of stale) await rm(join(dir, name), { force: true });
	return stale.length;
}
