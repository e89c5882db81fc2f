// Every name-shaped string of a paper that could be its own coinage, with the places it stands:
// what the proposal model weighs (name-evidence.ts). The rules of the other proposed/ modules read
// fixed phrasings; these are found by shape and position alone. Pure; linear in the text.
import { plainName, typesetNames } from '../latex.ts';
import { foldName } from '../fold-name.ts';
import type { Source } from '../sources.ts';
import { singularName } from './naming-words.ts';

/** One place a name stands, and what found it there ('title prefix', 'typeset', …). */
export interface NamePlace {
	source: Source;
	start: number;
	end: number;
	foundAs: string[];
}

export interface NameCandidate {
	/** The name as the extractor would keep it (typesetting dropped, an acronym's plural singular). */
	name: string;
	/** Case and punctuation folded, as eval compares names. */
	key: string;
	/** Where it stands, in reading order (title first); the first place is the one it is added at. */
	places: NamePlace[];
}

// A token: letters and digits joined by hyphens, dots, pluses or stars ("A*-PO", "Qwen2.5").
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\-+.'’*]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
// Two capitals, a capital inside a word, or a capital with a digit: "GRPO", "ReMax", "R1".
const NAME_SHAPED = /\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\p{Lu}.*\d|\d.*\p{Lu}/u;
// A count or a size, not a name: "7B", "350M", "2024".
const STARTS_WITH_DIGIT = /^\d/;
// "Long Form (LF)": up to seven capitalised words right before a parenthesis, from a word start
// ("eXplainable AI (XAI)" gives no "Xplainable …").
const LONG_FORM =
	/(?<![\p{L}\p{N}])((?:\p{Lu}[\p{L}-]*\s+){0,6}\p{Lu}[\p{L}-]*)\s+\([^()]{2,20}\)/gu;
// "(SimPhon Speech Test): …" in a title: a bracket is no part of a name; nor are quotes
// ('"Don't Do That!": …') or a heading's colon ("$\textbf{Objective:}$").
const NOT_IN_A_NAME = /[()[\]"“”:]/;
const TITLE_PREFIX_WORDS = 6;

/** The name a reader sees: "\textsc{Foo}" is Foo, "IS-DAAs" the IS-DAA. */
function cleanName(raw: string): string {
	return singularName(plainName(raw).replace(/\s+/g, ' '));
}

/** The paper's possible coinages in reading order, each once by key; a name `settled` says is
 * decided already (generic, established, read by a rule) is left out. */
export function nameCandidates(
	sources: Source[],
	settled: (name: string) => boolean = () => false
): NameCandidate[] {
	const byKey = new Map<string, NameCandidate>();
	const skipped = new Set<string>();
	/** Each place once: "title:0" found as the title prefix and as a token is one place. */
	const placeAt = new Map<string, NamePlace>();
	const found = (source: Source, raw: string, start: number, foundAs: string[] = []) => {
		if (NOT_IN_A_NAME.test(raw)) return;
		const name = cleanName(raw);
		const key = foldName(name);
		if (key.length < 2 || skipped.has(key)) return;
		let candidate = byKey.get(key);
		if (!candidate) {
			if (settled(name)) {
				skipped.add(key);
				return;
			}
			candidate = { name, key, places: [] };
			byKey.set(key, candidate);
		}
		const at = `${key}@${source.field}:${start}`;
		const same = placeAt.get(at);
		if (same) same.foundAs.push(...foundAs);
		else {
			const place = { source, start, end: start + raw.length, foundAs };
			placeAt.set(at, place);
			candidate.places.push(place);
		}
	};
	for (const source of sources) {
		const { text } = source;
		if (source.field === 'title') {
			const colon = text.indexOf(':');
			const prefix = text.slice(0, colon).trim();
			if (colon > 0 && prefix.split(/\s+/).length <= TITLE_PREFIX_WORDS)
				found(source, prefix, text.indexOf(prefix), ['title prefix']);
		}
		for (const typeset of typesetNames(text))
			found(source, text.slice(typeset.start, typeset.end), typeset.start, ['typeset']);
		for (const m of text.matchAll(TOKEN)) {
			// (Most tokens are plain words: no capital, no name; the cheapest test first.)
			if (m[0] === m[0].toLowerCase()) continue;
			// "Nystr\"om": a LaTeX accent goes on with the word; no name ends before it.
			if (/[\\{]/.test(text[m.index + m[0].length] ?? '')) continue;
			// "PulseRide's controller" weighs PulseRide.
			const token = m[0].replace(/['’]s$/, '').replace(/[.'’]+$/, '');
			if (NAME_SHAPED.test(token) && !STARTS_WITH_DIGIT.test(token)) found(source, token, m.index);
		}
		for (const m of text.matchAll(LONG_FORM)) found(source, m[1], m.index, ['long form']);
	}
	return [...byKey.values()];
}
