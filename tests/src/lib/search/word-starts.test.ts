import { describe, expect, it } from 'vitest';
import { asciiClass, wordStarts } from '../../../../src/lib/search/word-starts.ts';

describe('wordStarts', () => {
	it('starts a word at the start, after a non-word character and at a capital after a small letter', () => {
		expect(wordStarts('ChatGPT-4o (PPO) AlphaZero x4PPO', asciiClass).sort()).toEqual(
			['4o', 'alphazero', 'chatgpt', 'gpt', 'ppo', 'x4ppo', 'zero'].sort()
		);
	});

	it('ends a word where no ASCII letter or digit matches, and folds the ones that do', () => {
		const classOf = (cp: number) =>
			cp <= 0x7f
				? asciiClass(cp)
				: { word: true, lower: cp === 0x17f || cp === 0xe9, fold: cp === 0x17f ? 's' : '' };
		// ſ (a small letter that (?i) equates with "s"), é (a small letter it does not).
		expect(wordStarts('ſtrong éPPO caféRL', classOf).sort()).toEqual(
			['caf', 'ppo', 'rl', 'strong'].sort()
		);
		expect(wordStarts('', classOf)).toEqual([]);
	});
});
