import { describe, expect, it } from 'vitest';
import { introducedNames } from '../../../../etl/extract/proposed/introduced.ts';
import { nothingKnown } from '../name-knowledge.ts';

const introduced = (abstract: string) =>
	introducedNames(abstract, 'abstract', nothingKnown).map((c) => c.raw);

describe('introducedNames', () => {
	it('reads a single author introducing what they made, as "we" does', () => {
		expect(introduced('First, I introduce HarbTalk, a system that gives crews feedback.')).toEqual([
			'HarbTalk'
		]);
		expect(introduced('Finally, I present DockSim, a framework that simulates ports.')).toEqual([
			'DockSim'
		]);
		// (Not a Roman numeral or a pronoun in another sense: "I" must be the one who introduces.)
		expect(introduced('In Phase I the crews compare DockSim with others.')).toEqual([]);
	});

	it('reads plain lower-case words right after the verb that an apposition presents as new', () => {
		expect(
			introduced('We introduce berth shields, a novel post-processing approach for ports.')
		).toEqual(['berth shields']);
		expect(introduced('We propose crane-hop, a complementary benchmark for cranes.')).toEqual([
			'crane-hop'
		]);
		// (Not a long-known thing, nor words that are no name: "the use of", a preposition.)
		expect(introduced('We present reward shaping, a technique widely used in practice.')).toEqual(
			[]
		);
		expect(introduced('We propose the application of tides, a new approach.')).toEqual([]);
		expect(introduced('We propose berth shields to help, a new approach.')).toEqual([]);
	});
});
