// What the proposed-name rules ask of the vocabularies.
import type { NameShape } from '../name-shape.ts';
import type { ProposalJudge } from '../proposal-model.ts';

export interface NameKnowledge {
	/** Is this an established (vocabulary) name? */
	isKnown: (name: string) => boolean;
	/** Does the vocabulary read this long form as `name` (so "(PPO)" after it is established)? */
	isAliasOf: (longForm: string, name: string) => boolean;
	/** Names a user blocked from being learned. */
	isBlocked: (name: string) => boolean;
	/** Is this whole phrase a term the vocabularies know ("Deep Reinforcement Learning")? */
	isTerm: (phrase: string) => boolean;
	/** What a coined name looks like. */
	shape: NameShape;
	/** The trained model that takes names no rule read (null: the rules alone). */
	proposals: ProposalJudge | null;
}
