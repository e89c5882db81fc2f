// Many literal names found in one left-to-right pass. A regex alternation of hundreds of names
// tries every name at every position; here only word starts are tried, each against the few
// names that begin with its two characters, so a text costs about its length whatever the
// vocabulary's size. Same matches as the alternation (tests/etl/extract/literal-scan.test.ts),
// except that case is folded by toLowerCase: "ϵ" and "ſ" do not fold to "ε" and "s" as /iu does.

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
const recentLayouts: { text: string; lower: string; starts: readonly number[] }[] = [];
const RECENT = 4;
export function layoutOf(text: string) {
	const known = recentLayouts.find((layout) => layout.text === text);
	if (known) return known;
	const starts = text.length > 0 ? [0] : [];
	for (const m of text.matchAll(NOT_WORD_CHAR)) {
		const after = m.index + m[0].length;
		if (after < text.length) starts.push(after);
	}
	const layout = { text, lower: lowerKeepingIndices(text), starts: Object.freeze(starts) };
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

/** One literal scan's names, sorted longest first, and how they match. */
interface ScanSpec {
	options: LiteralScanOptions;
	literals: string[];
}

/** The names of every scan keyed by their first two characters, so a position tries only the few
 * names that can fit; longer keys hold longer names, which win over the short ones. */
interface ScanIndex {
	byStart: Map<number, { scan: number; literal: string }[]>;
	/** Most positions start no name: a table of possible keys rules them out before the map. */
	maybeKey: Uint8Array;
	hasShort: boolean;
}

function indexScans(specs: ScanSpec[], caseless: boolean): ScanIndex {
	const entries = specs
		.flatMap((spec, scan) =>
			spec.options.caseless === caseless ? spec.literals.map((literal) => ({ scan, literal })) : []
		)
		.sort((a, b) => b.literal.length - a.literal.length); // stable: each scan keeps its order
	const byStart = new Map<number, { scan: number; literal: string }[]>();
	const maybeKey = new Uint8Array(KEY_FILTER_SIZE);
	for (const entry of entries) {
		const key = keyAt(entry.literal, 0);
		const list = byStart.get(key);
		if (list) list.push(entry);
		else byStart.set(key, [entry]);
		maybeKey[keyHash(key)] = 1;
	}
	return { byStart, maybeKey, hasShort: entries.some((e) => e.literal.length < 2) };
}

/** Where `literal` matches at `start` under `options` (plural ending included), or -1. */
function matchEnd(haystack: string, start: number, literal: string, options: LiteralScanOptions) {
	if (!haystack.startsWith(literal, start)) return -1;
	const end = start + literal.length;
	const endsWell = (at: number) =>
		!options.wholeWord || at >= haystack.length || !isWordChar(haystack.codePointAt(at)!);
	if (options.plural && /[a-z]$/.test(literal)) {
		for (const suffix of ['es', 's'])
			if (haystack.startsWith(suffix, end) && endsWell(end + suffix.length))
				return end + suffix.length;
	}
	return endsWell(end) ? end : -1;
}

export interface LiteralScanGroup {
	/** A scan that runs with the group's others in one pass over each text. */
	add(literals: string[], options: LiteralScanOptions): LiteralScan;
}

const RECENT_RESULTS = 8;

/**
 * Scans that share one pass over each text: every dictionary of a vocabulary reads a text once.
 * Each scan finds what `matchAll` of `BEFORE(?:longest|…|shortest)PLURAL?AFTER?` finds, in the
 * same order and with the same winner at each position (the longest literal that fits, ties in
 * given order).
 */
export function createScanGroup(): LiteralScanGroup {
	const specs: ScanSpec[] = [];
	let indexes: [ScanIndex, ScanIndex] | null = null;
	const recent: { text: string; found: (readonly Readonly<LiteralMatch>[])[] }[] = [];
	const run = (text: string): LiteralMatch[][] => {
		indexes ??= [indexScans(specs, false), indexScans(specs, true)];
		const { lower, starts } = layoutOf(text);
		const found: LiteralMatch[][] = specs.map(() => []);
		const resumeAt = new Array<number>(specs.length).fill(0);
		const matchedAt = new Array<number>(specs.length).fill(-1);
		const tryList = (
			list: { scan: number; literal: string }[] | undefined,
			haystack: string,
			start: number,
			afterHyphen: boolean
		) => {
			if (!list) return;
			for (let k = 0; k < list.length; k++) {
				const { scan, literal } = list[k];
				if (matchedAt[scan] === start || resumeAt[scan] > start) continue;
				const { options } = specs[scan];
				if (options.hyphenGlues && afterHyphen) continue;
				const end = matchEnd(haystack, start, literal, options);
				if (end < 0) continue;
				found[scan].push({ literal, start, end });
				matchedAt[scan] = start;
				resumeAt[scan] = end;
			}
		};
		const [exactIndex, foldedIndex] = indexes;
		for (const start of starts) {
			const afterHyphen = start > 0 && text.charCodeAt(start - 1) === 45;
			const exactKey = keyAt(text, start);
			if (exactIndex.maybeKey[keyHash(exactKey)])
				tryList(exactIndex.byStart.get(exactKey), text, start, afterHyphen);
			if (exactIndex.hasShort)
				tryList(exactIndex.byStart.get(text.charCodeAt(start)), text, start, afterHyphen);
			const foldedKey = keyAt(lower, start);
			if (foldedIndex.maybeKey[keyHash(foldedKey)])
				tryList(foldedIndex.byStart.get(foldedKey), lower, start, afterHyphen);
			if (foldedIndex.hasShort)
				tryList(foldedIndex.byStart.get(lower.charCodeAt(start)), lower, start, afterHyphen);
		}
		return found;
	};
	const resultsFor = (text: string) => {
		const known = recent.find((r) => r.text === text);
		if (known) return known.found;
		const found = run(text).map((matches) => Object.freeze(matches.map((m) => Object.freeze(m))));
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
			indexes = null;
			recent.length = 0;
			return (text) => resultsFor(text)[scan];
		}
	};
}

/** One scan on its own. */
export const compileLiteralScan = (literals: string[], options: LiteralScanOptions): LiteralScan =>
	createScanGroup().add(literals, options);
