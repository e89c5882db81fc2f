// What every literal scan of a text reads the same way: where a word may start, and the text in
// lower case with every index kept. Worked out once per text and kept for the paper being read.

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Classes of the code points past ASCII seen so far (a text has few distinct ones). */
const wordCharCache = new Map<number, boolean>();

/** 1 for ASCII letters and digits. */
const ASCII_WORD = new Uint8Array(128).map((_, c) =>
	(c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0
);

/** A letter or digit (`\p{L}`, `\p{N}`), by code point; a lone surrogate is neither. */
export function isWordChar(codePoint: number): boolean {
	if (codePoint < 128) return ASCII_WORD[codePoint] === 1;
	let known = wordCharCache.get(codePoint);
	if (known === undefined) {
		known = WORD_CHAR.test(String.fromCodePoint(codePoint));
		wordCharCache.set(codePoint, known);
	}
	return known;
}

/** Lower case with every index kept, so positions in it are positions in the text. */
export function lowerKeepingIndices(text: string): string {
	const lower = text.toLowerCase();
	if (lower.length === text.length) return lower;
	let kept = '';
	for (const char of text) {
		const one = char.toLowerCase();
		kept += one.length === char.length ? one : char;
	}
	return kept;
}

/** Where a name may start: the text's start, and after each code point that is no letter or
 * digit (what the ends of `/[^\p{L}\p{N}]/gu`'s matches are), before the text's end. */
export function wordStarts(text: string): number[] {
	const starts = text.length > 0 ? [0] : [];
	for (let i = 0; i < text.length;) {
		let code = text.charCodeAt(i);
		if (code < 128) {
			i++;
			if (ASCII_WORD[code] === 0 && i < text.length) starts.push(i);
			continue;
		}
		code = text.codePointAt(i)!;
		i += code > 0xffff ? 2 : 1;
		if (!isWordChar(code) && i < text.length) starts.push(i);
	}
	return starts;
}

export interface TextLayout {
	text: string;
	lower: string;
	starts: readonly number[];
	/** Worked out when first asked for (`asciiWordStartsOf`). */
	asciiWordStarts?: readonly number[];
}

const NON_ASCII = /[^\x00-\x7f]/;

/** Where `\b` may open an ASCII word (what a pattern without /iu calls a word): every word
 * start, and every position after a unit past ASCII ("é" is no word character to `\b`). */
export function asciiWordStarts(text: string, starts: readonly number[]): readonly number[] {
	if (!NON_ASCII.test(text)) return starts;
	const merged: number[] = [];
	let s = 0;
	for (let i = 0; i < text.length; i++) {
		if (text.charCodeAt(i) < 128 || i + 1 >= text.length) continue;
		while (s < starts.length && starts[s] <= i + 1) merged.push(starts[s++]);
		if (merged[merged.length - 1] !== i + 1) merged.push(i + 1);
	}
	while (s < starts.length) merged.push(starts[s++]);
	return merged;
}

/** `asciiWordStarts` of a text, kept with its layout. */
export function asciiWordStartsOf(text: string): readonly number[] {
	const layout = layoutOf(text);
	return (layout.asciiWordStarts ??= Object.freeze([...asciiWordStarts(text, layout.starts)]));
}

const recent: TextLayout[] = [];
const RECENT = 4;

/** The layout of `text`, kept for the few texts of the paper being read. */
export function layoutOf(text: string): TextLayout {
	for (const layout of recent) if (layout.text === text) return layout;
	const layout: TextLayout = {
		text,
		lower: lowerKeepingIndices(text),
		starts: Object.freeze(wordStarts(text))
	};
	if (recent.unshift(layout) > RECENT) recent.pop();
	return layout;
}
