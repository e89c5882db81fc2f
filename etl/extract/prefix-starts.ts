// A pattern whose every match starts a word with one of a few literal prefixes, tried only where
// one does: a global scan tries the pattern at every position of the text. Word starts come from
// the text's layout, which the dictionary scans of the same text have already worked out.
import { LiteralTrie } from './literal-trie.ts';
import { layoutOf } from './text-layout.ts';

export interface PrefixedPattern {
	/** The pattern, sticky: tried at one position at a time. */
	sticky: RegExp;
	prefixes: LiteralTrie<{ scan: number; literal: string }>;
}

/**
 * `pattern` (global) for `matchPrefixed`. The caller guarantees that every match begins with
 * one of `prefixes` (exact case) at a word start no hyphen precedes: the pattern opens with the
 * look-behind `(?<![\p{L}\p{N}\-])`, then an alternation of the prefixes.
 */
export function prefixedPattern(pattern: RegExp, prefixes: readonly string[]): PrefixedPattern {
	return {
		sticky: new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y'),
		prefixes: new LiteralTrie(prefixes.map((literal) => ({ scan: 0, literal })))
	};
}

const HYPHEN = 45;

/** What `text.matchAll(pattern)` finds, in the same order: leftmost first, each search resuming
 * where the last match ended. */
export function* matchPrefixed(
	text: string,
	{ sticky, prefixes }: PrefixedPattern
): Generator<RegExpExecArray> {
	const groups: { scan: number; literal: string }[][] = [];
	let resume = 0;
	for (const start of layoutOf(text).starts) {
		if (start < resume || (start > 0 && text.charCodeAt(start - 1) === HYPHEN)) continue;
		if (prefixes.walk(text, start, groups) === 0) continue;
		sticky.lastIndex = start;
		const m = sticky.exec(text);
		if (m === null) continue;
		resume = start + Math.max(m[0].length, 1);
		yield m;
	}
}
