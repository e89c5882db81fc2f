import { describe, expect, it } from 'vitest';
import { abbreviatedBefore, lettersWithin, spells } from '../../../etl/extract/name-shape.ts';
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
