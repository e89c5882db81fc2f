import { describe, expect, it } from 'vitest';
import { titlePhraseProposed } from '../../../../etl/extract/proposed/title-phrase.ts';

const noTerm = () => false;
const names = (title: string, abstract: string, isTerm: (p: string) => boolean = noTerm) =>
	titlePhraseProposed(title, abstract, isTerm).map((p) => [p.name, p.longForm]);

describe('titlePhraseProposed', () => {
	it('reads a phrase the abstract proposes in plain words as the name the title writes', () => {
		expect(
			names('Policy-Guided Diffusion', 'As an alternative, we propose policy-guided diffusion.')
		).toEqual([['Policy-Guided Diffusion', 'Policy-Guided Diffusion']]);
		expect(
			names(
				'Predictable MDP Abstraction for Unsupervised Model-Based RL',
				'To this end, we propose predictable MDP abstraction (PMA): a transformed MDP.'
			)
		).toEqual([['PMA', 'Predictable MDP Abstraction']]);
		// "our" before the phrase: still the title's name.
		expect(
			names(
				'Offline Learning with Closed-Form Policy Improvement Operators',
				'In this paper, we propose our closed-form policy improvement operators. They help.'
			)
		).toEqual([
			['Closed-Form Policy Improvement Operators', 'Closed-Form Policy Improvement Operators']
		]);
		expect(names('Closed-Form Operators', 'We present our method, which is new.')).toEqual([]);
	});

	it('reads nothing the title does not write as a name, or only describes', () => {
		// An article before the phrase: a description.
		expect(names('A Sparse Reward Shaping', 'We propose a sparse reward shaping.')).toEqual([]);
		// Lower case in the title, a term of the field, or a plural kind.
		expect(names('Learning with sparse rewards', 'We propose sparse rewards, which help.')).toEqual(
			[]
		);
		expect(
			names(
				'Offline Reinforcement Learning Works',
				'We present offline reinforcement learning.',
				() => true
			)
		).toEqual([]);
		expect(names('Fast DRAM Techniques', 'We present DRAM techniques.')).toEqual([]);
		// Only part of the proposed phrase in the title.
		expect(names('Adaptive Sampling', 'We propose adaptive sampling with learned priors.')).toEqual(
			[]
		);
		// A title with a colon names its thing before the colon, not after it.
		expect(names('Foo: Policy-Guided Diffusion', 'We propose policy-guided diffusion.')).toEqual(
			[]
		);
	});

	it("reads a title's plain prefix as the name when the abstract proposes it, typed by its subtitle", () => {
		const [phrase] = titlePhraseProposed(
			'Self-Steering Drones: Learning Formation Control',
			'We introduce self-steering drones, a protocol that keeps formation.',
			noTerm
		);
		expect([phrase.name, phrase.subtitle]).toEqual([
			'Self-Steering Drones',
			' Learning Formation Control'
		]);
		// Nor a thing the text calls long known.
		expect(
			names('Reward Shaping: A Survey', 'We present reward shaping, a technique widely used in RL.')
		).toEqual([]);
		// Only the whole prefix: a part of it is no name.
		expect(
			names('Self-Steering Drones: Learning Control', 'We introduce self-steering, which helps.')
		).toEqual([]);
	});
});
