// The hand-annotated papers the extractor is scored on (tests/fixtures/gold/README.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldName } from '../extract/fold-name.ts';
import { FIELDS, type Field, type GoldPaper } from './score.ts';

export const GOLD_DIR = join(import.meta.dirname, '../../tests/fixtures/gold');

/**
 * `dev`: errors may be read while writing rules. `holdout`: RL and seed papers, scores only, never
 * its misses. `holdout-broad`: arXiv papers with agent, reward, policy or planning words, mostly not
 * RL, scores only too: how the extractor does beyond RL.
 */
export const GOLD_SETS = ['dev', 'holdout', 'holdout-broad'] as const;
export type GoldSet = (typeof GOLD_SETS)[number];

/** Papers unlike the RL ones (random arXiv-sample papers) whose domains alone two annotators
 * labelled apart: how the domain model does off its home ground. Scores only. */
export const DOMAIN_ONLY_SETS = ['arxiv-domains-a', 'arxiv-domains-b'] as const;
export type DomainOnlySet = (typeof DOMAIN_ONLY_SETS)[number];

/** The sets whose misses are never printed: every held-out set and the domains-only ones. */
export const UNREAD_SETS = [...GOLD_SETS.filter((set) => set !== 'dev'), ...DOMAIN_ONLY_SETS];

/** What is wrong with a parsed gold line, or null: an object with a title, an abstract and a list
 * per scored field. */
function goldShapeError(paper: unknown): string | null {
	if (typeof paper !== 'object' || paper === null || Array.isArray(paper)) return 'not an object';
	const record = paper as Record<string, unknown>;
	for (const key of ['title', 'abstract'])
		if (typeof record[key] !== 'string') return `no ${key} text`;
	const missing = FIELDS.find((field) => !Array.isArray(record[field]));
	if (missing) return `no ${missing} list`;
	const wrong = FIELDS.find((field) => !(record[field] as unknown[]).every(ITEM_IS[field]));
	return wrong ? `an item of ${wrong} of the wrong kind` : null;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);
const isString = (x: unknown) => typeof x === 'string';
/** What each scored list holds (FEATURES.md). */
const ITEM_IS: Record<Field, (item: unknown) => boolean> = {
	algorithms: isString,
	paradigms: isString,
	benchmarks: isString,
	proposed: isString,
	models: (m) => isObject(m) && isString(m.name),
	model_sizes_b: (n) => typeof n === 'number',
	gains: (g) => isObject(g) && typeof g.value === 'number',
	scores: (g) => isObject(g) && typeof g.value === 'number',
	domains: isString,
	urls: isString
};

/** Reads a JSON Lines gold file; a bad line is an error naming file and line. */
export function readGold(path: string): GoldPaper[] {
	let text: string;
	try {
		text = readFileSync(path, 'utf8');
	} catch (error) {
		throw new Error(`${path}: ${(error as Error).message}`);
	}
	return text
		.split('\n')
		.map((line, i) => [line, i + 1] as const)
		.filter(([line]) => line.trim() !== '')
		.map(([line, no]) => {
			let paper: unknown;
			try {
				paper = JSON.parse(line);
			} catch (error) {
				throw new Error(`${path}:${no}: ${(error as Error).message}`);
			}
			const wrong = goldShapeError(paper);
			if (wrong) throw new Error(`${path}:${no}: ${wrong}`);
			return paper as GoldPaper;
		});
}

export const goldPath = (set: GoldSet | DomainOnlySet) => join(GOLD_DIR, `${set}.jsonl`);

/** sha256 of a gold file's bytes: which version of it a trained model saw. */
export const goldDigest = (path: string) =>
	createHash('sha256').update(readFileSync(path)).digest('hex');

/** How many papers of `papers` are also in `set`, by id, by title or by abstract (an edited id and
 * title still leave the abstract, whose misses a held-out set keeps unread). */
export function sharedPapers(papers: GoldPaper[], set: GoldPaper[]): number {
	const ids = new Set(set.map((p) => p.id));
	const titles = new Set(set.map((p) => foldName(p.title)));
	const abstracts = new Set(set.map((p) => foldName(p.abstract)).filter((a) => a !== ''));
	return papers.filter(
		(p) => ids.has(p.id) || titles.has(foldName(p.title)) || abstracts.has(foldName(p.abstract))
	).length;
}
