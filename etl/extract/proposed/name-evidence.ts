// Every name-shaped string of a paper that could be its own coinage, each with the evidence a
// trained model weighs (proposal-model.ts): its shape, where it stands, the words around it. The
// rules of the other proposed/ modules read fixed phrasings; this reads what no rule phrased, so
// a name a later paper coins in a new way still has a chance. Pure.
import { plainName, typesetNames } from '../latex.ts';
import type { Source } from '../sources.ts';
import type { Candidate } from './candidate.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import { PLURAL_ACRONYM_NAME } from './naming-words.ts';

/** A possible coinage, the evidence for and against it as feature names, and its key. */
export interface WeighedName {
	candidate: Candidate;
	/** The name as the extractor would keep it (typesetting dropped, an acronym's plural singular). */
	name: string;
	/** Case and punctuation folded, as eval compares names. */
	key: string;
	evidence: string[];
}

// A token: letters and digits joined by hyphens, dots, pluses or stars ("A*-PO", "Qwen2.5").
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\-+.'’*]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
// Two capitals, a capital inside a word, or a capital with a digit: "GRPO", "ReMax", "R1".
const NAME_SHAPED = /\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}|\p{Lu}.*\d|\d.*\p{Lu}/u;
// A count or a size, not a name: "7B", "350M", "2024".
const STARTS_WITH_DIGIT = /^\d/;
// "Long Form (LF)": up to seven capitalised words right before a parenthesis.
const LONG_FORM = /((?:\p{Lu}[\p{L}-]*\s+){0,6}\p{Lu}[\p{L}-]*)\s+\([^()]{2,20}\)/gu;
/** Sentence words that say a name is being made, or is someone else's. */
const SENTENCE_CUES = [
	'propose',
	'introduce',
	'present',
	'develop',
	'design',
	'call',
	'name',
	'dub',
	'term',
	'our',
	'we',
	'than',
	'outperform',
	'compare',
	'baseline',
	'such as',
	'including',
	'like',
	'on ',
	'using',
	'based on',
	'built on',
	'new',
	'novel'
];
const TITLE_PREFIX_WORDS = 6;

const foldKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, '');
const wordsOf = (lower: string) => lower.match(/[a-z]+/g) ?? [];

/** The name a reader sees: "\textsc{Foo}" is Foo, "IS-DAAs" the IS-DAA. */
function cleanName(raw: string): string {
	const name = plainName(raw).replace(/\s+/g, ' ');
	return PLURAL_ACRONYM_NAME.test(name) ? name.slice(0, -1) : name;
}

/** How often `part` occurs in `text` (before `end`), not overlapping. */
function occurrences(text: string, part: string, end = text.length): number {
	let n = 0;
	for (
		let at = text.indexOf(part);
		at !== -1 && at + part.length <= end;
		at = text.indexOf(part, at + part.length)
	)
		n++;
	return n;
}

/** What a name's own letters say, read once per name. */
function shapeEvidence(
	name: string,
	key: string,
	title: string,
	abstract: string,
	k: NameKnowledge
) {
	const evidence = ['any'];
	if (k.isKnown(name)) evidence.push('known');
	if (k.isTerm(name)) evidence.push('term');
	if (/^[\p{Lu}\d-]+$/u.test(name)) evidence.push('all capitals');
	if (/\p{Ll}\p{Lu}/u.test(name)) evidence.push('inner capital');
	if (/\d/.test(name)) evidence.push('digit');
	if (name.includes('-')) evidence.push('hyphen');
	if (/\s/.test(name)) evidence.push('words');
	evidence.push(`length ${Math.min(12, key.length >> 1)}`);
	evidence.push(`ends ${key.slice(-3)}`, `ends ${key.slice(-2)}`, `starts ${key.slice(0, 3)}`);
	const inAbstract = occurrences(abstract, name);
	evidence.push(`uses ${Math.min(4, inAbstract + occurrences(title, name))}`);
	const inTitle = title.includes(name);
	if (inTitle) evidence.push('in title');
	if (inTitle && inAbstract > 0) evidence.push('title and abstract');
	const first = abstract.indexOf(name);
	if (first >= 0) {
		evidence.push(`abstract quarter ${Math.min(3, Math.floor((4 * first) / abstract.length))}`);
		evidence.push(`sentence ${Math.min(3, occurrences(abstract, '. ', first))}`);
	} else evidence.push('sentence none');
	return evidence;
}

/** What the words around one place of a name say (`lower`: the text in lower case, when that
 * keeps its offsets). */
