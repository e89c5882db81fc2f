// The cube answers states of list, size and date filters: a name or a search goes to DuckDB, and
// so does a date range when the cube has no date columns (data written before them).
import { describe, expect, it } from 'vitest';
import { NO_DAY } from '../../../../src/lib/cube/cube-dates.ts';
import { cubeAnswers } from '../../../../src/lib/cube/cube-selection.ts';
import type { PaperCube } from '../../../../src/lib/cube/paper-cube.ts';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';

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
