import { describe, expect, it } from 'vitest';
import { memoize } from '../../../etl/extract/memo.ts';

describe('memoize', () => {
	it('answers as the function does, computing each key once', () => {
		const calls: string[] = [];
		const length = memoize((s) => (calls.push(s), s.length));
		expect([length('ab'), length('abc'), length('ab')]).toEqual([2, 3, 2]);
		expect(calls).toEqual(['ab', 'abc']);
	});

	it('remembers undefined and null answers too', () => {
		let calls = 0;
		const nothing = memoize(() => (calls++, undefined));
		nothing('x');
		nothing('x');
		expect(calls).toBe(1);
	});

	it('starts over when full, and still answers right', () => {
		const calls: string[] = [];
		const upper = memoize((s) => (calls.push(s), s.toUpperCase()), 2);
		expect(['a', 'b', 'c', 'a'].map(upper)).toEqual(['A', 'B', 'C', 'A']);
		expect(calls).toEqual(['a', 'b', 'c', 'a']);
	});
});
