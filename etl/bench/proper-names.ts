// Names written as plain capitalised words ("we present Unisoma, a unified …"), told from
// ordinary words by where they stand: alone in the middle of a sentence, or alone before a
// title's colon. What their shape alone cannot show (no inner capital, no digit), their position does.

/**
 * A capitalised word of three letters or more, not all capitals, and not followed by another:
 * a run of them ("Hashed Fractal Key Recovery") is a long form or a title-cased phrase.
 */
const CAPITALISED = /(?<![\p{L}\p{N}_\\])[A-Z][a-z]{2,}(?![\p{L}\p{N}_])(?![\s-]+[A-Z])/gu;
/** After a word in lower case (and maybe a comma or semicolon), or an opening parenthesis. */
const MID_SENTENCE = /(?:(?<![\p{L}\p{N}-])[a-z][\p{L}\p{N}-]*[,;]?\s+|\()$/u;
const TITLE_PREFIX = /^([A-Z][a-z]{2,})(?=:)/;

/** The plain capitalised names of a paper: mid-sentence in its abstract, or its title's prefix. */
export function properNames(title: string, summary: string): Set<string> {
	const names = new Set<string>();
	for (const match of summary.matchAll(CAPITALISED)) {
		if (MID_SENTENCE.test(summary.slice(Math.max(0, match.index - 40), match.index))) {
			names.add(match[0]);
		}
	}
	const prefix = TITLE_PREFIX.exec(title);
	if (prefix) names.add(prefix[1]);
	return names;
}
