import { describe, expect, it } from 'vitest';
import { dayRuns } from '../../../etl/fetch/describe.ts';
import {
	arxivSearchQuery,
	arxivUrl,
	endpointsFrom,
	hfDailyUrl
} from '../../../etl/fetch/endpoints.ts';

describe('endpoints', () => {
	it('asks arXiv for every word or quoted phrase, in any of the categories, on one day', () => {
		expect(arxivSearchQuery('"policy gradient" RLHF', ['cs.LG', 'cs.RO'], '2025-02-28')).toBe(
			'(cat:cs.LG OR cat:cs.RO) AND all:"policy gradient" AND all:rlhf AND submittedDate:[202502280000 TO 202502282359]'
		);
		expect(arxivSearchQuery('', [], '2025-02-28')).toBe(
			'submittedDate:[202502280000 TO 202502282359]'
		);
		const url = new URL(
			arxivUrl({ hf: '', arxiv: 'https://export.arxiv.org/' }, 'cat:cs.LG', 3, 200)
		);
		expect(url.origin + url.pathname).toBe('https://export.arxiv.org/api/query');
		expect(url.searchParams.get('start')).toBe('600');
		expect(url.searchParams.get('max_results')).toBe('200');
	});

	it('pages Hugging Face listings with p after the first, and takes stand-ins from the environment', () => {
		const endpoints = endpointsFrom({ RL_TRENDS_HF_URL: 'http://127.0.0.1:9000/' });
		expect(endpoints.arxiv).toBe('https://export.arxiv.org');
		expect(hfDailyUrl(endpoints, '2025-06-05', 0)).toBe(
			'http://127.0.0.1:9000/api/daily_papers?date=2025-06-05&limit=100'
		);
		expect(hfDailyUrl(endpoints, '2025-06-05', 2)).toBe(
			'http://127.0.0.1:9000/api/daily_papers?date=2025-06-05&limit=100&p=2'
		);
	});

	it('writes days as runs for the dry run', () => {
		expect(dayRuns(['2025-03-01', '2025-02-27', '2025-02-28', '2025-03-05'])).toBe(
			'2025-02-27…2025-03-01, 2025-03-05'
		);
	});
});
