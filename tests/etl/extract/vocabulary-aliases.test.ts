// Each alias names one thing: an alias listed under two canonical names silently goes to
// whichever comes last, so the other entry's spelling is dead (one concept, declared once).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';

const entriesOf = (file: string): Record<string, string[]> =>
	JSON.parse(readFileSync(new URL(`../../../etl/vocab/${file}.json`, import.meta.url), 'utf8'))
		.entries;

describe('bundled vocabularies', () => {
	for (const file of ['algorithms', 'paradigms', 'benchmarks']) {
		it(`${file}: no alias belongs to two names`, () => {
			const owner = new Map<string, string>();
			const twice: string[] = [];
			for (const [name, aliases] of Object.entries(entriesOf(file))) {
				for (const alias of aliases) {
					const seen = owner.get(alias);
					if (seen !== undefined && seen !== name) twice.push(`${alias}: ${seen} and ${name}`);
					owner.set(alias, name);
				}
			}
			expect(twice).toEqual([]);
		});
	}

	it('counts a version of an algorithm as the algorithm (FEATURES.md canonical names)', () => {
		expect(extract('T', 'We build on DreamerV3 and compare with TD-MPC2.').algorithms).toEqual([
			'Dreamer',
			'TD-MPC'
		]);
	});

	it('reads the spelled-out StarCraft Multi-Agent Challenge as SMAC', () => {
		expect(
			extract('T', 'We test on the StarCraft Multi-Agent Challenge and PettingZoo.').benchmarks
		).toContain('SMAC');
	});

	it('knows the search and evolutionary algorithms the annotators count', () => {
		expect(
			extract(
				'T',
				'We combine a genetic algorithm, neuroevolution, quality-diversity search and GFlowNets.'
			).algorithms
		).toEqual(['Genetic Algorithm', 'Neuroevolution', 'Quality-Diversity', 'GFlowNet']);
	});

	it('names an algorithm by the acronym the field uses, spelled out or not (FEATURES.md)', () => {
		expect(
			extract(
				'T',
				'We compare policy mirror descent, counterfactual regret minimization, fitted Q-iteration and mirror descent policy optimization.'
			).algorithms
		).toEqual(['PMD', 'CFR', 'FQI', 'MDPO']);
		expect(
			extract('T', 'Upside-down reinforcement learning and RCSL both condition on returns.')
				.algorithms
		).toEqual(['UDRL', 'RCSL']);
	});
});
