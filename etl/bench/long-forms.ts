// The spelled-out form written before an acronym in parentheses ("Hashed Fractal Key Recovery
// (HFKR)"), found by its initials, so a renamed acronym can get a long form that still spells it.

export interface LongFormWord {
	start: number;
	end: number;
	/** Position of the letter it spells in the acronym. */
	letter: number;
}

const WORD_BEFORE = /[A-Za-z]+$/;

/**
 * The words spelling `acronym` right before `(` at `paren` (the offset of the parenthesis), one
 * per letter, word parts split at hyphens ("Self-Supervised Learning (SSL)"); null when the
 * words before do not spell it.
 */
export function longFormBefore(
	text: string,
	paren: number,
	acronym: string
): LongFormWord[] | null {
	if (text[paren] !== '(') return null;
	const words: LongFormWord[] = [];
	let end = paren;
	while (/\s/.test(text[end - 1] ?? '')) end--;
	for (let letter = acronym.length - 1; letter >= 0; letter--) {
		const word = WORD_BEFORE.exec(text.slice(Math.max(0, end - 60), end))?.[0];
		if (!word || word[0].toUpperCase() !== acronym[letter]) return null;
		words.unshift({ start: end - word.length, end, letter });
		end -= word.length;
		// Only spaces or one hyphen between the words of one long form.
		const gap = /[\s-]*$/.exec(text.slice(Math.max(0, end - 4), end))![0];
		if (letter > 0 && (gap.length === 0 || /-.*-|\n\s*\n/.test(gap))) return null;
		end -= gap.length;
	}
	return words;
}

/** A word of a long form, with its case kept ("Policy" → "Graph", "policy" → "graph"). */
export function sameCase(original: string, word: string): string {
	return /^[A-Z]/.test(original) ? word[0].toUpperCase() + word.slice(1) : word.toLowerCase();
}
