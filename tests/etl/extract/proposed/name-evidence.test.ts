import { describe, expect, it } from 'vitest';
import { namesToWeigh } from '../../../../etl/extract/proposed/name-evidence.ts';
import { sourcesOf } from '../../../../etl/extract/sources.ts';
import { nothingKnown } from '../name-knowledge.ts';

const weigh = (title: string, abstract: string, knowledge = nothingKnown) =>
	namesToWeigh(sourcesOf(title, abstract), knowledge);
const named = (title: string, abstract: string) => weigh(title, abstract).map((w) => w.name);
const evidenceOf = (name: string, title: string, abstract: string) =>
	weigh(title, abstract).find((w) => w.name === name)?.evidence ?? [];

describe('namesToWeigh: which strings are weighed', () => {
	it('weighs the title prefix, name-shaped tokens, then long forms before an acronym, each once', () => {
		expect(
			named(
				'Tide Pool: Learning to Swim',
				'We train ReMax on Qwen2.5 with Reward Shaping Modules (RSM). ReMax wins on R1 tasks.'
			)
		).toEqual(['Tide Pool', 'ReMax', 'Qwen2.5', 'RSM', 'R1', 'Reward Shaping Modules']);
	});

	it('weighs no name with a bracket in it', () => {
		expect(named('(SimPhon Test): A method', 'We define SimPhon-2.')).toEqual([
			'SimPhon',
			'SimPhon-2'
		]);
	});

	it('leaves plain words, counts and sizes alone', () => {
		expect(named('Learning to swim', 'We use 7B and 350M models in 2024 with Adam.')).toEqual([]);
	});

	it('reads a typeset name as a reader sees it, and an acronym plural as its singular', () => {
		const names = named(
			'A study',
			'We present \\textsc{Harbor}, trained with local servers (LPSs) and IS-DAAs.'
		);
		expect(names).toContain('Harbor');
		expect(names).toContain('LPS');
		expect(names).toContain('IS-DAA');
		expect(names).not.toContain('LPSs');
	});

	it('does not weigh what `settled` says is decided, nor its other spellings', () => {
		const sources = sourcesOf(
			'A study',
			'We propose GRPO-X. Unlike GRPO, GRPO-X adapts; GRPOs vary.'
		);
		const names = namesToWeigh(sources, nothingKnown, (name) => name === 'GRPO').map((w) => w.name);
		expect(names).toEqual(['GRPO-X']);
	});

	it('keeps the first place of a name as the candidate the extractor adds', () => {
		const [first] = weigh('A study', 'Our agent Kestrel-2 flies. Kestrel-2 lands.');
		expect(first.candidate).toMatchObject({ raw: 'Kestrel-2', field: 'abstract', start: 10 });
	});
});

describe('namesToWeigh: the evidence', () => {
	it('says where the name stands and how it is written', () => {
		const title = 'KeSTREL: Agile Drones';
		const abstract = 'We propose KeSTREL (Kinetic Estimation), a framework. KeSTREL beats PPO.';
		const evidence = evidenceOf('KeSTREL', title, abstract);
		expect(evidence).toEqual(
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
				'sentence 0',
				'abstract quarter 0'
			])
		);
		expect(evidence).not.toContain('all capitals');
		// A title prefix of plain words is weighed where the title puts it.
		expect(evidenceOf('Kestrel', 'Kestrel: Agile Drones', abstract)).toContain('title prefix');
	});

	it('tells a compared name by the words of its sentence', () => {
		const evidence = evidenceOf('TRPO', 'A study', 'Our method outperforms TRPO on MuJoCo.');
		expect(evidence).toEqual(
			expect.arrayContaining(['all capitals', 'sentence outperform', 'sentence our', 'after on'])
		);
		expect(evidence).not.toContain('sentence propose');
	});

	it('marks a name the vocabularies know, and each piece of evidence once', () => {
		const knowing = { ...nothingKnown, isKnown: (n: string) => n === 'PPO', isTerm: () => true };
		const [ppo] = weigh('A study', 'We use PPO. PPO is stable. PPO again.', knowing);
		expect(ppo.evidence).toEqual(expect.arrayContaining(['known', 'term', 'uses 3']));
		expect(new Set(ppo.evidence).size).toBe(ppo.evidence.length);
	});

	it('folds case and punctuation into the key eval compares names by', () => {
		expect(weigh('A study', 'We build Deep-Q2 here.')[0].key).toBe('deepq2');
	});
});
