// An abstract opens with what others did ("With the advent of DeepSeek-R1, …", "models such as
// GPT-4 …") before the paper speaks for itself. FEATURES.md counts the models a paper trains,
// compares with or judges by, not those that only motivate it.

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
	const stop = abstract.lastIndexOf('. ', own.index);
	return stop < 0 ? 0 : stop + 2;
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
	const from = abstract.lastIndexOf('. ', start);
	const to = abstract.indexOf('. ', end);
	return !COMPARES.test(abstract.slice(from < 0 ? 0 : from, to < 0 ? abstract.length : to));
}
