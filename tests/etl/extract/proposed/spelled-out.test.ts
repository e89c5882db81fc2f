import { describe, expect, it } from 'vitest';
import { withoutSpelledOut } from '../../../../etl/extract/proposed/spelled-out.ts';
import type { Coinage } from '../../../../etl/types.ts';
import { extract } from '../../bundled-vocabulary.ts';

const coinage = (name: string, long_form: string | null = null): Coinage => ({
	name,
	type: 'method',
	long_form,
	evidence: ''
});

describe('withoutSpelledOut', () => {
	it('keeps the short name of a coinage the paper also coins spelled out', () => {
		expect(
			withoutSpelledOut([
				coinage('Chain-of-Action'),
				coinage('CoA', 'Chain-of-Action'),
				coinage('ActBench')
			]).map((c) => c.name)
		).toEqual(['CoA', 'ActBench']);
	});

	it('matches the spelling whatever its case, and keeps a name that is its own long form', () => {
		expect(
			withoutSpelledOut([coinage('Multi-Layer GRPO'), coinage('MGRPO', 'Multi-layer GRPO')]).map(
				(c) => c.name
			)
		).toEqual(['MGRPO']);
		expect(withoutSpelledOut([coinage('Tabula', 'Tabula')]).map((c) => c.name)).toEqual(['Tabula']);
	});

	it('learns one name from a title that spells out the acronym its abstract defines', () => {
		const { coined } = extract(
			'Chain-of-Sketch: Planning Robot Motions with Drawn Steps',
			'We introduce Chain-of-Sketch (CoSk), a planner that draws each step before acting.'
		);
		expect(coined.map((c) => [c.name, c.long_form])).toEqual([['CoSk', 'Chain-of-Sketch']]);
	});
});

describe('withoutSpelledOut, types', () => {
	it("gives the short form the spelled-out one's type when its own is unknown", () => {
		const kept = withoutSpelledOut([
			{ ...coinage('Sketch Arena'), type: 'benchmark' },
			{ ...coinage('SkA', 'Sketch Arena'), type: 'other' }
		]);
		expect(kept.map((c) => [c.name, c.type])).toEqual([['SkA', 'benchmark']]);
	});
});
