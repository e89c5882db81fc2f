import { describe, expect, it } from 'vitest';
import {
	distinctAscending,
	encodePostings,
	keysSorted,
	papersWithKey,
	papersWithPrefix
} from '../../../../src/lib/search/postings.ts';

const postings = encodePostings(
	new Map([
		['reinforce', [3, 200, 70_000, 2_000_000]],
		['reinforcement', [0, 3]],
		['rein', [5]],
		['zz', [1]],
		['ärger', [9]],
		['a', [2]]
	])
);

describe('postings', () => {
	it('give back each key’s papers, gaps of one byte or several', () => {
		expect(papersWithKey(postings, 'reinforce')).toEqual([3, 200, 70_000, 2_000_000]);
		expect(papersWithKey(postings, 'ärger')).toEqual([9]);
		expect(papersWithKey(postings, 'reinforc')).toEqual([]);
		expect(papersWithKey(postings, 'zzz')).toEqual([]);
	});

	it('find every key a prefix starts, and only those', () => {
		expect(papersWithPrefix(postings, 'reinforc')).toEqual([
			[3, 200, 70_000, 2_000_000],
			[0, 3]
		]);
		expect(papersWithPrefix(postings, 'rein').length).toBe(3);
		expect(papersWithPrefix(postings, 'ä')).toEqual([[9]]);
		expect(papersWithPrefix(postings, 'b')).toEqual([]);
	});

	it('keep keys in byte order, which a damaged order fails', () => {
		expect(keysSorted(postings)).toBe(true);
		const swapped = encodePostings(
			new Map([
				['b', [1]],
				['a', [2]]
			])
		);
		swapped.keyBytes.reverse();
		expect(keysSorted(swapped)).toBe(false);
		const repeated = encodePostings(
			new Map([
				['ab', [1]],
				['ac', [2]]
			])
		);
		repeated.keyBytes[3] = 'b'.charCodeAt(0);
		expect(keysSorted(repeated)).toBe(false);
	});

	it('refuse papers out of order', () => {
		expect(() => encodePostings(new Map([['a', [2, 2]]]))).toThrow(/not ascending at 2/);
	});

	it('merge lists into distinct papers, ascending', () => {
		expect([...distinctAscending([[1, 5], [0, 5, 7], []], 8)]).toEqual([0, 1, 5, 7]);
		expect([...distinctAscending([[4, 6]], 8)]).toEqual([4, 6]);
	});
});
