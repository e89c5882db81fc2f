import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	abbreviatedBefore,
	cannotBeNameLike,
	cannotSpell,
	isNameLike as isNameLikeUncached,
	lettersWithin,
	spelledOutAfter,
	spelledOutBefore,
	spells,
	spellsUncached
} from '../../../etl/extract/name-shape.ts';
import { vocabulary } from '../bundled-vocabulary.ts';

const { isNameLike, isStopCapital } = vocabulary.shape;

describe('name shape', () => {
	it('tells coined names from words and compounds', () => {
		for (const name of ['ArenaRL', 'GUI-G1', 'SWE-Gym', 'Digi-Q', 'Qwen3', 'REINFORCE++'])
			expect(isNameLike(name), name).toBe(true);
		for (const word of [
			'Reinforcement',
			'LLM',
			'Multi-Agent',
			'KL-regularized',
			'Vision-Language',
			'F1'
		])
			expect(isNameLike(word), word).toBe(false);
	});

	it('settles plain words at once, and only tokens that cannot be name-like', () => {
		for (const word of ['The', 'Policy', 'we', 'A', 'Reinforcement-learning', ''])
			expect(cannotBeNameLike(word), word).toBe(true);
		for (const token of ['ArenaRL', 'Qwen3', 'GUI-G1', 'LLM', 'F1', 'λ-RLM', 'Über', 'ÉCOLE'])
			expect(cannotBeNameLike(token), token).toBe(false);
		const token = fc.stringMatching(/^[A-Za-z0-9\-'+.‑λ]{0,8}$/);
		fc.assert(
			fc.property(token, (t) => {
				if (cannotBeNameLike(t))
					expect(
						isNameLikeUncached(t, () => false),
						t
					).toBe(false);
				expect(isNameLike(t), t).toBe(
					!cannotBeNameLike(t) && isNameLikeUncached(t, (w) => vocabulary.shape.isGeneric(w))
				);
			}),
			{ numRuns: 2000 }
		);
	});

	it('takes a capitalised adverb or connective for a sentence opener, not a name', () => {
		for (const word of ['Empirically', 'Thirdly', 'Notably', 'Then', 'Besides', 'Next'])
			expect(isStopCapital(word), word).toBe(true);
		for (const name of ['Firefly', 'Holly', 'Jelly', 'Cascade', 'Vantage', 'Italy'])
			expect(isStopCapital(name), name).toBe(false);
	});

	it('checks that a long form spells an acronym', () => {
		expect(spells('MPO', 'Meta Policy Optimization')).toBe(true);
		expect(spells('GRPO', 'Group Relative Policy Optimization')).toBe(true);
		expect(spells('GTA', 'Guess-Think-Answer')).toBe(true);
		expect(spells('RLUF', 'Reinforcement Learning from User Feedback')).toBe(true);
		expect(spells('SDC', 'Adaptive Policy Search')).toBe(false);
		// Capitals set inside small words spell it, all of them and from the first letter.
		expect(spells('LASER', 'Length-bAsed StEp Reward shaping method')).toBe(true);
		expect(spells('CORONA', 'Chain Of Retrieval ON grAphs')).toBe(true);
		expect(spells('LASER', 'Length-bAsed StEp Reward Shaping')).toBe(false);
		expect(spells('ASER', 'bAsed StEp Reward shaping')).toBe(false);
	});

	it('settles at once only long forms that cannot spell the acronym', () => {
		expect(cannotSpell('MPO', 'Meta Policy Optimization')).toBe(false);
		expect(cannotSpell('ViTaL', 'VisuoTactile Local')).toBe(false);
		expect(cannotSpell('xLSTM', 'Long Short-Term Memory')).toBe(false); // its first capital
		expect(cannotSpell('MPO', 'of Meta Policy')).toBe(false); // small words do not count
		expect(cannotSpell('MPO', 'Optimization')).toBe(true); // one word
		expect(cannotSpell('MPO', 'the Policy Optimization')).toBe(true);
		const word = fc.constantFrom(
			'Meta',
			'policy',
			'of',
			'the',
			'Óptimo',
			'σ-Net',
			'ΣNet',
			'-',
			'x'
		);
		const longForm = fc.array(word, { maxLength: 5 }).map((w) => w.join(' '));
		const acronym = fc.stringMatching(/^[A-Za-z\-ÓσΣ]{0,5}$/);
		fc.assert(
			fc.property(acronym, longForm, (a, l) => {
				if (cannotSpell(a, l)) expect(spellsUncached(a, l), `${a} / ${l}`).toBe(false);
				expect(spells(a, l)).toBe(spellsUncached(a, l));
			}),
			{ numRuns: 3000 }
		);
	});

	it('finds the words an acronym may abbreviate with letters from inside a word', () => {
		expect(abbreviatedBefore('accuracy of each multipath component', 'MPC')).toBe(
			'multipath component'
		);
		expect(abbreviatedBefore('secure multiparty computation', 'MPC')).toBe(
			'multiparty computation'
		);
		// The last word must start with the acronym's last letter, the first with its first.
		expect(abbreviatedBefore('accuracy of each multipath signal', 'MPC')).toBeNull();
		expect(abbreviatedBefore('the path component', 'MPC')).toBeNull();
	});
});

describe('lettersWithin', () => {
	it('finds the letters of an acronym in order in lower-case words, the first one first', () => {
		expect(lettersWithin('algebraic multigrid method', 'AMG')).toBe(true);
		expect(lettersWithin('policy estimator', 'PE')).toBe(true);
		expect(lettersWithin('', 'GLOW')).toBe(false);
		expect(lettersWithin('Policy Estimator', 'PE')).toBe(false);
		expect(lettersWithin('estimator of policies', 'PE')).toBe(false);
	});
});

describe('spelledOutAfter', () => {
	it('reads the words in brackets right after a name that spell it out', () => {
		expect(spelledOutAfter(' (Last-Token Self-Rewarding Reinforcement) is', 'LTSRR')).toBe(
			'Last-Token Self-Rewarding Reinforcement'
		);
		expect(spelledOutAfter(' (Multi-layer GRPO), a', 'MGRPO')).toBe('Multi-layer GRPO');
		// Not words that do not spell it, a short form of a long name, or a phrase about it.
		expect(spelledOutAfter(' (see Section 2)', 'SPA')).toBeNull();
		expect(spelledOutAfter(' (H-learner)', 'Hybrid Learner')).toBeNull();
		expect(spelledOutAfter(' (for temperature-aware offloading)', 'TAO')).toBeNull();
		expect(spelledOutAfter(', Temporal Aware Offloading', 'TAO')).toBeNull();
	});
});

describe('spelledOutBefore', () => {
	it('reads the words before an acronym that spell it, initial by initial', () => {
		expect(spelledOutBefore('we follow Group Sequence Policy Optimization', 'GSPO')).toBe(
			'Group Sequence Policy Optimization'
		);
		expect(spelledOutBefore('we follow the usual recipe', 'GSPO')).toBeNull();
	});

	it('reads a quoted long form without its quote marks', () => {
		expect(spelledOutBefore('we use the "Token Budget Scheduler"', 'TBS')).toBe(
			'Token Budget Scheduler'
		);
		expect(spelledOutBefore('we use the «Shared Grid Rollouts»', 'SGR')).toBe(
			'Shared Grid Rollouts'
		);
		expect(spelledOutBefore('we use the ‘Lattice Policy Search’', 'LPS')).toBe(
			'Lattice Policy Search'
		);
	});

	it('lets words written as a name abbreviate more freely, a letter from inside a word or two words left out', () => {
		expect(spelledOutBefore('we present Z-Guided Sparse Tree Search', 'ZSS')).toBe(
			'Z-Guided Sparse Tree Search'
		);
		expect(spelledOutBefore('the Layered Cross-Domain Memory Graph', 'L-CDMG')).toBe(
			'Layered Cross-Domain Memory Graph'
		);
		expect(spelledOutBefore('the Layered Cross-Domain Memory Aggregation', 'L-CDMAG')).toBe(
			'Layered Cross-Domain Memory Aggregation'
		);
	});

	it('reads small words inside a name-cased long form, and returns the words as the text has them', () => {
		expect(spelledOutBefore('we propose Stacking of Quantized Harbor Layers', 'SQUHL')).toBe(
			'Stacking of Quantized Harbor Layers'
		);
		expect(spelledOutBefore('we propose Harbor Crane\nPolicy Optimization', 'HCPO')).toBe(
			'Harbor Crane\nPolicy Optimization'
		);
	});

	it('keeps the looser reading to name-cased words that hold the letters mostly as initials', () => {
		// In lower case the words are a term's, not a name's.
		expect(spelledOutBefore('we present z-guided sparse tree search', 'ZSS')).toBeNull();
		// The first word must start the acronym; all initials but one must be its letters.
		expect(spelledOutBefore('the Guided Sparse Tree Search', 'ZSS')).toBeNull();
		expect(spelledOutBefore('the Zonal Layered Memory Graph', 'ZONG')).toBeNull();
		// Three words left out are too many.
		expect(spelledOutBefore('the Zonal Big Sparse Very Tree Search', 'ZSS')).toBeNull();
	});
});
