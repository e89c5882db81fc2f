import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../pieced-texts.ts';
import {
	asciiWordStarts,
	isWordChar,
	layoutOf,
	wordStarts
} from '../../../etl/extract/text-layout.ts';

/** The definition the scan's starts were first written with: the ends of non-word matches. */
const viaRegex = (text: string) => {
	const starts = text.length > 0 ? [0] : [];
	for (const m of text.matchAll(/[^\p{L}\p{N}]/gu)) {
		const after = m.index + m[0].length;
		if (after < text.length) starts.push(after);
	}
	return starts;
};

describe('wordStarts', () => {
	it('starts a word after every code point that is no letter or digit', () => {
		expect(wordStarts('PPO-Clip, ok')).toEqual([0, 4, 9, 10]);
		expect(wordStarts('')).toEqual([]);
		expect(wordStarts('a-')).toEqual([0]);
	});

	it('reads astral letters, lone surrogates, accents and digits as the regex does', () => {
		const pieces = [
			'a',
			'Z',
			'9',
			' ',
			'-',
			'é',
			'ß',
			'٣',
			'𝐀',
			'😀',
			'\ud800',
			'\udc00',
			'·',
			'_'
		];
		for (const text of piecedTexts(pieces, { count: 500, maxPieces: 12, seed: 11 })) {
			expect(wordStarts(text), JSON.stringify(text)).toEqual(viaRegex(text));
		}
	});
});

describe('isWordChar', () => {
	it('agrees with \\p{L} and \\p{N} on every code point of the first planes sampled', () => {
		for (let code = 0; code < 0x20000; code += 7) {
			const regex =
				code >= 0xd800 && code <= 0xdfff ? false : /[\p{L}\p{N}]/u.test(String.fromCodePoint(code));
			expect(isWordChar(code), code.toString(16)).toBe(regex);
		}
	});
});

describe('layoutOf', () => {
	it('keeps the layout of a text it has just read', () => {
		const text = 'İstanbul PPO';
		const layout = layoutOf(text);
		expect(layoutOf(text)).toBe(layout);
		expect(layout.lower).toHaveLength(text.length);
		expect(layout.starts).toEqual([0, 9]);
	});
});

describe('asciiWordStarts', () => {
	it('adds the positions after a unit past ASCII to the word starts, in order', () => {
		expect(asciiWordStarts('ab écd', wordStarts('ab écd'))).toEqual([0, 3, 4]);
		expect(asciiWordStarts('x𝐀y', wordStarts('x𝐀y'))).toEqual([0, 2, 3]);
		const ascii = 'PPO-Clip, ok';
		expect(asciiWordStarts(ascii, wordStarts(ascii))).toEqual(wordStarts(ascii));
	});

	it('holds every position where \\b opens an ASCII word', () => {
		const pieces = ['a', 'B', '1', '_', ' ', '-', 'é', '𝐀', 'ü', '\u00a0', '.'];
		for (const text of piecedTexts(pieces, { count: 2000, maxPieces: 10, seed: 5 })) {
			const starts = new Set(asciiWordStarts(text, wordStarts(text)));
			for (let i = 0; i < text.length; i++) {
				const opens = /[A-Za-z]/.test(text[i]) && (i === 0 || !/\w/.test(text[i - 1]));
				if (opens) expect(starts.has(i), `${JSON.stringify(text)} at ${i}`).toBe(true);
			}
		}
	});
});
