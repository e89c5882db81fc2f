// The build copies static/ as it is; a half-written file beside the data (an ETL run in
// progress or killed: `papers.parquet.partial-<pid>`, `overview.json.partial`) must not be
// published with it. Run after `vite build`: removes such files from the built site.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isMain } from '../etl/is-main.ts';

/** A temporary file of the ETL or the overview precompute, never a finished one. */
export const PARTIAL = /\.partial(?:-\d+)?$/;

/** Removes partial files anywhere under `dir`; returns their paths. */
export async function dropPartials(dir: string): Promise<string[]> {
	const removed: string[] = [];
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) removed.push(...(await dropPartials(path)));
		else if (PARTIAL.test(entry.name)) {
			await rm(path, { force: true });
			removed.push(path);
		}
	}
	return removed;
}

if (isMain(import.meta.url)) {
	const dir = process.argv[2] ?? 'build';
	const removed = await dropPartials(dir);
	for (const path of removed) console.log(`not published (a partial file): ${path}`);
}
