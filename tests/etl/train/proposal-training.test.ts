import { describe, expect, it } from 'vitest';
import { proposalJudge } from '../../../etl/extract/proposal-model.ts';
import type { WeighedName } from '../../../etl/extract/proposed/name-evidence.ts';
import {
	crossValidateProposals,
	proposalExample,
	trainProposalModel,
	type ProposalExample
} from '../../../etl/train/proposal-training.ts';

const SETTINGS = { c: 10, minNames: 2, threshold: 0.5 };

const name = (n: string, evidence: string[]): WeighedName => ({
	name: n,
	key: n.toLowerCase(),
	evidence,
	candidate: { raw: n, field: 'abstract', start: 0, context: n, at: 0 }
});
// Each paper coins the name it proposes; the one it outperforms is someone else's.
const paper = (own: string, other: string): ProposalExample =>
	proposalExample(
		[name(own, ['any', 'sentence propose']), name(other, ['any', 'sentence outperform'])],
		[own]
	);
const EXAMPLES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((x) =>
	paper(`${x}own`, `${x}other`)
);

describe('trainProposalModel', () => {
	it('learns which evidence marks a coinage', () => {
		const model = trainProposalModel(EXAMPLES, SETTINGS);
		expect(model.threshold).toBe(0.5);
		expect(model.weights['sentence propose']).toBeGreaterThan(1);
		expect(model.weights['sentence outperform']).toBeLessThan(-1);
		const judge = proposalJudge(model);
		expect(judge.accepts(name('New', ['any', 'sentence propose']))).toBe(true);
		expect(judge.accepts(name('Old', ['any', 'sentence outperform']))).toBe(false);
	});

	it('makes a column only of evidence enough names show', () => {
		const rare = [...EXAMPLES, proposalExample([name('Zed', ['any', 'once only'])], ['Zed'])];
		const model = trainProposalModel(rare, SETTINGS);
		expect(Object.keys(model.weights).sort()).toEqual([
			'any',
			'sentence outperform',
			'sentence propose'
		]);
	});

	it('compares annotated names as eval does', () => {
		expect([...proposalExample([], ['Foo-Bar 2', 'GRPO']).coined]).toEqual(['foobar2', 'grpo']);
	});
});

describe('crossValidateProposals', () => {
	it('reads each paper with a model that never saw it, and scores what the extractor returns', () => {
		const seen: number[] = [];
		const score = crossValidateProposals(
			EXAMPLES,
			SETTINGS,
			(i, judge) => {
				seen.push(i);
				// The extractor here is the judge alone, over the paper's weighed names.
				return EXAMPLES[i].weighed.filter((w) => judge.accepts(w)).map((w) => w.name);
			},
			proposalJudge,
			5
		);
		expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
		expect(score).toMatchObject({ tp: 10, fp: 0, fn: 0, f1: 1 });
	});

	it('counts what the extractor misses and adds', () => {
		const score = crossValidateProposals(EXAMPLES, SETTINGS, () => ['nobody'], proposalJudge, 5);
		expect(score).toMatchObject({ tp: 0, fp: 10, fn: 10 });
	});
});

describe('crossValidateProposals: folds', () => {
	it('never judges a paper with a model trained on it', () => {
		// Each paper shows evidence of its own, which only a model trained on it can weigh.
		const own = EXAMPLES.map((e, i) =>
			proposalExample(
				e.weighed.map((w) => ({ ...w, evidence: [...w.evidence, `paper ${i}`] })),
				[...e.coined]
			)
		);
		const models: Record<string, number>[] = [];
		crossValidateProposals(
			own,
			{ ...SETTINGS, minNames: 1 },
			(i) => {
				expect(Object.keys(models.at(-1)!)).not.toContain(`paper ${i}`);
				return [];
			},
			(data) => (models.push(data.weights), proposalJudge(data)),
			5
		);
		expect(models).toHaveLength(5);
	});
});
