import { describe, expect, it } from 'vitest';
import type { DomainEvidence } from '../../../etl/extract/domain-features.ts';
import {
	classifyExample,
	crossValidate,
	scoreDomains,
	termIndex,
	trainDomainModel,
	type DomainExample
} from '../../../etl/train/domain-training.ts';

const DOMAINS = ['code', 'robotics', 'other'];
const SETTINGS = {
	c: 10,
	minDocumentFrequency: 2,
	threshold: 0.5,
	unevidencedThreshold: 1,
	maxDomains: 2
};

const cue = (domain: string | null): DomainEvidence => ({
	titleCues: new Map(),
	abstractCues: new Map(domain ? [[domain, 1]] : []),
	firstMention: new Map(),
	languageModel: false,
	rl: true
});
const example = (words: string, domain: string): DomainExample => ({
	counts: new Map(words.split(' ').map((w) => [w, 1])),
	evidence: cue(domain === 'other' ? null : domain),
	domains: [domain]
});
// Robot papers speak of arms and grasps, code papers of compilers and tests.
const EXAMPLES = [
	...['arm grasp', 'grasp gripper', 'arm gripper', 'arm legged', 'grasp legged'].map((w) =>
		example(w, 'robotics')
	),
	...['compiler tests', 'tests repair', 'compiler repair', 'compiler bugs', 'bugs tests'].map((w) =>
		example(w, 'code')
	),
	...['market price', 'price survey', 'market survey'].map((w) => example(w, 'other'))
];

describe('termIndex', () => {
	it('keeps words used by enough papers, sorted, with a smoothed idf', () => {
		const index = termIndex(
			[example('a b', 'code'), example('a c', 'code'), example('a b', 'code')],
			2
		);
		expect([...index.column.keys()]).toEqual(['a', 'b']);
		// idf = ln((1 + n) / (1 + df)) + 1
		expect(index.idf[0]).toBeCloseTo(Math.log(4 / 4) + 1, 12);
		expect(index.idf[1]).toBeCloseTo(Math.log(4 / 3) + 1, 12);
	});
});

describe('trainDomainModel', () => {
	it('learns which words and cues go with which domain', () => {
		const model = trainDomainModel(EXAMPLES, DOMAINS, SETTINGS);
		expect(classifyExample(model, example('gripper legged', 'robotics'))).toEqual(['robotics']);
		expect(classifyExample(model, example('repair bugs', 'code'))).toEqual(['code']);
		expect(classifyExample(model, example('price market', 'other'))).toEqual(['other']);
	});
});

describe('scoreDomains', () => {
	it('counts micro true and false positives and misses', () => {
		const score = scoreDomains([['code', 'robotics'], ['other']], [['code'], ['games', 'other']]);
		expect(score).toMatchObject({ tp: 2, fp: 1, fn: 1 });
		expect(score.f1).toBeCloseTo(4 / 6, 12);
	});
});

describe('crossValidate', () => {
	it('scores every paper once, by a model that did not see it', () => {
		const score = crossValidate(EXAMPLES, DOMAINS, SETTINGS, 3);
		expect(score.tp + score.fn).toBe(EXAMPLES.length);
		expect(score.f1).toBeGreaterThan(0.8);
	});

	it('tests a paper with a model that never saw it', () => {
		// Robot cues and words mean code in five papers; one word ("zebra") of a sixth means robotics.
		const both = (words: string, domain: string): DomainExample => ({
			counts: new Map(words.split(' ').map((w) => [w, 1])),
			evidence: {
				...cue('robotics'),
				abstractCues: new Map([
					['robotics', 1],
					['code', 1]
				])
			},
			domains: [domain]
		});
		const papers = [
			...Array.from({ length: 5 }, () => both('arm grasp', 'code')),
			both('arm zebra', 'robotics')
		];
		const settings = { ...SETTINGS, c: 1e4, minDocumentFrequency: 1 };
		// Trained with it, the model learns the word; tested apart, it cannot.
		const seen = trainDomainModel(papers, DOMAINS, settings);
		expect(classifyExample(seen, papers[5])).toContain('robotics');
		const score = crossValidate(papers, DOMAINS, settings, papers.length);
		expect(score.fn).toBe(1);
	});
});
