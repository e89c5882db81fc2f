import { describe, expect, it } from 'vitest';
import {
	isApposedName,
	isDistinctiveLongForm,
	isDistinctivePhrase,
	isShapedAcronym
} from '../../../../etl/extract/proposed/distinctive.ts';
import { nothingKnown } from '../name-knowledge.ts';

describe('distinctive names', () => {
	it('reads an acronym with lower case or digits as a coinage, a plural s not', () => {
		expect(isShapedAcronym('ViTaL')).toBe(true);
		expect(isShapedAcronym('H2O')).toBe(true);
		expect(isShapedAcronym('RICs')).toBe(false);
		expect(isShapedAcronym('PPO')).toBe(false);
	});

	it('takes three words or a hyphenated one as distinctive, two plain words as a term', () => {
		expect(isDistinctivePhrase('Residual Network')).toBe(false);
		expect(isDistinctivePhrase('Stability-based Expert')).toBe(true);
		expect(isDistinctivePhrase('Guess Think Answer')).toBe(true);
	});

	it('needs a long form that spells the acronym, unless the acronym is shaped', () => {
		expect(isDistinctiveLongForm('Guess-Think-Answer', 'GTA')).toBe(true);
		expect(isDistinctiveLongForm('Federated Learning', 'FL')).toBe(false);
		expect(isDistinctiveLongForm('Lunar Orbit Tracker', 'XYZ')).toBe(false);
		expect(isDistinctiveLongForm(undefined, 'ViTaL')).toBe(true);
	});

	it('takes common capitals as a name only where an indefinite apposition presents them', () => {
		const text = 'We build Agent Lightning, a flexible framework. Agent Lightning scales.';
		expect(isApposedName('Agent Lightning', text, nothingKnown)).toBe(true);
		expect(isApposedName('Agent Lightning', 'Agent Lightning scales.', nothingKnown)).toBe(false);
		expect(isApposedName('Lightning', text, nothingKnown)).toBe(false);
		const known = { ...nothingKnown, isTerm: (p: string) => p === 'Agent Lightning' };
		expect(isApposedName('Agent Lightning', text, known)).toBe(false);
	});
});
