import { describe, expect, it } from 'vitest';
import { nameCandidates } from '../../../../etl/extract/proposed/name-candidates.ts';
import { sourcesOf } from '../../../../etl/extract/sources.ts';

const named = (title: string, abstract: string, settled?: (name: string) => boolean) =>
	nameCandidates(sourcesOf(title, abstract), settled).map((c) => c.name);

describe('nameCandidates: which strings are weighed', () => {
	it('takes the title prefix, name-shaped tokens, then long forms before an acronym, each once', () => {
		expect(
			named(
				'Tide Pool: Learning to Swim',
				'We train ReMax on Qwen2.5 with Reward Shaping Modules (RSM). ReMax wins on R1 tasks.'
			)
		).toEqual(['Tide Pool', 'ReMax', 'Qwen2.5', 'RSM', 'R1', 'Reward Shaping Modules']);
	});

	it('leaves plain words, counts and sizes alone', () => {
		expect(named('Learning to swim', 'We use 7B and 350M models in 2024 with Adam.')).toEqual([]);
	});

	it('reads a typeset name as a reader sees it, and an acronym plural as its singular', () => {
		const names = named(
			'A study',
			'We present \\textsc{Harbor}, trained with local servers (LPSs) and IS-DAAs.'
		);
		expect(names).toEqual(expect.arrayContaining(['Harbor', 'LPS', 'IS-DAA']));
		expect(names).not.toContain('LPSs');
	});

	it('takes no string with a bracket, a quote or a colon in it', () => {
		expect(named('(SimPhon Test): A method', 'We define SimPhon-2.')).toEqual([
			'SimPhon',
			'SimPhon-2'
		]);
		expect(named('"Don\'t Do That!": Refusals', 'x')).toEqual([]);
		expect(named('A study', 'The $\\textbf{Objective:}$ is set.')).toEqual([]);
	});

	it('does not cut a name at a LaTeX accent, nor keep a possessive', () => {
		expect(named('A study', 'We propose Block-Nystr\\"om. PulseRide\'s arm moves.')).toEqual([
			'PulseRide'
		]);
	});

	it('starts a long form at a word start', () => {
		const names = named('A study', 'We use eXplainable Artificial Intelligence (XAI) tools.');
		expect(names).not.toContain('Xplainable Artificial Intelligence');
		expect(names).toContain('XAI');
	});

	it('leaves out what `settled` says is decided, and its other spellings', () => {
		expect(
			named('A study', 'We propose GRPO-X. Unlike GRPO, GRPO-X adapts; GRPOs vary.', (name) =>
				['GRPO'].includes(name)
			)
		).toEqual(['GRPO-X']);
	});
});

describe('nameCandidates: places', () => {
	it('lists every place of a name in reading order, one place found two ways once', () => {
		const [kite] = nameCandidates(
			sourcesOf('KiteNet: Flying', 'Our agent KiteNet flies. KiteNet lands.')
		);
		expect(kite.places.map((p) => [p.source.field, p.start, p.end, p.foundAs])).toEqual([
			['title', 0, 7, ['title prefix']],
			['abstract', 10, 17, []],
			['abstract', 25, 32, []]
		]);
	});

	it('folds case and punctuation into the key eval compares names by', () => {
		expect(nameCandidates(sourcesOf('A study', 'We build Deep-Q2 here.'))[0].key).toBe('deepq2');
	});
});
