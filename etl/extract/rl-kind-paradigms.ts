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
const RL_PHRASES = /\breinforcement[- ]learning\b|\bmarkov decision\b|\b(?:po)?mdps?\b/i;
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
const RL_WORDS =
	/\b(?:rewards?|bandits?|q-learning|actor-critic|polic(?:y|ies)|value functions?)\b/i;

/** Whether the texts speak of RL: in its words, or by naming an RL algorithm. */
export const speaksOfRl = (sources: Source[], namesAlgorithm: boolean) =>
	namesAlgorithm ||
	sources.some(
		({ text }) => RL_PHRASES.test(text) || RL_ACRONYMS.test(text) || RL_WORDS.test(text)
	);

/** Whether a paradigm hit stands on its own: it is no kind of RL, or its cue says RL. */
export const standsWithoutRl = (hit: Hit, text: string) =>
	!RL_KIND.test(hit.name) || SAYS_RL.test(text.slice(hit.start, hit.end));
