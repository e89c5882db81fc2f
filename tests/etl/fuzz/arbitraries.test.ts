// The fuzz cases' own bookkeeping: a property is only as honest as what it expects.
import { describe, expect, it } from 'vitest';
import { papersLeft } from '../../../etl/fuzz/arbitraries.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('papersLeft', () => {
	it('keeps a title the cut leaves at least one byte of', () => {
		expect(papersLeft([1, 3], bytes('Title A\nabstract\nT'))).toEqual({
			titles: [1, 3],
			lastLine: 3
		});
	});

	it('drops a title whose every byte the cut removed (found by the fuzz property, seed -1076811056)', () => {
		expect(papersLeft([1, 3], bytes('Title A\nabstract\n'))).toEqual({ titles: [1], lastLine: 3 });
		expect(papersLeft([1], bytes(''))).toEqual({ titles: [], lastLine: 1 });
	});
});
