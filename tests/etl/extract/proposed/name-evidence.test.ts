import { describe, expect, it } from 'vitest';
import { namesToWeigh } from '../../../../etl/extract/proposed/name-evidence.ts';
import { sourcesOf } from '../../../../etl/extract/sources.ts';
import { nothingKnown } from '../name-knowledge.ts';

const weigh = (title: string, abstract: string, knowledge = nothingKnown) =>
	namesToWeigh(sourcesOf(title, abstract), knowledge);
const evidenceOf = (name: string, title: string, abstract: string) =>
	weigh(title, abstract).find((w) => w.name === name)?.evidence ?? [];

describe('namesToWeigh', () => {
	it('says where a name stands, how it is written and used, and what its sentence says', () => {
		const title = 'KeSTREL: Agile Drones';
		const abstract =
			'Drones crash. We propose KeSTREL (Kinetic Estimation), a framework. KeSTREL beats PPO.';
		expect(evidenceOf('KeSTREL', title, abstract)).toEqual(
			expect.arrayContaining([
				'title prefix',
				'in title',
				'read in title',
				'title and abstract',
				'inner capital',
				'before colon',
				'after agile',
				'before parenthesis',
				'sentence propose',
				'sentence we',
				'before propose',
				'before 1 propose',
				'after kinetic',
				'after 1 kinetic',
				'uses 3',
				'sentence 1',
				'abstract quarter 1'
			])
		);
		expect(evidenceOf('KeSTREL', title, abstract)).not.toContain('all capitals');
	});

	it('tells a compared name by the words of its sentence, not of the sentence before', () => {
		const evidence = evidenceOf(
			'TRPO',
			'A study',
			'We propose a planner. Our method outperforms TRPO on MuJoCo.'
		);
		expect(evidence).toEqual(
			expect.arrayContaining(['all capitals', 'sentence outperform', 'sentence our', 'after on'])
		);
		expect(evidence).not.toContain('sentence propose');
	});

	it('does not end a sentence at an abbreviation', () => {
		const evidence = evidenceOf('KiteNet', 'A study', 'We propose e.g. KiteNet here.');
		expect(evidence).toEqual(expect.arrayContaining(['sentence propose', 'sentence 0']));
	});

	it('marks a name the vocabularies know, and each piece of evidence once', () => {
		const knowing = { ...nothingKnown, isKnown: (n: string) => n === 'PPO', isTerm: () => true };
		const [ppo] = weigh('A study', 'We use PPO. PPO is stable. PPO again.', knowing);
		expect(ppo.evidence).toEqual(expect.arrayContaining(['known', 'term', 'uses 3']));
		expect(new Set(ppo.evidence).size).toBe(ppo.evidence.length);
	});

	it('reads the words around a name at their offsets in a text whose lower case is longer', () => {
		// "İ" lower-cases to two characters: the words after the name are still its own.
		const evidence = evidenceOf('KiteNet', 'A study', 'İstanbul drones: KiteNet flies fast.');
		expect(evidence).toEqual(expect.arrayContaining(['after 1 flies', 'before 1 drones']));
	});

	it('adds a name at its first place, as written', () => {
		const [first] = weigh('A study', 'Our agent \\textsc{Kestrel} flies. Kestrel lands.');
		expect(first.name).toBe('Kestrel');
		expect(first.candidate).toMatchObject({
			raw: '\\textsc{Kestrel}',
			field: 'abstract',
			start: 10
		});
	});
});
