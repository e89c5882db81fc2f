// "Multi-Objective RL" read from "multi-objective", "Model-Based RL" from "a model-based approach",
// "Continual RL" from "continual learning": a paradigm named as a kind of RL, read from a cue that
// does not say RL, is that paradigm only in a text about RL. Elsewhere the cue names optimisation,
// control or learning in general (on the real arXiv sample, most papers read as Multi-Objective,
// Continual or Zero-Shot RL had no word of RL in them).
import type { Hit } from './dictionary.ts';
import type { Source } from './sources.ts';

/** "Offline RL", "Meta-RL", "Zero RL": a paradigm named as a kind of RL. */
const RL_KIND = /(?:^|[\s-])RL$/;

/** RL's own words, in any case ("REINFORCEMENT LEARNING" in a title). */
const RL_PHRASE_WORDS = String.raw`reinforcement[- ]learning|markov decision|(?:po)?mdps?`;
const RL_PHRASES = new RegExp(String.raw`\b(?:${RL_PHRASE_WORDS})\b`, 'i');
/** The acronyms that hold "RL" ("RL", "RLHF", "MARL", "Meta-RL"), in capitals: "URL" is none, and
 * neither is "girl". */
const RL_ACRONYMS = /(?<![A-Za-z])(?!URLs?\b)[A-Z]*RL(?:HF|AIF|VR)?s?\b/;

/** A vocabulary cue as written that says RL: RL itself in any case (a cue is a short phrase, no
 * "girl" in it), or the words only RL uses of policies and goals ("off-policy",
 * "goal-conditioned"), its shields and R1-Zero's training. */
const SAYS_RL = new RegExp(
	`${RL_PHRASES.source}|(?<![a-z])[a-z]*rl(?:hf|aif|vr)?\\b|polic(?:y|ies)|goal|shield|r1-zero`,
	'i'
);

/** Words only a text about RL (or bandits, its one-state case) uses, besides RL itself. */
const RL_ONLY_WORDS = String.raw`rewards?|bandits?|q-learning|actor-critic|polic(?:y|ies)|value functions?`;
/** RL's own words or the words only RL uses, in one scan of a text: one alternation costs about
 * half of two scans that each read the whole text when it has neither. */
const RL_WORDS = new RegExp(String.raw`\b(?:${RL_PHRASE_WORDS}|${RL_ONLY_WORDS})\b`, 'i');

/** Whether the texts speak of RL: in its words, or by naming an RL algorithm. */
export const speaksOfRl = (sources: Source[], namesAlgorithm: boolean) =>
	namesAlgorithm || sources.some(({ text }) => RL_WORDS.test(text) || RL_ACRONYMS.test(text));

/** Whether a paradigm hit stands on its own: it is no kind of RL, or its cue says RL. */
export const standsWithoutRl = (hit: Hit, text: string) =>
	!RL_KIND.test(hit.name) || SAYS_RL.test(text.slice(hit.start, hit.end));
