import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE, planCorpus } from '../../../etl/bench/corpus-plan.ts';

describe('planCorpus', () => {
	it('measures the real sample as it is by default, writing nothing but the Parquet', () => {
		expect(planCorpus({}, 'out')).toEqual({
			corpus: 'real',
			n: null,
			format: 'arxiv',
			gzip: false,
			seed: 1,
			sample: DEFAULT_SAMPLE,
			input: DEFAULT_SAMPLE,
			generated: false,
			parquet: 'out/real-arxiv-sample-2025-etl/papers.parquet'
		});
	});

	it('generates scaled and synthetic corpora, named by size and seed', () => {
		expect(planCorpus({ corpus: 'scaled', n: '100000', gzip: true }, 'out')).toMatchObject({
			n: 100_000,
			input: 'out/scaled-100000-s1.jsonl.gz',
			generated: true,
			parquet: 'out/scaled-100000-s1-etl/papers.parquet'
		});
		expect(planCorpus({ corpus: 'synthetic', format: 'listing', seed: '4' }, 'out')).toMatchObject({
			n: 100_000,
			input: 'out/listing-100000-s4',
			parquet: 'out/listing-100000-s4-etl/papers.parquet'
		});
	});

	it('refuses options that do not fit the corpus', () => {
		expect(() => planCorpus({ corpus: 'fake' })).toThrow(/--corpus must be/);
		expect(() => planCorpus({ n: '5000' })).toThrow(/--n needs --corpus scaled or synthetic/);
		expect(() => planCorpus({ corpus: 'scaled', format: 'listing' })).toThrow(/synthetic only/);
		expect(() => planCorpus({ corpus: 'scaled', n: '0' })).toThrow(/--n must be/);
		expect(() => planCorpus({ corpus: 'scaled', n: '1e5' })).toThrow(/--n must be/);
		expect(() => planCorpus({ seed: 'x' })).toThrow(/--seed must be/);
	});
});
