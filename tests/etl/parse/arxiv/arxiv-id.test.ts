import { describe, expect, it } from 'vitest';
import { arxivIdFromNumber, findArxivId } from '../../../../etl/parse/arxiv/arxiv-id.ts';

describe('findArxivId', () => {
	it.each([
		['2501.12948', '2501.12948', '2025-01-01'],
		['arXiv:2501.12948v2', '2501.12948', '2025-01-01'],
		['https://arxiv.org/abs/2402.03300v3', '2402.03300', '2024-02-01'],
		['http://arxiv.org/pdf/1707.06347v2.pdf', '1707.06347', '2017-07-01'],
		['10.48550/arXiv.2305.18290', '2305.18290', '2023-05-01'],
		['0704.0001', '0704.0001', '2007-04-01'],
		['hep-th/9901001', 'hep-th/9901001', '1999-01-01'],
		['https://arxiv.org/abs/math.GT/0309136v1', 'math.GT/0309136', '2003-09-01'],
		['cond-mat/0703123', 'cond-mat/0703123', '2007-03-01']
	])('%s → %s, %s', (text, id, month) => {
		expect(findArxivId(text)).toEqual({ id, month });
	});

	it.each([
		'2513.12345', // month 13
		'0703.1234', // new style did not exist before 2007-04
		'2501.1294', // 4 digits after 2014
		'1312.56021', // 5 digits before 2015
		'hep-th/0801001', // old style ended in 2007-03
		'version 12.5',
		''
	])('%s is not an arXiv id', (text) => {
		expect(findArxivId(text)).toBeNull();
	});
});

describe('arxivIdFromNumber', () => {
	it('restores zeros by era', () => {
		expect(arxivIdFromNumber(704.001)).toBe('0704.0010');
		expect(arxivIdFromNumber(2501.1)).toBe('2501.10000');
		expect(arxivIdFromNumber(1412.7)).toBe('1412.7000');
		expect(arxivIdFromNumber(-1)).toBeNull();
		expect(arxivIdFromNumber(12345.6)).toBeNull();
	});
});
