// The words a title can be found by when the search is one ASCII word (letters and digits):
// exactly where sqlAtWordStart's regular expression matches, by its own rules. A match starts
// where a word starts (the title's start, after a character that is not a letter or a digit, or
// at a capital right after a small letter, as "GPT" in "ChatGPT") and runs over characters
// equal to the word's in any case, as the regular expression's (?i) compares them: an ASCII
// letter or digit, or one of the few other characters it equates with one ("ſ" with "s", the
// Kelvin sign with "k"). So a title matches the word exactly when one of these words, folded
// to lower case, starts with it.

/** What the regular expression sees in one character. */
export interface CharClass {
	/** In \p{L} or \p{N}: no word starts right after it (unless at a capital, camel case). */
	word: boolean;
	/** In \p{Ll}: a capital right after it starts a word. */
	lower: boolean;
	/** The lower-case ASCII letter or digit (?i) equates it with, or '' for none. */
	fold: string;
}

/** A character's class, by code point: the ASCII ones are known here, the others the build
 * asks DuckDB's own regular expressions (scripts/search-index.ts). */
export type ClassOf = (codePoint: number) => CharClass;

const NONE: CharClass = { word: false, lower: false, fold: '' };

function classOfAscii(codePoint: number): CharClass {
	const c = String.fromCharCode(codePoint);
	if (c >= 'a' && c <= 'z') return { word: true, lower: true, fold: c };
	if (c >= 'A' && c <= 'Z') return { word: true, lower: false, fold: c.toLowerCase() };
	if (c >= '0' && c <= '9') return { word: true, lower: false, fold: c };
	return NONE;
}

const ASCII = Array.from({ length: 0x80 }, (_, cp) => classOfAscii(cp));

/** The class of an ASCII character. */
export const asciiClass = (codePoint: number): CharClass => ASCII[codePoint] ?? NONE;

const isCapital = (codePoint: number) => codePoint >= 65 && codePoint <= 90;

/** The distinct words of `title` a one-word search can start on, folded (see above). The
 * camel-case start wants the capital itself (the expression spells it), so only an ASCII
 * capital starts a word after a small letter. Read by code point, as the expression reads. */
export function wordStarts(title: string, classOf: ClassOf): string[] {
	const words = new Set<string>();
	let before: CharClass | null = null;
	for (let i = 0; i < title.length;) {
		const point = title.codePointAt(i)!;
		const here = classOf(point);
		if (here.fold && (!before || !before.word || (before.lower && isCapital(point)))) {
			let word = '';
			for (let e = i; e < title.length;) {
				const next = title.codePointAt(e)!;
				const fold = classOf(next).fold;
				if (!fold) break;
				word += fold;
				e += next > 0xffff ? 2 : 1;
			}
			words.add(word);
		}
		before = here;
		i += point > 0xffff ? 2 : 1;
	}
	return [...words];
}
