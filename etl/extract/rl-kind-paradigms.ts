// "Multi-Objective RL" read from "multi-objective", "Model-Based RL" from "a model-based approach",
// "Continual RL" from "continual learning": a paradigm named as a kind of RL, read from a cue that
// does not say RL, is that paradigm only in a text about RL. Elsewhere the cue names optimisation,
// control or learning in general (on the real arXiv sample, most papers read as Multi-Objective,
// Continual or Zero-Shot RL had no word of RL in them).
import type { Hit } from './dictionary.ts';
import type { Source } from './sources.ts';

/** "Offline RL", "Meta-RL", "Zero RL": a paradigm named as a kind of RL. */
const RL_KIND = /(?:^|[\s-])RL$/;

/** "MORL", "model-based reinforcement learning", "constrained MDPs", the words only RL uses of
 * policies and goals ("off-policy", "goal-conditioned"), its shields and R1-Zero's training: a
 * cue that says RL itself. */
const SAYS_RL = /rl\b|reinforcement|markov decision|mdps?\b|polic(?:y|ies)|goal|shield|r1-zero/i;

/** Words only a text about RL (or bandits, its one-state case) uses. */
const RL_WORDS =
	/\b(?:[Rr]einforcement[- ][Ll]earning|RL|MDPs?|POMDPs?|[Mm]arkov [Dd]ecision|[Rr]ewards?|[Bb]andits?|Q-learning|[Aa]ctor-[Cc]ritic|[Pp]olic(?:y|ies)|[Vv]alue [Ff]unctions?)\b/;

/** Whether the texts speak of RL: in its words, or by naming an RL algorithm. */
export const speaksOfRl = (sources: Source[], namesAlgorithm: boolean) =>
	namesAlgorithm || sources.some(({ text }) => RL_WORDS.test(text));

/** Whether a paradigm hit stands on its own: it is no kind of RL, or its cue says RL. */
export const standsWithoutRl = (hit: Hit, text: string) =>
	!RL_KIND.test(hit.name) || SAYS_RL.test(text.slice(hit.start, hit.end));
