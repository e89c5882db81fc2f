import { describe, expect, it } from 'vitest';
import {
	checkProposalModelData,
	proposalJudge,
	proposalProbability,
	type ProposalModelData
} from '../../../etl/extract/proposal-model.ts';
import type { WeighedName } from '../../../etl/extract/proposed/name-evidence.ts';

const model: ProposalModelData = {
	threshold: 0.5,
	bias: -2,
	weights: { 'title prefix': 3, 'sentence outperform': -4 }
};
const weighed = (evidence: string[]): WeighedName => ({
	name: 'X',
	key: 'x',
	evidence,
	candidate: { raw: 'X', field: 'title', start: 0, context: 'X', at: 0 }
});

describe('proposalProbability', () => {
	it('is the logistic of the bias plus the weights of the evidence shown', () => {
		const p = proposalProbability(model);
		expect(p([])).toBeCloseTo(1 / (1 + Math.exp(2)), 12);
		expect(p(['title prefix'])).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
		expect(p(['title prefix', 'sentence outperform'])).toBeCloseTo(1 / (1 + Math.exp(3)), 12);
	});

	it('gives evidence the model never saw no weight, inherited names included', () => {
		const p = proposalProbability(model);
		expect(p(['never seen', 'constructor', 'toString'])).toBe(p([]));
	});
});

describe('proposalJudge', () => {
	it('accepts a name from the threshold on', () => {
		const judge = proposalJudge(model);
		expect(judge.accepts(weighed(['title prefix']))).toBe(true);
		expect(judge.accepts(weighed(['title prefix', 'sentence outperform']))).toBe(false);
		expect(proposalJudge({ ...model, threshold: 0.75 }).accepts(weighed(['title prefix']))).toBe(
			false
		);
	});
});

describe('checkProposalModelData', () => {
	it('passes a sound model', () => {
		expect(checkProposalModelData(model)).toBe(model);
	});

	it('rejects a damaged one, saying how to rebuild it', () => {
		for (const damaged of [
			{ ...model, threshold: 0 },
			{ ...model, threshold: 1.5 },
			{ ...model, bias: Number.NaN },
			{ ...model, weights: [] },
			{ ...model, weights: { a: 'heavy' } },
			{ ...model, weights: { a: Infinity } },
			null
		])
			expect(() => checkProposalModelData(damaged as unknown as ProposalModelData)).toThrow(
				/proposal model: .*npm run train:proposals/
			);
	});
});
