import { describe, expect, it } from 'vitest';
import { isBackground, ownVoiceStart } from '../../../etl/extract/background.ts';

const background = (abstract: string, phrase: string) => {
	const at = abstract.indexOf(phrase);
	return isBackground(abstract, at, at + phrase.length, ownVoiceStart(abstract));
};

describe('ownVoiceStart', () => {
	it('finds the first sentence in which the paper speaks for itself', () => {
		const abstract =
			'Models such as Kite are strong. In this paper, we train Kite. Our results hold.';
		expect(ownVoiceStart(abstract)).toBe(abstract.indexOf('In this paper'));
		expect(ownVoiceStart('This paper trains Kite.')).toBe(0);
		// Never in its own voice: nothing before it to call background.
		expect(ownVoiceStart('Kite is trained on maps. Results improve.')).toBe(0);
	});
});

describe('isBackground', () => {
	it('reads what others did before the paper speaks as background', () => {
		expect(background('With the advent of Kite-R1, RL spread. We train Lark.', 'Kite-R1')).toBe(
			true
		);
	});

	it('reads a model compared with or evaluated, or named in the own voice, as used', () => {
		expect(
			background('Kite-R1 is beaten by smaller models than it. We train Lark.', 'Kite-R1')
		).toBe(false);
		expect(background('The study evaluates six models: Kite, Lark. We find gaps.', 'Kite')).toBe(
			false
		);
		expect(background('Many cite Kite. We fine-tune Kite on maps.', 'fine-tune Kite')).toBe(false);
	});
});
