// An abstract opens with what others did ("With the advent of DeepSeek-R1, …", "models such as
// GPT-4 …") before the paper speaks for itself. FEATURES.md counts the models a paper trains,
// compares with or judges by, not those that only motivate it.
import { sentenceAround } from './quantities.ts';

// The paper's own voice: "We …", "Our …", "This paper …", "Here …".
const OWN_VOICE = /\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study|article)|[Hh]ere)\b/;
// A sentence that compares with a model, or evaluates it, uses it, wherever it stands.
const COMPARES =
	/\b(?:outperform\w*|surpass\w*|compar\w*|than|vs\.?|versus|beat\w*|rival\w*|exceed\w*|match\w*|evaluat\w*|experiment\w*)\b/i;

/** Where the paper's own voice starts: the start of its first sentence in the first person (or
 * naming the paper); 0 when it never speaks so, so nothing counts as background. */
export function ownVoiceStart(abstract: string): number {
	const own = OWN_VOICE.exec(abstract);
	if (!own) return 0;
	return sentenceAround(abstract, own.index, own.index).start;
}

/** Is [start, end) of the abstract said only as background: before its own voice, in a sentence
 * that compares with nothing? */
export function isBackground(
	abstract: string,
	start: number,
	end: number,
	ownStart: number
): boolean {
	if (start >= ownStart) return false;
	const sentence = sentenceAround(abstract, start, end);
	return !COMPARES.test(abstract.slice(sentence.start, sentence.end));
}
