import { describe, expect, it } from 'vitest';
import { isOwnSentence } from '../../../../etl/extract/proposed/own-voice.ts';

describe('isOwnSentence', () => {
	it('reads the paper speaking of its own work', () => {
		const text = 'Prior work is slow. We design a new method, FooNet, for it.';
		expect(isOwnSentence(text, text.indexOf('a new'))).toBe(true);
	});

	it('does not read a sentence about what the paper compares with', () => {
		const text = 'Prior work is slow. We compare against a new method, FooNet, from 2023.';
		expect(isOwnSentence(text, text.indexOf('a new'))).toBe(false);
		const other = 'Prior work is slow. Smith built a new method, FooNet, last year.';
		expect(isOwnSentence(other, other.indexOf('a new'))).toBe(false);
	});
});
