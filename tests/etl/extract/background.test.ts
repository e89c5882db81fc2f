import { describe, expect, it } from 'vitest';
import { backgroundOf } from '../../../etl/extract/background.ts';

const background = (abstract: string, phrase: string) =>
	backgroundOf(abstract)(abstract.indexOf(phrase));

describe('backgroundOf', () => {
	it('reads what others did before the paper speaks as background', () => {
		expect(background('With the advent of Kite-R1, RL spread. We train Lark.', 'Kite-R1')).toBe(
			true
		);
		expect(
			background('Models such as Kite reason. Many follow. The paper trains Lark.', 'Kite')
		).toBe(true);
	});

	it('reads a model compared with or evaluated as used', () => {
		const cases = [
			'Kite-R1 is beaten by smaller models than it. We train Lark.',
			'The study evaluates six models: Kite, Lark. We find gaps.'
		];
		for (const abstract of cases) expect(background(abstract, 'Kite')).toBe(false);
		// Adapting a model is no use of it by this paper: others distilled from it.
		expect(background('Models distilled from Kite-R1 reason. We train Lark.', 'Kite-R1')).toBe(
			true
		);
	});

	it('reads nothing as background in the own voice, or in an abstract that never speaks so', () => {
		expect(background('Many cite Kite. We fine-tune Kite on maps.', 'Kite on maps')).toBe(false);
		expect(background('This survey covers Kite and Lark.', 'Kite')).toBe(false);
		expect(background('Kite is trained on maps. Results improve.', 'Kite')).toBe(false);
	});
});
