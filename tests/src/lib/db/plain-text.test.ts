import { describe, expect, it } from 'vitest';
import { dateText, plainText } from '../../../../src/lib/db/plain-text.ts';

describe('plainText', () => {
	it('shows lists and structs readably, text inside them quoted', () => {
		expect(plainText(['PPO', 'GRPO'])).toBe("['PPO', 'GRPO']");
		expect(plainText([{ name: 'Qwen2.5-7B', params_b: 7, family: null }])).toBe(
			"[{name: 'Qwen2.5-7B', params_b: 7, family: NULL}]"
		);
	});
	it('reads one way only: quotes inside text doubled, keys that are not one word quoted', () => {
		expect(plainText(["it's", 'a, b', 'say "hi"'])).toBe(`['it''s', 'a, b', 'say "hi"']`);
		// One value holding a quote, comma and quote, not the two values ['a', 'b'].
		expect(plainText(["a', 'b"])).toBe(`['a'', ''b']`);
		expect(plainText({ 'x, y': 1, "k'": "v'" })).toBe(`{'x, y': 1, 'k''': 'v'''}`);
	});
	it('shows a top-level null as empty and text as it is', () => {
		expect(plainText(null)).toBe('');
		expect(plainText('x')).toBe('x');
	});
});

describe('dateText', () => {
	it('shows epoch milliseconds as a date or a timestamp', () => {
		expect(dateText(Date.UTC(2025, 0, 2), false)).toBe('2025-01-02');
		expect(dateText(Date.UTC(2025, 0, 2, 3, 4, 5), true)).toBe('2025-01-02 03:04:05');
		expect(dateText('soon', false)).toBe('soon');
	});
});
