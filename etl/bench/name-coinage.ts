// New names for the scaled corpus, one per index and kind, written as real names are: acronyms
// in capitals, pronounceable words ("Tavoken"), camel case ("TavoKen").
import type { NameKind } from './name-tokens.ts';

const CONSONANTS = 'bcdfghjklmnprstvwz';
const VOWELS = 'aeiouy';
/** Open syllables; with an optional closing consonant a name reads as a word. */
const SYLLABLES = [...CONSONANTS].flatMap((c) => [...VOWELS].map((v) => c + v));
const CODAS = ['', 'n', 'r', 'l', 's', 'x', 'k', 'm'];
/** Coprime with every block size below, so consecutive indexes do not look alike. */
const STRIDE = 1_000_003;

/** `index` in a block of `size` visited in a scrambled order (a bijection of [0, size)). */
const scramble = (index: number, size: number) =>
	Number((BigInt(index) * BigInt(STRIDE)) % BigInt(size));

/** A pronounceable word, distinct for every index: two syllables first, then three, … */
function word(index: number): string {
	let rest = index;
	for (let syllables = 2; ; syllables++) {
		const size = SYLLABLES.length ** syllables * CODAS.length;
		if (rest >= size) {
			rest -= size;
			continue;
		}
		let code = scramble(rest, size);
		let text = CODAS[code % CODAS.length];
		code = Math.floor(code / CODAS.length);
		for (let i = 0; i < syllables; i++) {
			text = SYLLABLES[code % SYLLABLES.length] + text;
			code = Math.floor(code / SYLLABLES.length);
		}
		return text;
	}
}

/**
 * An acronym of `length` capitals drawn from `letters` (the initials a long form can be
 * written with); distinct for indexes below `letters.length ** length`, then they repeat, as
 * real acronyms collide.
 */
export function coinAcronym(index: number, length: number, letters: string): string {
	const size = letters.length ** length;
	let code = scramble(index % size, size);
	let text = '';
	for (let i = 0; i < length; i++) {
		text += letters[code % letters.length];
		code = Math.floor(code / letters.length);
	}
	return text;
}

/** The name of `index` for a kind of name; for `caps`, `length` letters of `letters`. */
export function coinName(kind: NameKind, index: number, length: number, letters: string): string {
	if (!Number.isInteger(index) || index < 0) throw new Error(`coinName: bad index ${index}`);
	if (kind === 'caps') return coinAcronym(index, length, letters);
	const text = word(index);
	if (kind === 'word') return text[0].toUpperCase() + text.slice(1);
	// Camel case: the last syllable (with its closing letter) capitalised.
	const cut = /[bcdfghjklmnprstvwz][aeiouy][nrlsxkm]?$/.exec(text)!.index;
	return text[0].toUpperCase() + text.slice(1, cut) + text[cut].toUpperCase() + text.slice(cut + 1);
}
