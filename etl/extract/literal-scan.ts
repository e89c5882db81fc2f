// Many literal names found in one left-to-right pass. A regex alternation of hundreds of names
// tries every name at every position; here only word starts are tried, each by one walk down a
// trie of the names (literal-trie.ts), so a text costs about its length whatever the
// vocabulary's size. Same matches as the alternation (tests/etl/extract/literal-scan.test.ts),
// except that case is folded by toLowerCase: "ϵ" and "ſ" do not fold to "ε" and "s" as /iu does.

import { LiteralTrie, type TrieEntry } from './literal-trie.ts';
import { isWordChar, layoutOf } from './text-layout.ts';

export { layoutOf, lowerKeepingIndices } from './text-layout.ts';

export interface LiteralScanOptions {
	/** Letters compare in any case (literals are given in lower case). */
	caseless: boolean;
	/** A literal ending in a letter also matches with "s" or "es" after it. */
	plural: boolean;
	/** No letter or digit may follow a match. */
	wholeWord: boolean;
	/** A hyphen before a name glues it to the word before ("Dr-GRPO" is not "GRPO"). */
	hyphenGlues: boolean;
}

export interface LiteralMatch {
	literal: string;
	start: number;
	end: number;
}

/** Matches are shared by every caller of a text: read-only. */
export type LiteralScan = (text: string) => readonly Readonly<LiteralMatch>[];

/** One literal scan's names and how they match. */
interface ScanSpec {
	options: LiteralScanOptions;
	literals: string[];
}

/** A name of one scan, with what its scan's options say about its end. */
interface ScanEntry extends TrieEntry {
	/** Also matches with "s" or "es" after it (plural scans, names ending in a letter). */
	plural: boolean;
	wholeWord: boolean;
	hyphenGlues: boolean;
}

function trieOf(specs: ScanSpec[], caseless: boolean): LiteralTrie<ScanEntry> {
	const entries: ScanEntry[] = [];
	specs.forEach(({ options, literals }, scan) => {
		if (options.caseless !== caseless) return;
		for (const literal of literals) {
			const plural = options.plural && /[a-z]$/.test(literal);
			entries.push({ ...options, scan, literal, plural });
		}
	});
	return new LiteralTrie(entries);
}

/** Where `entry` matches at `start`, which its literal does (plural ending included), or -1. */
function matchEnd(haystack: string, start: number, entry: ScanEntry): number {
	const end = start + entry.literal.length;
	const endsWell = (at: number) =>
		!entry.wholeWord || at >= haystack.length || !isWordChar(haystack.codePointAt(at)!);
	if (entry.plural) {
		if (
			haystack.charCodeAt(end) === 101 &&
			haystack.charCodeAt(end + 1) === 115 &&
			endsWell(end + 2)
		)
			return end + 2; // "es"
		if (haystack.charCodeAt(end) === 115 && endsWell(end + 1)) return end + 1; // "s"
	}
	return endsWell(end) ? end : -1;
}

export interface LiteralScanGroup {
	/** A scan that runs with the group's others in one pass over each text. */
	add(literals: string[], options: LiteralScanOptions): LiteralScan;
}

const RECENT_RESULTS = 8;
/** What most scans find in a text: one frozen empty list shared by all. */
const NOTHING: readonly Readonly<LiteralMatch>[] = Object.freeze([]);

const frozen = (matches: LiteralMatch[]): readonly Readonly<LiteralMatch>[] =>
	matches.length === 0 ? NOTHING : Object.freeze(matches.map((m) => Object.freeze(m)));

/**
 * Scans that share one pass over each text: every dictionary of a vocabulary reads a text once.
 * Each scan finds what `matchAll` of `BEFORE(?:longest|…|shortest)PLURAL?AFTER?` finds, in the
 * same order and with the same winner at each position (the longest literal that fits, ties in
 * given order).
 */
export function createScanGroup(): LiteralScanGroup {
	const specs: ScanSpec[] = [];
	let tries: [LiteralTrie<ScanEntry>, LiteralTrie<ScanEntry>] | null = null;
	const recent: { text: string; found: (readonly Readonly<LiteralMatch>[])[] }[] = [];
	const groups: ScanEntry[][] = [];
	const run = (text: string): LiteralMatch[][] => {
		tries ??= [trieOf(specs, false), trieOf(specs, true)];
		const { lower, starts } = layoutOf(text);
		const found: LiteralMatch[][] = specs.map(() => []);
		const resumeAt = new Array<number>(specs.length).fill(0);
		const matchedAt = new Array<number>(specs.length).fill(-1);
		const tryAt = (trie: LiteralTrie<ScanEntry>, haystack: string, start: number) => {
			const count = trie.walk(haystack, start, groups);
			for (let g = 0; g < count; g++) {
				for (const entry of groups[g]) {
					const { scan } = entry;
					if (matchedAt[scan] === start || resumeAt[scan] > start) continue;
					if (entry.hyphenGlues && start > 0 && text.charCodeAt(start - 1) === 45) continue;
					const end = matchEnd(haystack, start, entry);
					if (end < 0) continue;
					found[scan].push({ literal: entry.literal, start, end });
					matchedAt[scan] = start;
					resumeAt[scan] = end;
				}
			}
		};
		const [exact, folded] = tries;
		for (const start of starts) {
			if (exact.startsWith(text.charCodeAt(start))) tryAt(exact, text, start);
			if (folded.startsWith(lower.charCodeAt(start))) tryAt(folded, lower, start);
		}
		return found;
	};
	const resultsFor = (text: string) => {
		const known = recent.find((r) => r.text === text);
		if (known) return known.found;
		const found = run(text).map(frozen);
		if (recent.unshift({ text, found }) > RECENT_RESULTS) recent.pop();
		return found;
	};
	return {
		add(literals, options) {
			const scan = specs.length;
			specs.push({
				options,
				literals: [...new Set(literals)]
					.filter((l) => l.length > 0)
					.sort((a, b) => b.length - a.length)
			});
			tries = null;
			recent.length = 0;
			return (text) => resultsFor(text)[scan];
		}
	};
}

/** One scan on its own. */
export const compileLiteralScan = (literals: string[], options: LiteralScanOptions): LiteralScan =>
	createScanGroup().add(literals, options);
