// The cube answers states of list, size and date filters, and a search for one word and names
// with the search index: another search goes to DuckDB, and so does a date range when the cube
// has no date columns (data written before them).
import { describe, expect, it } from 'vitest';
import { NO_DAY } from '../../../../src/lib/cube/cube-dates.ts';
import { cubeAnswers, selectedPapers } from '../../../../src/lib/cube/cube-selection.ts';
import type { PaperCube } from '../../../../src/lib/cube/paper-cube.ts';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';
import { encodePostings } from '../../../../src/lib/search/postings.ts';
import type { SearchIndex } from '../../../../src/lib/search/search-index.ts';

const state = (f: Partial<Filters>): Filters => ({ ...emptyFilters(), ...f });

/** The parts of a cube cubeAnswers reads: its date columns or none. */
const cubeWith = (dated: boolean) =>
	({
		papers: 1,
		published: Int32Array.of(NO_DAY),
		ranges: dated
			? {
					monthOnly: Uint8Array.of(0),
					notBefore: Int32Array.of(NO_DAY),
					lastMonth: Int32Array.of(NO_DAY)
				}
			: null
	}) as PaperCube;

describe('which states the cube answers', () => {
	const cube = cubeWith(true);

	it('answers lists, size bands and date ranges, alone or together', () => {
		expect(cubeAnswers(cube, state({}))).toBe(true);
		expect(cubeAnswers(cube, state({ algorithm: ['PPO', 'GRPO'], benchmark: ['MATH'] }))).toBe(
			true
		);
		expect(cubeAnswers(cube, state({ domain: ['robotics'], size: ['1–4B'] }))).toBe(true);
		// "Bounded" only widens a date range: without one it changes nothing.
		expect(cubeAnswers(cube, state({ paradigm: ['offline RL'], bounded: true }))).toBe(true);
		expect(cubeAnswers(cube, state({ algorithm: ['PPO'], from: '2024-01-01' }))).toBe(true);
		expect(cubeAnswers(cube, state({ to: '2024-12-31', bounded: true }))).toBe(true);
	});

	it('leaves names and searches to DuckDB', () => {
		expect(cubeAnswers(cube, state({ name: ['GRPO'] }))).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'reward' }))).toBe(false);
		expect(cubeAnswers(cube, state({ q: '   ' }))).toBe(true);
	});

	it('leaves date ranges to DuckDB without date columns, or when a day is not one', () => {
		expect(cubeAnswers(cubeWith(false), state({ from: '2024-01-01' }))).toBe(false);
		expect(cubeAnswers(cubeWith(false), state({ algorithm: ['PPO'] }))).toBe(true);
		expect(cubeAnswers(cube, state({ from: '2024-02-30' }))).toBe(false);
	});
});

describe('a search, with the search index', () => {
	/** Three papers: "reinforcement" in 0 and 2 (a title's word), "ppo" named by 1. */
	const cube = { ...cubeWith(true), papers: 3, published: Int32Array.of(NO_DAY, NO_DAY, NO_DAY) };
	cube.ranges = {
		monthOnly: new Uint8Array(3),
		notBefore: new Int32Array(3).fill(NO_DAY),
		lastMonth: new Int32Array(3).fill(NO_DAY)
	};
	const search: SearchIndex = {
		papers: 3,
		titleWords: encodePostings(new Map([['reinforcement', [0, 2]]])),
		names: encodePostings(new Map([['ppo', [1]]])),
		// Keys as nameKeySql makes them: "PPOs" is ppo, "ΟΔΟΣ" οδοσ.
		nameKeys: encodePostings(
			new Map([
				['ppo', [1, 2]],
				['οδοσ', [0]]
			])
		),
		lower: new Map([
			[0x39f, 0x3bf],
			[0x394, 0x3b4],
			[0x3a3, 0x3c3]
		])
	};

	it('answers one word, by a title word it starts or a name it is', () => {
		expect(cubeAnswers(cube, state({ q: 'Reinforc' }), search)).toBe(true);
		expect([...selectedPapers(cube, state({ q: 'Reinforc' }), search)]).toEqual([0, 2]);
		expect([...selectedPapers(cube, state({ q: ' PPO ' }), search)]).toEqual([1]);
		expect([...selectedPapers(cube, state({ q: 'ppo2' }), search)]).toEqual([]);
	});

	it('answers names by their keys, alone, several, and under a search', () => {
		expect(cubeAnswers(cube, state({ name: ['PPOs'] }), search)).toBe(true);
		expect([...selectedPapers(cube, state({ name: ['PPOs'] }), search)]).toEqual([1, 2]);
		expect([...selectedPapers(cube, state({ name: ['ΟΔΟΣ', 'none'] }), search)]).toEqual([0]);
		expect([...selectedPapers(cube, state({ name: ['Ppos'] }), search)]).toEqual([]);
		expect([...selectedPapers(cube, state({ q: 'reinforcement', name: ['ppo'] }), search)]).toEqual(
			[2]
		);
	});

	it('leaves other searches to DuckDB, names it cannot key, and an index of other papers', () => {
		expect(cubeAnswers(cube, state({ q: 'deep reinforcement' }), search)).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'über' }), search)).toBe(false);
		expect(cubeAnswers(cube, state({ name: ['PPO', 'x\ud800'] }), search)).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'ppo', name: ['PPO'] }), { ...search, papers: 4 })).toBe(
			false
		);
		expect(cubeAnswers(cube, state({ q: 'ppo' }), { ...search, papers: 4 })).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'ppo' }))).toBe(false);
		expect(cubeAnswers(cube, state({ name: ['PPO'] }))).toBe(false);
	});
});
