// Another title for a scaled paper whose title another paper already has (the ETL would merge
// the two): an ordinary word swapped for one of the sample's title words, keeping its case.
import type { Random } from './random.ts';

const ORDINARY = /(?<![\p{L}\p{N}-])[A-Za-z][a-z]{4,}(?![\p{L}\p{N}-])/gu;

/** `title` with one ordinary word (five letters or more) replaced; null if it has none. */
export function swapTitleWord(
	title: string,
	words: readonly string[],
	random: Random
): string | null {
	const candidates = [...title.matchAll(ORDINARY)];
	if (candidates.length === 0 || words.length === 0) return null;
	const { 0: original, index } = random.pick(candidates);
	const word = random.pick(words);
	const swapped = /^[A-Z]/.test(original) ? word[0].toUpperCase() + word.slice(1) : word;
	return title.slice(0, index) + swapped + title.slice(index + original.length);
}
