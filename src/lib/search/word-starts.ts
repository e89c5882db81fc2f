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

/** The class of an ASCII character. */
export function asciiClass(codePoint: number): CharClass {
	const c = String.fromCharCode(codePoint);
	if (c >= 'a' && c <= 'z') return { word: true, lower: true, fold: c };
	if (c >= 'A' && c <= 'Z') return { word: true, lower: false, fold: c.toLowerCase() };
	if (c >= '0' && c <= '9') return { word: true, lower: false, fold: c };
	return NONE;
}

const isCapital = (codePoint: number) => codePoint >= 65 && codePoint <= 90;

/** The distinct words of `title` a one-word search can start on, folded (see above). The
 * camel-case start wants the capital itself (the expression spells it), so only an ASCII
 * capital starts a word after a small letter. */
export function wordStarts(title: string, classOf: ClassOf): string[] {
	const points = Array.from(title, (c) => c.codePointAt(0)!);
	const classes = points.map(classOf);
	const words = new Set<string>();
	for (let p = 0; p < points.length; p++) {
		if (!classes[p].fold) continue;
		const before = classes[p - 1];
		const starts = !before || !before.word || (before.lower && isCapital(points[p]));
		if (!starts) continue;
		let word = '';
		for (let e = p; e < points.length && classes[e].fold; e++) word += classes[e].fold;
		words.add(word);
	}
	return [...words];
}
