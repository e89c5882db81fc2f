import { describe, expect, it } from 'vitest';
import { parseSample } from '../../../etl/bench/sample-papers.ts';
import { buildTemplates } from '../../../etl/bench/sample-templates.ts';

const paper = (title: string, summary: string) => JSON.stringify({ title, summary });
const SAMPLE = parseSample(
	[
		paper('Scaling GRPO Agents', 'We train GRPO with Deep Policy Search (DPS) on Atari.'),
		paper('GRPO Revisited', 'GRPO meets Kernel Memory Networks (KMN); ZetaNet too.'),
		paper('Another Paper', 'Nothing named here at all.')
	].join('\n')
);

describe('buildTemplates', () => {
	const templates = buildTemplates(SAMPLE);

	it('keeps a name several papers use as common, the others are rare', () => {
		expect([...templates.common]).toEqual(['GRPO']);
		const names = templates.papers[1].summary.pieces.filter(
			(piece) => typeof piece !== 'string' && piece.slot === 'name'
		);
		expect(
			names.map((piece) => typeof piece !== 'string' && piece.slot === 'name' && piece.stem)
		).toEqual(['KMN', 'ZetaNet']);
	});

	it('makes slots of plain capitalised names by where they stand', () => {
		const stems = templates.papers[0].summary.pieces.flatMap((piece) =>
			typeof piece !== 'string' && piece.slot === 'name' ? [piece.stem] : []
		);
		expect(stems).toEqual(['DPS', 'Atari']);
	});

	it("collects the long forms' words by initial, and the letters acronyms may use", () => {
		expect(Object.fromEntries(templates.longFormWords)).toEqual({
			D: ['deep'],
			K: ['kernel'],
			M: ['memory'],
			N: ['networks'],
			P: ['policy'],
			S: ['search']
		});
		expect(templates.acronymLetters).toBe('DKMNPS');
	});

	it('collects ordinary title words of five letters or more', () => {
		expect(templates.titleWords).toEqual(['agents', 'another', 'paper', 'revisited', 'scaling']);
	});

	it('refuses a sample that spells out too few acronyms to coin new ones', () => {
		expect(() => buildTemplates(parseSample(paper('A', 'No acronyms.')))).toThrow(/too few/);
	});
});
