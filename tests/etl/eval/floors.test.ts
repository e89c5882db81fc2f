// The extractor's quality on the hand-annotated papers may rise, never slip: floors sit 0.02 under
// the F1 measured when they were last raised, or an item or two under for a small set's small
// fields (`npm run eval` prints the current numbers). The
// held-out floors are the ones that count; its misses are never read while writing rules.
import { describe, expect, it } from 'vitest';
import { extract } from '../bundled-vocabulary.ts';
import {
	DOMAIN_ONLY_SETS,
	goldPath,
	readGold,
	type DomainOnlySet,
	type GoldSet
} from '../../../etl/eval/gold-sets.ts';
import { evaluate, type Field } from '../../../etl/eval/score.ts';

const FLOORS: Record<GoldSet, Record<Field | 'micro', number>> = {
	dev: {
		algorithms: 0.9,
		paradigms: 0.87,
		benchmarks: 0.85,
		proposed: 0.86,
		models: 0.85,
		model_sizes_b: 0.97,
		gains: 0.95,
		scores: 0.82,
		// The domain model's training set (npm run train:domains): this guards the training, the
		// held-out floor below its quality.
		domains: 0.91,
		urls: 0.98,
		micro: 0.85
	},
	// Set again from the 200 held-out papers (40 seed papers added, scored before anything was
	// read from them); proposed and micro raised on the 215 with the proposal model (0.812, 0.852).
	holdout: {
		algorithms: 0.87,
		paradigms: 0.87,
		benchmarks: 0.78,
		proposed: 0.79,
		models: 0.8,
		model_sizes_b: 0.94,
		gains: 0.89,
		scores: 0.62,
		domains: 0.71,
		urls: 0.98,
		micro: 0.83
	},
	// 80 arXiv papers with agent, reward, policy or planning words, mostly not RL, scored before
	// anything was read from them. Fields with under 25 items there (algorithms 9, paradigms 7,
	// benchmarks 22, models 7, sizes 2, gains 21, scores 23, urls 8) move by one item at a time:
	// their floors sit one or two items under.
	'holdout-broad': {
		algorithms: 0.55,
		paradigms: 0.6,
		benchmarks: 0.7,
		proposed: 0.69,
		models: 0.45,
		model_sizes_b: 0.66,
		gains: 0.9,
		scores: 0.38,
		domains: 0.6,
		urls: 0.9,
		micro: 0.66
	}
};

// The metrics of the matched gains (`gain metrics` in npm run eval): many gold metrics are an
// annotator's reading of a bare "by 5%" ("performance"), which the extractor leaves unnamed.
const GAIN_METRIC_FLOORS: Record<GoldSet, number> = {
	dev: 0.75,
	holdout: 0.55,
	'holdout-broad': 0.88
};

for (const [set, floors] of Object.entries(FLOORS) as [
	GoldSet,
	Record<Field | 'micro', number>
][]) {
	describe(`extractor quality on the ${set} gold set`, () => {
		const report = evaluate(readGold(goldPath(set)), (title, abstract) => extract(title, abstract));
		it('has at least 60 papers', () =>
			expect(readGold(goldPath(set)).length).toBeGreaterThanOrEqual(60));
		for (const [field, floor] of Object.entries(floors) as [Field | 'micro', number][]) {
			const f1 = () => (field === 'micro' ? report.overall.f1 : report.fields[field].f1);
			it(`${field} F1 ≥ ${floor}`, () => expect(f1()).toBeGreaterThanOrEqual(floor));
		}
		it(`gain metrics F1 ≥ ${GAIN_METRIC_FLOORS[set]}`, () =>
			expect(report.gainMetrics.f1).toBeGreaterThanOrEqual(GAIN_METRIC_FLOORS[set]));
	});
}

// Random arXiv papers, mostly not RL, whose domains alone were annotated (two passes apart).
const DOMAIN_ONLY_FLOORS: Record<DomainOnlySet, number> = {
	'arxiv-domains-a': 0.63,
	'arxiv-domains-b': 0.63
};

describe('the domain model on papers unlike its training papers', () => {
	for (const set of DOMAIN_ONLY_SETS) {
		it(`${set}: domains F1 ≥ ${DOMAIN_ONLY_FLOORS[set]}`, () => {
			const report = evaluate(readGold(goldPath(set)), (title, abstract) =>
				extract(title, abstract)
			);
			expect(report.fields.domains.f1).toBeGreaterThanOrEqual(DOMAIN_ONLY_FLOORS[set]);
		});
	}
});
