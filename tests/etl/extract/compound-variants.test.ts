import { describe, expect, it } from 'vitest';
import { compoundVariantHits } from '../../../etl/extract/compound-variants.ts';
import { vocabulary } from '../bundled-vocabulary.ts';

const bases = (text: string) =>
	compoundVariantHits(vocabulary.algorithms, text, vocabulary.algorithms.find(text)).map((h) => [
		h.name,
		text.slice(h.start, h.end)
	]);

describe('compoundVariantHits', () => {
	it('reads the known acronym a prefix compound ends with as its base algorithm', () => {
		expect(bases('We train with S-GRPO and F-MAPPO.')).toEqual([
			['GRPO', 'GRPO'],
			['MAPPO', 'MAPPO']
		]);
	});

	it('reads nothing where the compound is itself a name or ends in no known acronym', () => {
		// "MA-PPO" is MAPPO, which the dictionary reads whole; "TD3-BC" is a suffix compound.
		expect(bases('We compare MA-PPO with TD3-BC.')).toEqual([]);
		expect(bases('A Co-Pilot for X-ABC tasks.')).toEqual([]);
	});
});
