// Patterns whose every match opens a word with one of a few cue words ("benchmarks such as …",
// "experiments on …"), each tried only where one of its cue words starts: a global scan tries a
// pattern at every position of the text. One pass over a text's word starts finds the cues of
// every such pattern (one trie of all their cues), so a text costs one pass, not one per pattern.
import { LiteralTrie } from './literal-trie.ts';
import { asciiWordStartsOf, layoutOf } from './text-layout.ts';

export interface CuedPattern {
	/** Its place among the patterns made so far. */
	id: number;
	/** The pattern, sticky: tried at one position at a time. */
	sticky: RegExp;
}

type CueEntry = { scan: number; literal: string };

/** Every cued pattern's cues, by pattern: exact ones, and ones compared in lower case. */
const exactCues: CueEntry[] = [];
const caselessCues: CueEntry[] = [];
let tries: { exact: LiteralTrie<CueEntry>; caseless: LiteralTrie<CueEntry> } | null = null;
let patterns = 0;

/** Where each pattern's cues start, for the last few texts. */
const recent: { text: string; starts: (number[] | undefined)[] }[] = [];
const NONE: readonly number[] = [];
const RECENT = 4;

/**
 * `pattern` (global, without /i: `\b` is ASCII) for `matchCued`. The caller guarantees that every
 * match begins with `\b` and one of `cues` (in exact case, or in any case when `caseless`; then
 * given in lower case).
 */
export function cuedPattern(
	pattern: RegExp,
	cues: readonly string[],
	{ caseless }: { caseless: boolean }
): CuedPattern {
	const id = addCues(cues, caseless);
	return { id, sticky: new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y') };
}

/** Does a text hold one of `cues` where `\b` opens an ASCII word? Answered by the same pass. */
export function cueGuard(
	cues: readonly string[],
	{ caseless }: { caseless: boolean }
): (text: string) => boolean {
	const id = addCues(cues, caseless);
	return (text) => cueStartsOf(text, id).length > 0;
}

function addCues(cues: readonly string[], caseless: boolean): number {
	const id = patterns++;
	for (const literal of cues) (caseless ? caselessCues : exactCues).push({ scan: id, literal });
	tries = null;
	recent.length = 0;
	return id;
}

/** Each pattern's cue positions in `text`, ascending, in one pass over its word starts. */
function cueStarts(text: string): (number[] | undefined)[] {
	tries ??= { exact: new LiteralTrie(exactCues), caseless: new LiteralTrie(caselessCues) };
	const { exact, caseless } = tries;
	const { lower } = layoutOf(text);
	const starts: (number[] | undefined)[] = [];
	const groups: CueEntry[][] = [];
	const collect = (trie: LiteralTrie<CueEntry>, haystack: string, start: number) => {
		const count = trie.walk(haystack, start, groups);
		for (let g = 0; g < count; g++)
			for (const { scan } of groups[g]) {
				const list = (starts[scan] ??= []);
				if (list[list.length - 1] !== start) list.push(start);
			}
	};
	for (const start of asciiWordStartsOf(text)) {
		if (exact.startsWith(text.charCodeAt(start))) collect(exact, text, start);
		if (caseless.startsWith(lower.charCodeAt(start))) collect(caseless, lower, start);
	}
	return starts;
}

function cueStartsOf(text: string, id: number): readonly number[] {
	let known = recent.find((r) => r.text === text);
	if (!known) {
		known = { text, starts: cueStarts(text) };
		if (recent.unshift(known) > RECENT) recent.pop();
	}
	return known.starts[id] ?? NONE;
}

/** What `text.matchAll(pattern)` finds, in the same order: leftmost first, each search resuming
 * where the last match ended. */
export function* matchCued(text: string, { id, sticky }: CuedPattern): Generator<RegExpExecArray> {
	let resume = 0;
	for (const start of cueStartsOf(text, id)) {
		if (start < resume) continue;
		sticky.lastIndex = start;
		const m = sticky.exec(text);
		if (m === null) continue;
		resume = start + Math.max(m[0].length, 1);
		yield m;
	}
}
