// Many literal names found in one left-to-right pass. A regex alternation of hundreds of names
// tries every name at every position; here only word starts are tried, each against the few
// names that begin with its two characters, so a text costs about its length whatever the
// vocabulary's size. Same matches as the alternation (tests/etl/extract/literal-scan.test.ts).

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

export type LiteralScan = (text: string) => LiteralMatch[];

/** The first two UTF-16 units as one number (one unit when the text ends there). */
const keyAt = (text: string, index: number) =>
	index + 1 < text.length
		? text.charCodeAt(index) * 0x10000 + text.charCodeAt(index + 1)
		: text.charCodeAt(index);

const KEY_FILTER_SIZE = 1 << 16;
const keyHash = (key: number) => ((key >>> 16) * 31 + (key & 0xffff)) & (KEY_FILTER_SIZE - 1);

const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (codePoint: number) =>
	codePoint < 128
		? (codePoint >= 48 && codePoint <= 57) ||
			(codePoint >= 65 && codePoint <= 90) ||
			(codePoint >= 97 && codePoint <= 122)
		: WORD_CHAR.test(String.fromCodePoint(codePoint));

const NOT_WORD_CHAR = /[^\p{L}\p{N}]/gu;

/** Where a name may start (the text's start, or after a character that is no letter or digit)
 * and the text in lower case: the same for every scan of a text, so kept for the few texts of
 * the paper being read. */
const recentLayouts: { text: string; lower: string; starts: number[] }[] = [];
const RECENT = 4;
export function layoutOf(text: string) {
	const known = recentLayouts.find((layout) => layout.text === text);
	if (known) return known;
	const starts = text.length > 0 ? [0] : [];
	for (const m of text.matchAll(NOT_WORD_CHAR)) {
		const after = m.index + m[0].length;
		if (after < text.length) starts.push(after);
	}
	const layout = { text, lower: lowerKeepingIndices(text), starts };
	if (recentLayouts.unshift(layout) > RECENT) recentLayouts.pop();
	return layout;
}

/** Lower case with every index kept, so positions in it are positions in the text. */
export function lowerKeepingIndices(text: string): string {
	const lower = text.toLowerCase();
	if (lower.length === text.length) return lower;
	let kept = '';
	for (const char of text) {
		const one = char.toLowerCase();
		kept += one.length === char.length ? one : char;
	}
	return kept;
}

/**
 * Finds what `matchAll` of `BEFORE(?:longest|…|shortest)PLURAL?AFTER?` finds, in the same order
 * and with the same winner at each position (the longest literal that fits, ties in given order).
 */
export function compileLiteralScan(literals: string[], options: LiteralScanOptions): LiteralScan {
	const sorted = [...new Set(literals)]
		.filter((literal) => literal.length > 0)
		.sort((a, b) => b.length - a.length);
	// Keyed by the first two characters, so a position tries only the few names that can fit.
	const byStart = new Map<number, string[]>();
	for (const literal of sorted) {
		const key = keyAt(literal, 0);
		const list = byStart.get(key);
		if (list) list.push(literal);
		else byStart.set(key, [literal]);
	}
	const hasShort = sorted.some((literal) => literal.length < 2);
	// Most positions start no name: a table of possible keys rules them out before the map.
	const maybeKey = new Uint8Array(KEY_FILTER_SIZE);
	for (const key of byStart.keys()) maybeKey[keyHash(key)] = 1;
	const pluralizes = (literal: string) => options.plural && /[a-z]$/.test(literal);
	const endsWell = (text: string, end: number) =>
		!options.wholeWord || end >= text.length || !isWordChar(text.codePointAt(end)!);
	const matchAt = (haystack: string, start: number, literal: string): number => {
		if (!haystack.startsWith(literal, start)) return -1;
		const end = start + literal.length;
		if (pluralizes(literal)) {
			for (const suffix of ['es', 's'])
				if (haystack.startsWith(suffix, end) && endsWell(haystack, end + suffix.length))
					return end + suffix.length;
		}
		return endsWell(haystack, end) ? end : -1;
	};
	const firstFit = (haystack: string, start: number, candidates: string[] | undefined) => {
		for (const literal of candidates ?? []) {
			const end = matchAt(haystack, start, literal);
			if (end >= 0) return { literal, start, end };
		}
		return null;
	};
	return (text) => {
		const { lower, starts } = layoutOf(text);
		const haystack = options.caseless ? lower : text;
		const found: LiteralMatch[] = [];
		let from = 0;
		for (const start of starts) {
			if (start < from) continue;
			const key = keyAt(haystack, start);
			if (!maybeKey[keyHash(key)] && !hasShort) continue;
			if (options.hyphenGlues && start > 0 && text.charCodeAt(start - 1) === 45) continue;
			// Longer keys hold longer names, which win over the short ones at the same start.
			const match =
				(maybeKey[keyHash(key)] ? firstFit(haystack, start, byStart.get(key)) : null) ??
				(hasShort ? firstFit(haystack, start, byStart.get(haystack.charCodeAt(start))) : null);
			if (!match) continue;
			found.push(match);
			from = match.end;
		}
		return found;
	};
}
