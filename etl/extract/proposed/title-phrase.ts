// "Predictable MDP Abstraction for Unsupervised RL" whose abstract says "we propose predictable MDP
// abstraction (PMA)", or "Policy-Guided Diffusion" with "we propose policy-guided diffusion": the
// abstract proposes, in plain words, a phrase the title writes as a name. The title's spelling is
// the name, or the acronym the abstract gives it.
import { cuedPattern, matchCued } from '../cue-starts.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { ESTABLISHED, isNameCased, SMALL_WORDS } from '../name-shape.ts';

export interface TitlePhrase {
	/** The name: the acronym the abstract defines for the phrase, else the title's spelling. */
	name: string;
	/** Where the name is read in the abstract. */
	at: number;
	/** The phrase as the title writes it. */
	longForm: string;
	/** What follows the colon when the phrase is the title's prefix: it says what the name is. */
	subtitle: string | null;
}

// A bare noun phrase right after the verb: "we propose a … framework" only describes.
// "we propose our closed-form policy improvement operators": "our" may come first; the phrase must
// still be the title's own.
const PROPOSES =
	/\b(?:[Ww]e|[Tt]his (?:paper|work))\s+(?:\w+ly\s+)?(?:propose|introduce|present|develop|call|term)(?:s|d|ed)?\s+(?:our\s+)?(?!(?:a|an|the|two|three|several|new|novel|this|these|our|to)\b)/g;
// Tried only where "we", "this paper" or "this work" starts (cue-starts.ts): same matches.
const PROPOSES_CUED = cuedPattern(PROPOSES, ['we', 'this paper', 'this work'], { caseless: true });
// The phrase runs to a clause mark or a word that starts a clause; all of it must be the title's.
const PHRASE_END = /[,;:()]|\.(?:\s|$)|\s(?:that|which|to|where|while)\s/;
// "we present DRAM techniques": a kind in the plural describes; "From …" is no name's start.
const DESCRIBING_LAST = /^(?:techniques|methods|approaches|strategies|tools|frameworks|ideas)$/i;
const MAX_WORDS = 6;
// "We present reward shaping, a technique widely used …": a thing the text calls long known.
const KNOWN_APPOSITION = new RegExp(
	String.raw`^,\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:${ESTABLISHED})\b`
);
// "(PMA)", "(flexHEGs)": a bracketed token with a capital.
const ACRONYM_AFTER = /^\s*\(([\p{L}][\p{L}\p{N}\-‑+]*)\)/u;

export function titlePhraseProposed(
	title: string,
	abstract: string,
	isTerm: (phrase: string) => boolean
): TitlePhrase[] {
	const found: TitlePhrase[] = [];
	// A title with a colon names its thing before it: the title-prefix rule reads a name-shaped
	// prefix; plain words ("Self-Regulating Cars: …") are a name when the abstract proposes them.
	const colon = title.indexOf(':');
	const prefix = colon < 0 ? null : title.slice(0, colon).trim();
	const subtitle = colon < 0 ? null : title.slice(colon + 1);
	for (const verb of matchCued(abstract, PROPOSES_CUED)) {
		const from = verb.index + verb[0].length;
		const rest = abstract.slice(from, from + 120);
		const clause = rest.split(PHRASE_END)[0];
		const words = clause.trim().split(/\s+/);
		if (words.length > MAX_WORDS || (words.length === 1 && !/[-‑]/.test(words[0]))) continue;
		const phrase = words.join(' ');
		const inTitle =
			prefix === null
				? wordAt(title, phrase)
				: prefix.toLowerCase() === phrase.toLowerCase()
					? 0
					: -1;
		if (inTitle < 0) continue;
		const written = title.slice(inTitle, inTitle + phrase.length);
		const [first, last] = [words[0], words[words.length - 1]];
		if (!isNameCased(written) || SMALL_WORDS.test(last) || DESCRIBING_LAST.test(last)) continue;
		if (/^(?:from|towards?|beyond|on|in|when|how|why|what)$/i.test(first) || isTerm(written))
			continue;
		if (KNOWN_APPOSITION.test(abstract.slice(from + phrase.length, from + phrase.length + 60)))
			continue;
		// By the annotators' convention an acronym given to the phrase is its name.
		const acronym = ACRONYM_AFTER.exec(abstract.slice(from + phrase.length));
		if (acronym && /\p{Lu}/u.test(acronym[1]))
			found.push({
				name: acronym[1],
				at: from + phrase.length + acronym[0].indexOf(acronym[1]),
				longForm: written,
				subtitle
			});
		else found.push({ name: written, at: from, longForm: written, subtitle });
	}
	return found;
}

/** Where `phrase` stands in `text` as whole words, in any case (-1 if nowhere). */
function wordAt(text: string, phrase: string): number {
	const lower = text.toLowerCase();
	// Lower case keeps offsets for all but a few letters ("İ"); a regex reads those.
	if (lower.length !== text.length) {
		const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu');
		return whole.exec(text)?.index ?? -1;
	}
	const wanted = phrase.toLowerCase();
	for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
		const before = text[at - 1] ?? ' ';
		const after = text[at + wanted.length] ?? ' ';
		if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return at;
	}
	return -1;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;
