// The floor a full ETL run is compared with: only reading and splitting the same input (and,
// for JSONL, JSON.parse of every line). Run as its own process so its memory is its own:
//   tsx etl/bench/floor.ts --parse <file or directory>…   → one JSON line on stdout
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readLineBatches } from '../read/lines.ts';
import { isMain } from '../is-main.ts';

export interface FloorResult {
	files: number;
	lines: number;
	/** Lines given to JSON.parse (non-blank lines, with --parse). */
	parsed: number;
	seconds: number;
}

async function filesOf(paths: string[]): Promise<string[]> {
	const files: string[] = [];
	for (const path of paths) {
		if ((await stat(path)).isDirectory()) {
			const names = (await readdir(path)).filter((name) => !name.endsWith('.tmp')).sort();
			files.push(...names.map((name) => join(path, name)));
		} else files.push(path);
	}
	return files;
}

/** Listing captures are read whole (they are page-sized), JSONL is streamed, as the ETL does. */
export async function measureFloor(paths: string[], parse: boolean): Promise<FloorResult> {
	const start = performance.now();
	const result: FloorResult = { files: 0, lines: 0, parsed: 0, seconds: 0 };
	for (const file of await filesOf(paths)) {
		result.files++;
		if (/\.txt$/i.test(file)) {
			result.lines += new TextDecoder().decode(await readFile(file)).split('\n').length;
			continue;
		}
		for await (const batch of readLineBatches(file)) {
			result.lines += batch.length;
			if (!parse) continue;
			for (const line of batch) {
				if (line.text.trim() === '') continue;
				JSON.parse(line.text);
				result.parsed++;
			}
		}
	}
	result.seconds = (performance.now() - start) / 1000;
	return result;
}

if (isMain(import.meta.url)) {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: { parse: { type: 'boolean', default: false } }
	});
	measureFloor(positionals, values.parse).then(
		(result) => process.stdout.write(JSON.stringify(result) + '\n'),
		(error: Error) => {
			process.stderr.write(`floor: ${error.message}\n`);
			process.exit(1);
		}
	);
}
