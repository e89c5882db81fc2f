// An abstract opens with what others did ("With the advent of DeepSeek-R1, …", "models such as
// GPT-4 …") before the paper speaks for itself. FEATURES.md counts the models a paper trains,
// compares with or judges by, not those that only motivate it.
import { sentenceAround } from './quantities.ts';

/** The paper's own voice: "We …", "Our …", "This paper …", "The present study …", "Here …". */
export const PAPER_VOICE =
	/\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study|article|survey|report|letter|thesis)|[Tt]he (?:paper|present (?:paper|work|study))|[Hh]ere)\b/;
// A sentence that compares with a model or evaluates it uses it, wherever it stands. (Verbs of
// adapting a model were tried: "models distilled from DeepSeek-R1 …" is background too, and dev
// lost 4 models for 1.)
const USES =
	/\b(?:outperform\w*|surpass\w*|compar\w*|than|vs\.?|versus|beat\w*|rival\w*|exceed\w*|match\w*|evaluat\w*|experiment\w*)\b/i;

/** Whether a position of the abstract is said only as background: in a sentence before the
 * paper's own voice that compares with or evaluates nothing. Nothing is background in an abstract that never speaks
 * in its own voice. Each sentence is read once, however many names it holds. */
export function backgroundOf(abstract: string): (at: number) => boolean {
	const own = PAPER_VOICE.exec(abstract);
	const ownStart = own ? sentenceAround(abstract, own.index, own.index).start : 0;
	const spans: [number, number][] = [];
	for (let at = 0; at < ownStart;) {
		const sentence = sentenceAround(abstract, at, at);
		if (!USES.test(abstract.slice(sentence.start, sentence.end)))
			spans.push([sentence.start, sentence.end]);
		at = Math.max(sentence.end, at) + 1;
	}
	return (at) => {
		if (at >= ownStart) return false;
		let lo = 0;
		let hi = spans.length;
		while (lo < hi) {
			const mid = (lo + hi) >>> 1;
			if (spans[mid][1] <= at) lo = mid + 1;
			else hi = mid;
		}
		return lo < spans.length && spans[lo][0] <= at;
	};
}
