import { describe, expect, it } from 'vitest';
import {
	checkDomainModelData,
	decideDomains,
	fromModelData,
	toModelData,
	type DomainModel
} from '../../../etl/extract/domain-model.ts';
import { columnCount } from '../../../etl/extract/domain-features.ts';

const DOMAINS = ['code', 'robotics', 'games', 'other'];
const any = () => true;

describe('decideDomains', () => {
	const decision = { threshold: 0.3, unevidencedThreshold: 0.95, maxDomains: 2 };

	it('keeps the likely domains, most probable first, at most maxDomains', () => {
		expect(decideDomains(DOMAINS, [0.4, 0.9, 0.35, 0.1], any, decision)).toEqual([
			'robotics',
			'code'
		]);
	});

	it('keeps the most probable domain when none reaches the threshold', () => {
		expect(decideDomains(DOMAINS, [0.1, 0.05, 0.2, 0.15], any, decision)).toEqual(['games']);
	});

	it('never picks a domain the text gives no evidence for', () => {
		const evidenced = (d: string) => d !== 'robotics';
		expect(decideDomains(DOMAINS, [0.4, 0.9, 0.1, 0.2], evidenced, decision)).toEqual(['code']);
		expect(decideDomains(DOMAINS, [0.1, 0.9, 0.1, 0.2], evidenced, decision)).toEqual(['other']);
	});

	it('keeps a domain the text gives no evidence for from the higher threshold on', () => {
		const evidenced = (d: string) => d !== 'robotics';
		const lower = { ...decision, unevidencedThreshold: 0.8 };
		expect(decideDomains(DOMAINS, [0.4, 0.85, 0.1, 0.2], evidenced, lower)).toEqual([
			'robotics',
			'code'
		]);
		expect(decideDomains(DOMAINS, [0.4, 0.75, 0.1, 0.2], evidenced, lower)).toEqual(['code']);
		// Below both thresholds, the fallback is the most probable evidenced domain.
		expect(decideDomains(DOMAINS, [0.1, 0.75, 0.2, 0.15], evidenced, lower)).toEqual(['games']);
	});
});

describe('the stored model', () => {
	const terms = ['agent', 'robot'];
	const columns = columnCount(terms.length, DOMAINS.length);
	const model: DomainModel = {
		threshold: 0.25,
		unevidencedThreshold: 0.5,
		maxDomains: 3,
		domains: DOMAINS,
		terms: { column: new Map(terms.map((t, j) => [t, j])), idf: [1.5, 2.5] },
		weights: DOMAINS.map((_, d) => Array.from({ length: columns }, (_, j) => d * 100 + j)),
		bias: [-1, -2, -3, -4]
	};

	it('reads back what it wrote', () => {
		expect(fromModelData(toModelData(model))).toEqual(model);
	});

	it('refuses columns that do not match its domains', () => {
		const data = toModelData(model);
		expect(() => fromModelData({ ...data, domains: ['code', 'robotics', 'games'] })).toThrow(
			/retrain/
		);
		expect(() => fromModelData({ ...data, columns: data.columns.slice(0, -1) })).toThrow(/retrain/);
		const [first, ...rest] = data.columns;
		expect(() => fromModelData({ ...data, columns: [[first[0], first[1], 0.5], ...rest] })).toThrow(
			/column term:agent: not one finite weight per domain/
		);
	});
});

describe('checkDomainModelData', () => {
	const terms = ['agent'];
	const columns = columnCount(terms.length, DOMAINS.length);
	const good = toModelData({
		threshold: 0.25,
		unevidencedThreshold: 0.5,
		maxDomains: 3,
		domains: DOMAINS,
		terms: { column: new Map([['agent', 0]]), idf: [1.5] },
		weights: DOMAINS.map(() => new Array(columns).fill(0.1)),
		bias: [-1, -2, -3, -4]
	});

	it('takes a sound model', () => {
		expect(checkDomainModelData(good)).toBe(good);
	});

	it('refuses what would give other domains or NaN without a word', () => {
		const broken = (change: object) => () => checkDomainModelData({ ...good, ...change });
		expect(broken({ bias: [-1, -2, -3] })).toThrow(/one finite bias per domain/);
		expect(broken({ bias: ['-1', -2, -3, -4] })).toThrow(/one finite bias per domain/);
		expect(broken({ threshold: undefined })).toThrow(/threshold/);
		expect(broken({ unevidencedThreshold: 0 })).toThrow(/unevidenced threshold/);
		expect(broken({ unevidencedThreshold: undefined })).toThrow(/unevidenced threshold/);
		expect(broken({ maxDomains: 0 })).toThrow(/maxDomains/);
		expect(broken({ domains: ['code', 'robotics', 'games', 'misc'] })).toThrow(/"other"/);
		const [first, ...rest] = good.columns;
		expect(broken({ columns: [[first[0], first[1], null, 1, 2, 3], ...rest] })).toThrow(
			/column term:agent: not one finite weight per domain/
		);
		expect(broken({ columns: [[first[0], null, 0, 1, 2, 3], ...rest] })).toThrow(/idf/);
		expect(broken({ columns: undefined })).toThrow(/no columns/);
	});
});
