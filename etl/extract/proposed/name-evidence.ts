// The evidence the proposal model (proposal-model.ts) weighs for each possible coinage of a paper
// (name-candidates.ts): the name's shape, where it stands, how often it is used, the words around
// each place. Each piece of evidence is a feature name. Pure; linear in the text (sentence starts
// found once, each look around a place bounded).
import { isAbbreviationDot } from '../abbreviations.ts';
import type { Source } from '../sources.ts';
import type { Candidate } from './candidate.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import { nameCandidates, type NameCandidate, type NamePlace } from './name-candidates.ts';

/** A possible coinage, the evidence for and against it, and the place the extractor adds it at. */
export interface WeighedName {
	candidate: Candidate;
	name: string;
	key: string;
	evidence: string[];
}

/** Sentence words before a name that say it is being made, or is someone else's. */
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
/** How far back in its sentence a place's cue words are read. */
const SENTENCE_WINDOW = 300;
const WORDS_BEFORE = 4;
const WORDS_AFTER = 3;

const wordsOf = (lower: string) => lower.match(/[a-z]+/g) ?? [];

/** A source read once: its text in lower case at the same offsets, and where sentences start. */
interface ReadSource {
	lower: string;
	sentenceStarts: number[];
}

function readSource({ text }: Source): ReadSource {
	// ("İ" lower-cased is two characters: such a letter stays as it is, so offsets hold.)
	let lower = text.toLowerCase();
	if (lower.length !== text.length)
		lower = text.replace(/./gsu, (c) =>
			c.toLowerCase().length === c.length ? c.toLowerCase() : c
		);
	const sentenceStarts = [0];
	for (let dot = text.indexOf('. '); dot !== -1; dot = text.indexOf('. ', dot + 2))
		if (!isAbbreviationDot(text, dot)) sentenceStarts.push(dot + 1);
	return { lower, sentenceStarts };
}

/** Index of the sentence holding `at`: the last start at or before it (binary search). */
function sentenceOf(starts: number[], at: number): number {
	let lo = 0;
	let hi = starts.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (starts[mid] <= at) lo = mid;
		else hi = mid - 1;
	}
	return lo;
}

/** What a name's own letters say, and how it is used over the paper. */
function nameEvidence(
	{ name, key, places }: NameCandidate,
	knowledge: NameKnowledge,
	read: Map<Source, ReadSource>
): string[] {
	const evidence = ['any'];
	if (knowledge.isKnown(name)) evidence.push('known');
	if (knowledge.isTerm(name)) evidence.push('term');
	if (/^[\p{Lu}\d-]+$/u.test(name)) evidence.push('all capitals');
	if (/\p{Ll}\p{Lu}/u.test(name)) evidence.push('inner capital');
	if (/\d/.test(name)) evidence.push('digit');
	if (name.includes('-')) evidence.push('hyphen');
	if (/\s/.test(name)) evidence.push('words');
	evidence.push(`length ${Math.min(12, key.length >> 1)}`);
	evidence.push(`ends ${key.slice(-3)}`, `ends ${key.slice(-2)}`, `starts ${key.slice(0, 3)}`);
	evidence.push(`uses ${Math.min(4, places.length)}`);
	const inTitle = places.some((p) => p.source.field === 'title');
	const firstInAbstract = places.find((p) => p.source.field === 'abstract');
	if (inTitle) evidence.push('in title');
	if (inTitle && firstInAbstract) evidence.push('title and abstract');
	if (firstInAbstract) {
		const { source, start } = firstInAbstract;
		const quarter = Math.floor((4 * start) / source.text.length);
		evidence.push(`abstract quarter ${Math.min(3, quarter)}`);
		const sentence = sentenceOf(read.get(source)!.sentenceStarts, start);
		evidence.push(`sentence ${Math.min(3, sentence)}`);
	} else evidence.push('sentence none');
	return evidence;
}

/** What the words around one place of a name say. */
function placeEvidence({ source, start, end, foundAs }: NamePlace, read: ReadSource): string[] {
	const { text } = source;
	const { lower, sentenceStarts } = read;
	const evidence = [...foundAs];
	if (source.field === 'title') evidence.push('read in title');
	const before = wordsOf(lower.slice(Math.max(0, start - 60), start)).slice(-WORDS_BEFORE);
	const after = wordsOf(lower.slice(end, end + 40)).slice(0, WORDS_AFTER);
	before.forEach((w, i) => evidence.push(`before ${w}`, `before ${before.length - i} ${w}`));
	after.forEach((w, i) => evidence.push(`after ${w}`, `after ${i + 1} ${w}`));
	if (text.slice(Math.max(0, start - 2), start).endsWith('(')) evidence.push('in parentheses');
	if (/^\s?\(/.test(text.slice(end, end + 2))) evidence.push('before parenthesis');
	if (text[end] === ':') evidence.push('before colon');
	const sentenceStart = sentenceStarts[sentenceOf(sentenceStarts, start)];
	const sentence = lower.slice(Math.max(sentenceStart, start - SENTENCE_WINDOW), start);
	for (const cue of SENTENCE_CUES) if (sentence.includes(cue)) evidence.push(`sentence ${cue}`);
	return evidence;
}

/** The paper's possible coinages, each with its evidence, in reading order; what `settled` says
 * is decided already is not weighed. */
export function namesToWeigh(
	sources: Source[],
	knowledge: NameKnowledge,
	settled: (name: string) => boolean = () => false
): WeighedName[] {
	const read = new Map(sources.map((s) => [s, readSource(s)]));
	return nameCandidates(sources, settled).map((candidate) => {
		const evidence = nameEvidence(candidate, knowledge, read);
		for (const place of candidate.places)
			evidence.push(...placeEvidence(place, read.get(place.source)!));
		const [{ source, start, end }] = candidate.places;
		return {
			candidate: {
				raw: source.text.slice(start, end),
				field: source.field,
				start,
				context: source.text,
				at: start
			},
			name: candidate.name,
			key: candidate.key,
			// Each piece of evidence counts once.
			evidence: [...new Set(evidence)]
		};
	});
}