function placeEvidence(text: string, lower: string, start: number, end: number): string[] {
	const evidence: string[] = [];
	const before = wordsOf(lower.slice(Math.max(0, start - 60), start)).slice(-4);
	const after = wordsOf(lower.slice(end, end + 40)).slice(0, 3);
	before.forEach((w, i) => evidence.push(`before ${w}`, `before ${before.length - i} ${w}`));
	after.forEach((w, i) => evidence.push(`after ${w}`, `after ${i + 1} ${w}`));
	if (text.slice(Math.max(0, start - 2), start).endsWith('(')) evidence.push('in parentheses');
	if (/^\s?\(/.test(text.slice(end, end + 2))) evidence.push('before parenthesis');
	if (text[end] === ':') evidence.push('before colon');
	const sentence = lower.slice(Math.max(0, text.lastIndexOf('. ', start)), start);
	for (const cue of SENTENCE_CUES) if (sentence.includes(cue)) evidence.push(`sentence ${cue}`);
	return evidence;
}

/** The paper's possible coinages in reading order (title first), each once, by key; a name
 * `settled` says is decided already (generic, established, read by a rule) is not weighed. */
export function namesToWeigh(
	sources: Source[],
	knowledge: NameKnowledge,
	settled: (name: string) => boolean = () => false
): WeighedName[] {
	const skipped = new Set<string>();
	const lowerCase = new Map<Source, string>();
	// ("İ" lower-cased is two characters: such a text is lowered piece by piece instead.)
	const lowered = (source: Source) => {
		let lower = lowerCase.get(source);
		if (lower === undefined) {
			lower = source.text.toLowerCase();
			if (lower.length !== source.text.length)
				lower = source.text.replace(/./gsu, (c) =>
					c.toLowerCase().length === c.length ? c.toLowerCase() : c
				);
			lowerCase.set(source, lower);
		}
		return lower;
	};
	const title = sources.find((s) => s.field === 'title')?.text ?? '';
	const abstract = sources.find((s) => s.field === 'abstract')?.text ?? '';
	const byKey = new Map<string, WeighedName>();
	/** Per key, the places read: "title:0", "abstract:112". */
	const placesRead = new Map<string, Set<string>>();
	const readPlace = (weighed: WeighedName, source: Source, start: number, end: number) => {
		const place = `${source.field}:${start}`;
		const read = placesRead.get(weighed.key)!;
		if (read.has(place)) return;
		read.add(place);
		weighed.evidence.push(...placeEvidence(source.text, lowered(source), start, end));
		if (source.field === 'title') weighed.evidence.push('read in title');
	};
	const weigh = (source: Source, raw: string, start: number, more: string[]) => {
		// "(SimPhon Speech Test): …" in a title: a bracket is no part of a name.
		if (/[()[\]]/.test(raw)) return;
		const name = cleanName(raw);
		const key = foldKey(name);
		if (key.length < 2 || skipped.has(key)) return;
		let weighed = byKey.get(key);
		if (!weighed) {
			if (settled(name)) {
				skipped.add(key);
				return;
			}
			const candidate = { raw, field: source.field, start, context: source.text, at: start };
			weighed = {
				candidate,
				name,
				key,
				evidence: shapeEvidence(name, key, title, abstract, knowledge)
			};
			byKey.set(key, weighed);
			placesRead.set(key, new Set());
		}
		weighed.evidence.push(...more);
		readPlace(weighed, source, start, start + raw.length);
	};
	for (const source of sources) {
		const { text } = source;
		if (source.field === 'title') {
			const colon = text.indexOf(':');
			const prefix = text.slice(0, colon).trim();
			if (colon > 0 && prefix.split(/\s+/).length <= TITLE_PREFIX_WORDS)
				weigh(source, prefix, text.indexOf(prefix), ['title prefix']);
		}
		for (const typeset of typesetNames(text))
			weigh(source, text.slice(typeset.start, typeset.end), typeset.start, ['typeset']);
		for (const m of text.matchAll(TOKEN)) {
			const token = m[0].replace(/[.'’]+$/, '');
			if (NAME_SHAPED.test(token) && !STARTS_WITH_DIGIT.test(token))
				weigh(source, token, m.index, []);
		}
		for (const m of text.matchAll(LONG_FORM)) weigh(source, m[1], m.index, ['long form']);
	}
	// Each piece of evidence counts once.
	for (const weighed of byKey.values()) weighed.evidence = [...new Set(weighed.evidence)];
	return [...byKey.values()];
}
