// The cube answers states of list and size filters only: a date range, a name or a search goes
// to DuckDB.
import { describe, expect, it } from 'vitest';
import { cubeAnswers } from '../../../../src/lib/cube/cube-selection.ts';
import { emptyFilters, type Filters } from '../../../../src/lib/queries/filters.ts';

const state = (f: Partial<Filters>): Filters => ({ ...emptyFilters(), ...f });

describe('which states the cube answers', () => {
	it('answers lists and size bands, alone or together', () => {
		expect(cubeAnswers(state({}))).toBe(true);
		expect(cubeAnswers(state({ algorithm: ['PPO', 'GRPO'], benchmark: ['MATH'] }))).toBe(true);
		expect(cubeAnswers(state({ domain: ['robotics'], size: ['1–4B'] }))).toBe(true);
		// "Bounded" only widens a date range: without one it changes nothing.
		expect(cubeAnswers(state({ paradigm: ['offline RL'], bounded: true }))).toBe(true);
	});

	it('leaves dates, names and searches to DuckDB', () => {
		expect(cubeAnswers(state({ algorithm: ['PPO'], from: '2024-01-01' }))).toBe(false);
		expect(cubeAnswers(state({ to: '2024-12-31' }))).toBe(false);
		expect(cubeAnswers(state({ name: ['GRPO'] }))).toBe(false);
		expect(cubeAnswers(state({ q: 'reward' }))).toBe(false);
		expect(cubeAnswers(state({ q: '   ' }))).toBe(true);
	});
});
