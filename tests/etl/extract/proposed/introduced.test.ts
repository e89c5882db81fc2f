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
});
