// The hand-annotated papers the extractor is scored on (tests/fixtures/gold/README.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GoldPaper } from './score.ts';

export const GOLD_DIR = join(import.meta.dirname, '../../tests/fixtures/gold');

/** `dev`: errors may be read while writing rules. `holdout`: scores only, never its misses. */
export const GOLD_SETS = ['dev', 'holdout'] as const;
export type GoldSet = (typeof GOLD_SETS)[number];

/** Reads a JSON Lines gold file; a bad line is an error naming file and line. */
export function readGold(path: string): GoldPaper[] {
	return readFileSync(path, 'utf8')
		.split('\n')
		.map((line, i) => [line, i + 1] as const)
		.filter(([line]) => line.trim() !== '')
		.map(([line, no]) => {
			try {
				return JSON.parse(line) as GoldPaper;
			} catch (error) {
				throw new Error(`${path}:${no}: ${(error as Error).message}`);
			}
		});
}

export const goldPath = (set: GoldSet) => join(GOLD_DIR, `${set}.jsonl`);

/** sha256 of a gold file's bytes: which version of it a trained model saw. */
export const goldDigest = (path: string) =>
	createHash('sha256').update(readFileSync(path)).digest('hex');
