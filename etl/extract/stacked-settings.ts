// "offline safe RL", "online and offline RLHF", "Offline Goal-Conditioned Reinforcement Learning":
// settings stacked before one RL noun each name their own paradigm, though only the last one
// stands next to it. A word is a setting when the vocabulary reads "<word> reinforcement
// learning" as a paradigm that starts with the word, so the vocabulary decides, not a list here.
import type { Dictionary, Hit } from './dictionary.ts';
import { memoize } from './memo.ts';

/** The nouns settings stack before ("meta-RL" as one: its "RL" follows a hyphen). */
const RL_NOUN =
	/(?<![\p{L}\p{N}\-‑])(?:RL|RLHF|MARL|MORL|DRL|[Mm]eta-RL|[Rr]einforcement [Ll]earning)(?![\p{L}\p{N}\-‑])/gu;
/** Plain RL, whose settings the vocabulary lists with it ("safe RL"): the word next to it counts
 * only as the vocabulary reads it ("large batch RL training" is no batch RL). */
const PLAIN_RL = /^(?:RL|[Rr]einforcement [Ll]earning)$/;
/** The word right before an RL noun: a space between them, nothing else ("… is deep, RL agents"
 * and "… is safe and RL training" stack nothing). */
const NEXT_TO_NOUN = /(?<![\p{L}\p{N}\-‑])(\p{L}[\p{L}\p{N}\-‑]*)\s+$/u;
/** A word further up the stack: a space, a comma, a slash or "and" / "or" between settings. */
const UP_THE_STACK =
	/(?<![\p{L}\p{N}\-‑])(\p{L}[\p{L}\p{N}\-‑]*)(\s*[,/]\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|\s+)$/u;
/** "is … safe, RL", "provably safe and RL": an adjective said of something is no setting. */
const PREDICATIVE_BEFORE =
	/\b(?:is|are|was|were|be|been|being|remains?|stays?|becomes?|seems?|\p{L}+ly)\s+$/iu;
const WORD_CHAR = /[\p{L}\p{N}\-‑]/u;
/** Settings stack this deep at most ("offline safe multi-agent RL"). */
const MAX_STACK = 4;
/** Enough text before a word to hold the longest setting and its separator. */
const LOOK_BACK = 48;

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
		let end = noun.index;
		// A comma joins settings only inside a list that "and" or "or" closes below it ("robust,
		// distributional and constrained RL"; not "Although X is robust, offline RL …").
		let coordinated = false;
		for (let depth = 0; depth < MAX_STACK; depth++) {
			const from = Math.max(0, end - LOOK_BACK);
			const before = (depth === 0 ? NEXT_TO_NOUN : UP_THE_STACK).exec(text.slice(from, end));
			if (!before) break;
			const join = before[2] ?? '';
			if (join.includes(',') && !coordinated) break;
			coordinated ||= /\b(?:and|or)\b/.test(join);
			const start = from + before.index;
			// The look-back cut a longer word: no word of its own.
			if (start > 0 && WORD_CHAR.test(text[start - 1])) break;
			if (depth > 0 && PREDICATIVE_BEFORE.test(text.slice(Math.max(0, start - 24), start))) break;
			const wordEnd = start + before[1].length;
			// A setting the dictionary read already ("safe RL"): the stack goes on above it.
			const dictionaryHit = covering(start, wordEnd);
			if (dictionaryHit) {
				if (settingOf(dictionary, before[1]) !== dictionaryHit.name) break;
				end = Math.min(start, dictionaryHit.start);
				continue;
			}
			if (depth === 0 && PLAIN_RL.test(noun[0])) break;
			const setting = settingOf(dictionary, before[1]);
			if (setting === null) break;
			hits.push({ name: setting, start, end: wordEnd });
			end = start;
		}
	}
	return hits.sort((a, b) => a.start - b.start);
}
