import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../pieced-texts.ts';
import { matchPrefixed, prefixedPattern } from '../../../etl/extract/prefix-starts.ts';

const PREFIXES = ['Qwen', 'QwQ', 'OpenAI o1', 'o1-preview', 'o1', 'GPT', 'Tülu', 'T5'];
/** The shape of the model matcher's pattern: look-behind, prefixes, then what may follow. */
const PATTERN = new RegExp(
	String.raw`(?<![\p{L}\p{N}\-])(${[...PREFIXES].sort((a, b) => b.length - a.length).join('|')})(?:\d+(?:\.\d+)*)?(?:-[\p{L}\p{N}]+| (?:\d+[BM]|Instruct))*(?![\p{L}\p{N}])`,
	'gu'
);
const prefixed = prefixedPattern(PATTERN, PREFIXES);

const viaScan = (text: string) =>
	[...matchPrefixed(text, prefixed)].map((m) => [m.index, m[0], m[1]]);
const viaMatchAll = (text: string) => [...text.matchAll(PATTERN)].map((m) => [m.index, m[0], m[1]]);

describe('matchPrefixed', () => {
	it('finds what matchAll finds, in order, with the same groups', () => {
		const text =
			'We tune Qwen2.5-7B Instruct and OpenAI o1-preview, not xQwen or T5x; GPT-4 and QwQ-32B.';
		expect(viaScan(text)).toEqual(viaMatchAll(text));
		expect(viaScan(text).map(([, name]) => name)).toEqual([
			'Qwen2.5-7B Instruct',
			'OpenAI o1-preview',
			'GPT-4',
			'QwQ-32B'
		]);
	});

	it('tries a prefix inside a failed longer one, and none after a hyphen', () => {
		// "OpenAI o1x" fails as a whole: the regex then finds nothing inside it either.
		for (const text of ['OpenAI o1x o1', 'Dr-GPT GPT', 'GPT-GPT', 'QwenQwen Qwen', ''])
			expect(viaScan(text)).toEqual(viaMatchAll(text));
	});

	it('agrees with matchAll on texts glued from awkward pieces', () => {
		const pieces = [
			...PREFIXES,
			' ',
			'-',
			'2.5',
			'7B',
			' 7B',
			'Instruct',
			' Instruct',
			'x',
			'é',
			'𝐀',
			'(',
			'.',
			'ü',
			'\u00a0'
		];
		for (const text of piecedTexts(pieces, { count: 3000, maxPieces: 12, seed: 11 }))
			expect(viaScan(text)).toEqual(viaMatchAll(text));
	});
});
