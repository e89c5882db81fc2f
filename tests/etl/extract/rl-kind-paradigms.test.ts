import { describe, expect, it } from 'vitest';
import { speaksOfRl, standsWithoutRl } from '../../../etl/extract/rl-kind-paradigms.ts';
import { sourcesOf } from '../../../etl/extract/sources.ts';
import { extract } from '../bundled-vocabulary.ts';

const paradigmsOf = (title: string, abstract: string) => extract(title, abstract).paradigms;

describe('a kind of RL read from a cue that does not say RL', () => {
	it('is no paradigm in a text that never speaks of RL', () => {
		expect(
			paradigmsOf(
				'Stable rule sets by multi-objective optimisation',
				'We trade accuracy against rule-set size with a multi-objective genetic search.'
			)
		).not.toContain('Multi-Objective RL');
		expect(
			paradigmsOf(
				'Forgetting in image classifiers',
				'Continual learning of image classes suffers from catastrophic forgetting.'
			)
		).not.toContain('Continual RL');
		expect(
			paradigmsOf(
				'Fault detection in batteries',
				'A model-free detection method flags internal short circuits from voltage alone.'
			)
		).not.toContain('Model-Free RL');
	});

	it('is that paradigm in a text about RL, whichever words say so', () => {
		expect(
			paradigmsOf(
				'Trading off two objectives',
				'An agent maximises two rewards at once with a multi-objective method.'
			)
		).toContain('Multi-Objective RL');
		expect(
			paradigmsOf(
				'Agents that keep learning',
				'Continual learning of control policies across changing action spaces.'
			)
		).toContain('Continual RL');
		expect(
			paradigmsOf(
				'Sim-to-real transfer',
				'Reinforcement-learning agents generalise zero-shot: zero-shot transfer to new robots.'
			)
		).toContain('Zero-Shot RL');
		// An RL algorithm named is RL in sight.
		expect(
			paradigmsOf('Fine-tuning with PPO', 'We compare PPO with a model-based approach.')
		).toContain('Model-Based RL');
		// So are the acronyms of RL's kinds, and its words in capitals.
		expect(
			paradigmsOf('Continual RLHF', 'Continual learning of preferences from human feedback.')
		).toContain('Continual RL');
		expect(
			paradigmsOf('ZERO-SHOT TRANSFER IN REINFORCEMENT LEARNING', 'Agents adapt to new tasks.')
		).toContain('Zero-Shot RL');
		expect(paradigmsOf('Teams', 'A multi-objective method for MARL.')).toContain(
			'Multi-Objective RL'
		);
	});

	it('reads no RL in a URL or in words that end in "rl"', () => {
		expect(
			paradigmsOf(
				'Forgetting in classifiers',
				'Continual learning on curl-sized images of a girl; code at the URL below.'
			)
		).not.toContain('Continual RL');
	});

	it('needs no RL around it when the cue itself says RL or speaks as RL does', () => {
		expect(
			paradigmsOf('Many objectives', 'We study multi-objective reinforcement learning.')
		).toContain('Multi-Objective RL');
		expect(paradigmsOf('Logged data', 'Off-policy learning from logged interactions.')).toContain(
			'Off-Policy RL'
		);
		// "constrained RLHF" says RL: Safe RL, and RLHF with it.
		expect(paradigmsOf('Safe alignment', 'We propose constrained RLHF for LLMs.')).toEqual(
			expect.arrayContaining(['Safe RL'])
		);
	});
});

describe('speaksOfRl and standsWithoutRl', () => {
	it('reads RL from its words or from a named algorithm', () => {
		expect(speaksOfRl(sourcesOf('A title', 'Rewards shape the learned policy.'), false)).toBe(true);
		expect(speaksOfRl(sourcesOf('A title', 'We optimise two loss terms.'), false)).toBe(false);
		expect(speaksOfRl(sourcesOf('A title', 'We optimise two loss terms.'), true)).toBe(true);
	});

	it('lets a paradigm that is no kind of RL, or a cue that says RL, stand alone', () => {
		const text = 'continual learning and MORL and imitation learning';
		const hit = (name: string, cue: string) => ({
			name,
			start: text.indexOf(cue),
			end: text.indexOf(cue) + cue.length
		});
		expect(standsWithoutRl(hit('Continual RL', 'continual learning'), text)).toBe(false);
		expect(standsWithoutRl(hit('Multi-Objective RL', 'MORL'), text)).toBe(true);
		expect(standsWithoutRl(hit('Imitation Learning', 'imitation learning'), text)).toBe(true);
	});
});
