// What synthetic papers are made of: the real titles and abstract sentences of the seeds,
// each with the month it could first have been written (so generated dates stay honest).
import { sinceMonth } from './since-month.ts';

/** A piece of seed text and the release month of the latest artifact it names ('' if none). */
export interface Dated {
	text: string;
	since: string;
}

export interface SeedPool {
	/** Title parts after a `Name:` prefix, or whole titles without one; sorted by `since`. */
	titleTails: Dated[];
	/** Sentences that open, continue and close abstracts; each list sorted by `since`. */
	openings: Dated[];
	middles: Dated[];
	closings: Dated[];
	/** Sentences per seed abstract, to draw realistic lengths from. */
	sentenceCounts: number[];
	/** Organisation lines as the listings write them. */
	organizations: string[];
}

const CHROME = /^(new|Subscribe|Daily Papers|byAK.*|Get trending papers.*)$/;
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z(])/;
const ABSTRACT_MIN_CHARS = 200;

const dated = (texts: Iterable<string>): Dated[] =>
	[...new Set(texts)]
		.map((text) => ({ text, since: sinceMonth(text) }))
		.sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));

/** How many items of a `since`-sorted list could have been written in `month` (a prefix). */
export function writableBy(items: readonly Dated[], month: string): number {
	let low = 0;
	let high = items.length;
	while (low < high) {
		const mid = (low + high) >>> 1;
		if (items[mid].since <= month) low = mid + 1;
		else high = mid;
	}
	return low;
}

/**
 * Reads seed captures loosely: a long line is an abstract, the nearest non-blank line above it
 * its title. Good enough to recombine sentences; the real parser lives in `etl/parse`.
 */
export function buildSeedPool(texts: readonly string[]): SeedPool {
	const tails: string[] = [];
	const openings: string[] = [];
	const middles: string[] = [];
	const closings: string[] = [];
	const sentenceCounts: number[] = [];
	const organizations = new Set<string>();
	for (const text of texts) {
		const lines = text.split(/\r?\n/).map((line) => line.trim());
		for (let i = 0; i < lines.length; i++) {
			if (lines[i] === '·' && i > 0 && lines[i - 1] && !lines[i - 1].startsWith('•')) {
				if (lines[i - 1].length < 80) organizations.add(lines[i - 1]);
			}
			if (lines[i].length < ABSTRACT_MIN_CHARS) continue;
			let t = i - 1;
			while (t >= 0 && lines[t] === '') t--;
			const title = t >= 0 ? lines[t].replace(/^Subscribe/, '') : '';
			if (title && title.length < ABSTRACT_MIN_CHARS && !CHROME.test(title)) {
				const colon = title.indexOf(': ');
				tails.push(colon > 0 && colon < 40 ? title.slice(colon + 2) : title);
			}
			const sentences = lines[i].split(SENTENCE_END).filter((s) => s.length > 20);
			if (sentences.length < 3) continue;
			sentenceCounts.push(sentences.length);
			openings.push(sentences[0]);
			closings.push(sentences[sentences.length - 1]);
			middles.push(...sentences.slice(1, -1));
		}
	}
	const pool: SeedPool = {
		titleTails: dated(tails),
		openings: dated(openings),
		middles: dated(middles),
		closings: dated(closings),
		sentenceCounts,
		organizations: [...organizations]
	};
	for (const name of ['titleTails', 'openings', 'middles', 'closings'] as const) {
		if (pool[name][0]?.since !== '') {
			throw new Error(`seed texts hold no ${name} that name no dated artifact`);
		}
	}
	return pool;
}

const pools = new WeakMap<readonly string[], SeedPool>();

/** `buildSeedPool`, once per array of seed texts (building one takes about a second). */
export function seedPoolFor(texts: readonly string[]): SeedPool {
	let pool = pools.get(texts);
	if (!pool) pools.set(texts, (pool = buildSeedPool(texts)));
	return pool;
}
