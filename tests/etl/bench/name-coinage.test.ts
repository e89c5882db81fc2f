import { describe, expect, it } from 'vitest';
import { coinAcronym, coinName } from '../../../etl/bench/name-coinage.ts';
import { readNameToken } from '../../../etl/bench/name-tokens.ts';

const LETTERS = 'ABCDEFGHILMNOPRSTW';
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('coinName', () => {
	it('gives every index its own word and camel-case name', () => {
		for (const kind of ['word', 'camel'] as const) {
			const names = range(200_000).map((i) => coinName(kind, i, 0, LETTERS));
			expect(new Set(names).size).toBe(names.length);
		}
	});

	it('writes each kind as real names of that kind are written, so it reads back as one', () => {
		for (const i of range(3000)) {
			expect(coinName('word', i, 0, LETTERS)).toMatch(/^[A-Z][a-z]{3,}$/);
			expect(readNameToken(coinName('camel', i, 0, LETTERS))).toMatchObject({ kind: 'camel' });
			expect(readNameToken(coinName('caps', i, 4, LETTERS))).toMatchObject({ kind: 'caps' });
		}
	});

	it('rejects an index that is not a whole number ≥ 0', () => {
		expect(() => coinName('word', -1, 0, LETTERS)).toThrow(/bad index/);
	});
});

describe('coinAcronym', () => {
	it('uses only the given letters, at the given length, distinct until the letters run out', () => {
		const size = LETTERS.length ** 3;
		const names = range(size).map((i) => coinAcronym(i, 3, LETTERS));
		expect(new Set(names).size).toBe(size);
		for (const name of names) expect(name).toMatch(/^[ABCDEFGHILMNOPRSTW]{3}$/);
		expect(coinAcronym(size, 3, LETTERS)).toBe(names[0]);
	});
});
