// "offline safe RL", "online and offline RLHF", "Offline Goal-Conditioned Reinforcement Learning":
// settings stacked before one RL noun each name their own paradigm, though only the last one
// stands next to it. A word is a setting when the vocabulary reads both "<word> reinforcement
// learning" and "<word> RL" as one paradigm, so the vocabulary decides, not a list here.
import type { Dictionary, Hit } from './dictionary.ts';
import { memoize } from './memo.ts';

/** The nouns settings stack before ("meta-RL" as one: its "RL" follows a hyphen). No word may run
 * into one from before: checked by hand, a lookbehind at every position costs more. */
const RL_NOUN =
	/(?:RL|RLHF|MARL|MORL|DRL|[Mm]eta-RL|[Rr]einforcement [Ll]earning)(?![\p{L}\p{N}\-‑])/gu;
/** Plain RL, whose settings the vocabulary lists with it ("safe RL"): the word next to it counts
 * only as the vocabulary reads it ("large batch RL training" is no batch RL). */
const PLAIN_RL = /^(?:RL|[Rr]einforcement [Ll]earning)$/;
/** "is … safe, RL", "provably safe and RL": an adjective said of something is no setting. */
const PREDICATIVE_BEFORE =
	/\b(?:is|are|was|were|be|been|being|remains?|stays?|becomes?|seems?|\p{L}+ly)\s+$/iu;
const WORD_CHAR = /[\p{L}\p{N}\-‑]/u;
const CONJUNCTION = /\b(?:and|or)\b/;
/** "and" or "or" closing a text, a word of its own. */
const CONJUNCTION_AT_END = /(?:^|[^\p{L}\p{N}\-‑])(and|or)$/u;
const LIST_MARK = /[,/]/;
const LETTER = /\p{L}/u;
const SPACE = /\s/;
/** Settings stack this deep at most ("offline safe multi-agent RL"). */
const MAX_STACK = 4;

const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);

/** The word before `end` and what joins it to what follows: spaces, and where `listed`, a comma, a
 * slash, "and" or "or" ("online and offline", "robust, distributional"). Read backwards by hand:
 * an end-anchored pattern would be tried from every position before it. */
function wordBefore(
	text: string,
	end: number,
	listed: boolean
): { start: number; end: number; join: string } | null {
	let i = end;
	const skipSpaces = () => {
		while (i > 0 && SPACE.test(text[i - 1])) i--;
	};
	skipSpaces();
	if (listed) {
		const conjunction = CONJUNCTION_AT_END.exec(text.slice(Math.max(0, i - 4), i));
		if (conjunction && i < end) {
			i -= conjunction[1].length;
			skipSpaces();
		}
		if (text[i - 1] === ',' || text[i - 1] === '/') {
			i--;
			skipSpaces();
		}
	}
	if (i === end) return null;
	const wordEnd = i;
	while (i > 0 && isWordChar(text[i - 1])) i--;
	if (i === wordEnd || !LETTER.test(text[i])) return null;
	return { start: i, end: wordEnd, join: text.slice(wordEnd, end) };
}

const settingReaders = new WeakMap<Dictionary, (word: string) => string | null>();

/** The paradigm `word` names as a setting of RL, or null: the one the vocabulary reads both
 * "<word> reinforcement learning" and "<word> RL" as ("batch reinforcement learning" is offline
 * RL, "batch RL" is nothing: "large batch RLHF" names no setting). */
function settingOf(dictionary: Dictionary, word: string): string | null {
	let read = settingReaders.get(dictionary);
	if (!read) {
		read = memoize((w: string) => {
			const [spelled, short] = [`${w} reinforcement learning`, `${w} rl`].map(
				(phrase) => dictionary.find(phrase).find((h) => h.start === 0 && h.end >= w.length)?.name
			);
			return spelled !== undefined && spelled === short ? spelled : null;
		});
		settingReaders.set(dictionary, read);
	}
	return read(word.toLowerCase());
}

/** Paradigm hits of the settings stacked before an RL noun that no dictionary hit (`found`)
 * covers, in reading order. */
export function stackedSettingHits(dictionary: Dictionary, text: string, found: Hit[]): Hit[] {
	const hits: Hit[] = [];
	const covering = (start: number, end: number) =>
		found.find((h) => h.start < end && start < h.end);
	for (const noun of text.matchAll(RL_NOUN)) {
		if (isWordChar(text[noun.index - 1])) continue;
		let end = noun.index;
		// A comma joins settings only inside a list that "and" or "or" closes below it ("robust,
		// distributional and constrained RL"; not "Although X is robust, offline RL …").
		let coordinated = false;
		for (let depth = 0; depth < MAX_STACK; depth++) {
			// Next to the noun only a space: "… is deep, RL agents", "… is safe and RL" stack nothing.
			const word = wordBefore(text, end, depth > 0);
			if (!word) break;
			if (LIST_MARK.test(word.join) && !coordinated) break;
			coordinated ||= CONJUNCTION.test(word.join);
			if (
				depth > 0 &&
				PREDICATIVE_BEFORE.test(text.slice(Math.max(0, word.start - 24), word.start))
			)
				break;
			const written = text.slice(word.start, word.end);
			// A setting the dictionary read already ("safe RL"): the stack goes on above it.
			const dictionaryHit = covering(word.start, word.end);
			if (dictionaryHit) {
				if (settingOf(dictionary, written) !== dictionaryHit.name) break;
				end = Math.min(word.start, dictionaryHit.start);
				continue;
			}
			if (depth === 0 && PLAIN_RL.test(noun[0])) break;
			const setting = settingOf(dictionary, written);
			if (setting === null) break;
			hits.push({ name: setting, start: word.start, end: word.end });
			end = word.start;
		}
	}
	return hits.sort((a, b) => a.start - b.start);
}
