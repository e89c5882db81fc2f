import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../pieced-texts.ts';
import { cueGuard, cuedPattern, matchCued } from '../../../etl/extract/cue-starts.ts';

// The shapes of the in-context patterns: a cue word in either case of its first letter, then
// what follows; and an exact one that ends at a word boundary.
const LIST = /\b(?:[bB]enchmarks?|[tT]asks?|[eE]valuatw*)\s*(?:such as|on)\s+([A-Z][\w-]*)/gu;
const HEAD = /\b(?:benchmark|Gym|game)s?\b/g;
const list = cuedPattern(LIST, ['benchmark', 'task', 'evaluat'], { caseless: true });
const head = cuedPattern(HEAD, ['benchmark', 'Gym', 'game'], { caseless: false });

const viaCues = (text: string, pattern = list) =>
	[...matchCued(text, pattern)].map((m) => [m.index, m[0], m[1]]);
const viaMatchAll = (text: string, re = LIST) =>
	[...text.matchAll(re)].map((m) => [m.index, m[0], m[1]]);

describe('matchCued', () => {
	it('finds what matchAll finds, in order, with the same groups', () => {
		const text = 'Benchmarks such as GSM8K; tasks on MATH-500, and a SWE-Gym game. Evaluatw on X';
		expect(viaCues(text)).toEqual(viaMatchAll(text));
		expect(viaCues(text).map(([, , name]) => name)).toEqual(['GSM8K', 'MATH-500', 'X']);
		expect(viaCues(text, head)).toEqual(viaMatchAll(text, HEAD));
		expect(viaCues(text, head).map(([, word]) => word)).toEqual(['Gym', 'game']);
	});

	it('finds nothing where no cue starts a word, or inside a word', () => {
		for (const text of ['', 'subtasks on X', 'a multitask such as Y', 'Gyms', 'xbenchmark on Z'])
			expect(viaCues(text)).toEqual(viaMatchAll(text));
		expect(viaCues('subtasks on X')).toEqual([]);
	});

	it('starts a cue after a character past ASCII, as \\b does', () => {
		for (const text of ['ébenchmarks on X', '𝐀task on Y', 'é_tasks on Z', 'Ａtask on W'])
			expect(viaCues(text), text).toEqual(viaMatchAll(text));
		expect(viaCues('ébenchmarks on X')).toHaveLength(1);
	});

	it('agrees with matchAll on texts glued from awkward pieces', () => {
		const pieces = [
			'benchmark',
			'Benchmarks',
			'BENCHMARK',
			'task',
			'Tasks',
			'evaluat',
			'game',
			'Gym',
			's',
			' ',
			' such as ',
			' on ',
			'on',
			'X',
			'Y-1',
			'-',
			'_',
			'é',
			'𝐀',
			'.',
			'\u00a0'
		];
		for (const text of piecedTexts(pieces, { count: 3000, maxPieces: 12, seed: 7 })) {
			expect(viaCues(text), text).toEqual(viaMatchAll(text));
			expect(viaCues(text, head), text).toEqual(viaMatchAll(text, HEAD));
		}
	});
});

describe('cueGuard', () => {
	it('tells whether a cue opens a word, in the case asked for', () => {
		const hasHead = cueGuard(['benchmark', 'corpus'], { caseless: false });
		const hasTask = cueGuard(['task'], { caseless: true });
		expect(hasHead('the MATH benchmark')).toBe(true);
		expect(hasHead('a Benchmark; subcorpus')).toBe(false);
		expect(hasHead('ébenchmark')).toBe(true);
		expect([hasTask('Tasks'), hasTask('multitask'), hasTask('TASK')]).toEqual([true, false, true]);
	});
});
