import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** File names the ETL reads inside a directory; anything else there (manifest, notes) is not input. */
const INPUT_PATTERN = /\.(txt|jsonl|ndjson|json\.gz|jsonl\.gz|txt\.gz|cache\.gz)$/i;

export interface InputFile {
	path: string;
	bytes: number;
}

/** Expands paths (files or directories, not recursive) into a sorted, de-duplicated file list. */
export async function expandInputs(paths: string[]): Promise<InputFile[]> {
	const files = new Map<string, InputFile>();
	for (const path of paths) {
		const info = await stat(path).catch(() => {
			throw new Error(`${path}: no such file or directory`);
		});
		if (info.isDirectory()) {
			const names = (await readdir(path)).filter((name) => INPUT_PATTERN.test(name)).sort();
			for (const name of names) {
				const file = join(path, name);
				files.set(file, { path: file, bytes: (await stat(file)).size });
			}
		} else {
			files.set(path, { path, bytes: info.size });
		}
	}
	return [...files.values()];
}
