import { describe, expect, it } from 'vitest';
import { nameTokens, readNameToken } from '../../../etl/bench/name-tokens.ts';

const names = (text: string) => nameTokens(text).map((t) => text.slice(t.start, t.end));

describe('readNameToken', () => {
	it('splits a name into the stem a new name replaces and the rest that is kept', () => {
		expect(readNameToken('Qwen2.5-7B')).toEqual({ stem: 'Qwen', rest: '2.5-7B', kind: 'word' });
		expect(readNameToken('LLMs')).toEqual({ stem: 'LLM', rest: 's', kind: 'caps' });
		expect(readNameToken('SWE-Bench')).toEqual({ stem: 'SWE', rest: '-Bench', kind: 'caps' });
		expect(readNameToken('DeepSeek-R1')).toEqual({ stem: 'DeepSeek', rest: '-R1', kind: 'camel' });
		expect(readNameToken('mHC')).toEqual({ stem: 'mHC', rest: '', kind: 'camel' });
	});

	it('leaves ordinary words alone: capitalised, hyphenated in title case, single letters', () => {
		for (const word of ['Learning', 'Multi-Agent', 'Self-Supervised', 'F1', 'L2', 'x86', 'the']) {
			expect(readNameToken(word)).toBeNull();
		}
	});
});

describe('nameTokens', () => {
	it('finds names by their shape, with their offsets, and skips LaTeX commands', () => {
		const text = 'We train Llama-3 with \\textsc{Sage} and GRPO on MATH-500, beating GPT-4o.';
		expect(names(text)).toEqual(['Llama-3', 'GRPO', 'MATH-500', 'GPT-4o']);
		const [first] = nameTokens(text);
		expect(text.slice(first.start, first.end)).toBe('Llama-3');
	});

	it('does not take a sentence-ending dot into a name', () => {
		expect(names('It beats BLAKE3. Then')).toEqual(['BLAKE3']);
	});
});
