// Whether a sentence speaks of the paper's own work, not of what it compares with.
import { sentenceStart } from '../sources.ts';

// "We …", "Our …", "It uses …" (a sentence about the paper's own system).
export const OWN_VOICE =
	/\b(?:[Ww]e|[Oo]ur|us\s+to\b|[Ll]ets?\s+us\b|[Tt]his (?:paper|work|study)|[Pp]ropos|[Ii]ntroduc)|^\s*It\s/;
export const COMPARED = /\b(?:compar\w*|against|baselines?|than|versus|vs\.?|outperform\w*)\b/;

/** Is the sentence up to `at` in the paper's own voice, and not about what it compares with?
 * (Read 30 characters past `at`, so an introducing verb inside the match counts.) */
export function isOwnSentence(text: string, at: number): boolean {
	const sentence = text.slice(sentenceStart(text, at + 30), at + 30);
	return OWN_VOICE.test(sentence) && !COMPARED.test(sentence);
}
