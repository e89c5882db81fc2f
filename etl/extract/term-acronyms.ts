// Acronyms a text spells out in plain words: "trusted execution environments (TEEs)", "in-domain
// (ID)", "federated learning (FL)" are terms of a field, so "FL benchmarks" or "ID tasks" name no
// benchmark.
import { isNameCased, spelledOutBefore } from './name-shape.ts';

const PARENTHESISED = /\((\p{Lu}[\p{L}\p{N}\-‑]*)\)/gu;
/** "TEEs": a plural acronym is spelled out by the plural of its long form's last word. */
export const PLURAL_ACRONYM = /^\p{Lu}{2,}s$/u;

/** The acronyms `text` defines with a long form that is not written as a name (or with any long
 * form, `nameCasedToo`), and their singulars. */
export function termAcronyms(text: string, nameCasedToo = false): Set<string> {
	const terms = new Set<string>();
	if (!text.includes('(')) return terms;
	for (const m of text.matchAll(PARENTHESISED)) {
		const acronym = PLURAL_ACRONYM.test(m[1]) ? m[1].slice(0, -1) : m[1];
		const longForm = spelledOutBefore(text.slice(Math.max(0, m.index - 120), m.index), acronym);
		if (longForm === null || (!nameCasedToo && isNameCased(longForm))) continue;
		terms.add(acronym);
		terms.add(m[1]);
	}
	return terms;
}
