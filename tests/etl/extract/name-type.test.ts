import { describe, expect, it } from 'vitest';
import { typeOfName } from '../../../etl/extract/name-type.ts';

const typeIn = (sentence: string, name: string) =>
	typeOfName(name, sentence, sentence.indexOf(name));

describe('typeOfName', () => {
	it('reads a model from the nearest head noun, transformers and networks included', () => {
		expect(typeIn('We steer an autoregressive music transformer called TuneGen.', 'TuneGen')).toBe(
			'model'
		);
		expect(typeIn('We train a graph neural network, dubbed GraphKit, on maps.', 'GraphKit')).toBe(
			'model'
		);
		expect(typeIn('We propose GraphKit, a framework for planning.', 'GraphKit')).toBe('method');
		expect(typeIn('We release PlanArena, a benchmark of plans.', 'PlanArena')).toBe('benchmark');
	});
});
