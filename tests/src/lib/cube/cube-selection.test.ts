// The cube answers states of list, size and date filters, and a search for one word with the
// search index: a name or another search goes to DuckDB, and so does a date range when the cube
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
		nameKeys: encodePostings(new Map()),
		lower: new Map()
	};

	it('answers one word, by a title word it starts or a name it is', () => {
		expect(cubeAnswers(cube, state({ q: 'Reinforc' }), search)).toBe(true);
		expect([...selectedPapers(cube, state({ q: 'Reinforc' }), search)]).toEqual([0, 2]);
		expect([...selectedPapers(cube, state({ q: ' PPO ' }), search)]).toEqual([1]);
		expect([...selectedPapers(cube, state({ q: 'ppo2' }), search)]).toEqual([]);
	});

	it('leaves other searches and names to DuckDB, and an index of other papers', () => {
		expect(cubeAnswers(cube, state({ q: 'deep reinforcement' }), search)).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'über' }), search)).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'ppo', name: ['PPO'] }), search)).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'ppo' }), { ...search, papers: 4 })).toBe(false);
		expect(cubeAnswers(cube, state({ q: 'ppo' }))).toBe(false);
	});
});
