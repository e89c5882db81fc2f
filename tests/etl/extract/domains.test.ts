import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const domains = (title: string, abstract: string) => extract(title, abstract).domains;

describe('domains', () => {
	it('adds control to classic RL studied for its theory, safety or on robots', () => {
		expect(
			domains(
				'Sample complexity of offline RL',
				'We prove a regret bound and a theorem on sample complexity for offline reinforcement learning with function approximation.'
			)
		).toEqual(['theory', 'control']);
	});

	it('does not add control when a language model is the subject', () => {
		expect(
			domains(
				'Regret bounds for RLHF',
				'We prove a regret bound and a theorem for reinforcement learning from human feedback of large language models.'
			)
		).not.toContain('control');
	});
});
