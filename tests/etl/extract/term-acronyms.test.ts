import { describe, expect, it } from 'vitest';
import { termAcronyms } from '../../../etl/extract/term-acronyms.ts';

describe('termAcronyms', () => {
	it('keeps the acronyms spelled out in plain words, with the singular of a plural one', () => {
		const terms = termAcronyms(
			'We study federated learning (FL) in trusted execution environments (TEEs) with Meta Policy Optimization (MPO).'
		);
		expect([...terms].sort()).toEqual(['FL', 'TEE', 'TEEs']);
	});

	it('finds nothing in a text without brackets or with an acronym nothing spells out', () => {
		expect(termAcronyms('No brackets here.').size).toBe(0);
		expect(termAcronyms('The results (RSQ) hold.').size).toBe(0);
	});
});
