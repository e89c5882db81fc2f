// One staged record as the pipeline writes it (etl/write/schema.ts STAGED_COLUMNS), for the
// writer's tests: every column present, lists empty, overridden per test.
export function staged(overrides: Record<string, unknown>): Record<string, unknown> {
	return {
		paper_id: 'p1',
		origin: 'listing',
		file: 'a.txt',
		line: 1,
		rank: 1,
		title: 'T',
		abstract: 'A',
		arxiv_id: null,
		organization: null,
		authors_count: null,
		votes: null,
		published: null,
		date_source: null,
		not_before: null,
		not_before_reason: null,
		captured: null,
		categories: [],
		urls: [],
		algorithms: [],
		paradigms: [],
		benchmarks: [],
		proposed: [],
		domains: [],
		model_sizes_b: [],
		models: [],
		gains: [],
		scores: [],
		mentions: [],
		coined: [],
		candidates: [],
		...overrides
	};
}
