import { describe, expect, it } from 'vitest';
import { compileFilter, matchesFilter, queryTerms } from '../../../../etl/parse/arxiv/filter.ts';

const paper = (title: string, abstract: string, categories: string[] = []) => ({
	title,
	abstract,
	categories
});

const rl = paper(
	'GRPO for Reasoning',
	'We train with Reinforcement\nLearning from verifiable rewards.',
	['cs.LG', 'cs.CL']
);
const world = paper('A World Model', 'Planning in the world.', ['cs.RO']);

describe('matchesFilter', () => {
	it('passes everything with an empty filter', () => {
		expect(matchesFilter(world, {})).toBe(true);
		expect(matchesFilter(world, { categories: [], query: '  ' })).toBe(true);
	});

	it('keeps a record with any of the categories, case-insensitively', () => {
		expect(matchesFilter(rl, { categories: ['cs.AI', 'cs.lg'] })).toBe(true);
		expect(matchesFilter(world, { categories: ['cs.AI', 'cs.LG'] })).toBe(false);
	});

	it('lets an archive name match all its categories, but not a prefix of a category', () => {
		expect(matchesFilter(world, { categories: ['cs'] })).toBe(true);
		expect(matchesFilter(world, { categories: ['c'] })).toBe(false);
		expect(matchesFilter(world, { categories: ['cs.R'] })).toBe(false);
	});

	it('needs every keyword, case-insensitively, across title and abstract', () => {
		expect(matchesFilter(rl, { query: 'grpo REWARDS' })).toBe(true);
		expect(matchesFilter(rl, { query: 'grpo ppo' })).toBe(false);
	});

	it('matches keywords at the start of a word only', () => {
		expect(matchesFilter(rl, { query: 'reinforce' })).toBe(true);
		expect(matchesFilter(world, { query: 'rl' })).toBe(false);
		expect(matchesFilter(rl, { query: 'earning' })).toBe(false);
	});

	it('reads a quoted phrase as one term, across line breaks of the text', () => {
		expect(matchesFilter(rl, { query: '"reinforcement learning"' })).toBe(true);
		expect(matchesFilter(rl, { query: '"learning reinforcement"' })).toBe(false);
	});

	it('needs both the categories and the query', () => {
		const filter = compileFilter({ categories: ['cs.RO'], query: 'world' });
		expect([filter(world), filter(rl)]).toEqual([true, false]);
	});
});

describe('queryTerms', () => {
	it('lower-cases words and keeps phrases whole', () => {
		expect(queryTerms('GRPO "Policy  Optimization" math')).toEqual([
			'grpo',
			'policy optimization',
			'math'
		]);
	});
});
