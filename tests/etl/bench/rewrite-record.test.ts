import { describe, expect, it } from 'vitest';
import { rewriteRecord } from '../../../etl/bench/rewrite-record.ts';

describe('rewriteRecord', () => {
	it('replaces id, title and abstract, and the id in URLs, keeping every field in order', () => {
		const record = {
			id: '2506.05355',
			title: 'Old',
			authors: ['A. Author'],
			summary: 'Old abstract.',
			comment: null,
			cate: 'cs.CR',
			url: 'http://arxiv.org/pdf/2506.05355v1'
		};
		const out = rewriteRecord(record, { id: '2203.00042', title: 'New', summary: 'New abstract.' });
		expect(Object.keys(out)).toEqual(Object.keys(record));
		expect(out).toEqual({
			...record,
			id: '2203.00042',
			title: 'New',
			summary: 'New abstract.',
			url: 'http://arxiv.org/pdf/2203.00042v1'
		});
	});
});
