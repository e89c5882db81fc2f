// When a phrase or an acronym is distinctive enough to be a name rather than a term.
import { spells } from '../name-shape.ts';
import type { NameKnowledge } from './name-knowledge.ts';

/** "ViTaL", "H2O", "aRL": an acronym with lower case or digits is a coinage by its shape alone
 * (a plural "s" is no lower case: "RICs"). */
export const isShapedAcronym = (acronym: string) =>
	/[\p{Ll}\p{N}]/u.test(acronym.replace(/s$/, ''));

/** Three words or more, or a hyphenated one: "Residual Network" is a term, "Stability-based
 * Expert Selection" a name. */
export function isDistinctivePhrase(phrase: string): boolean {
	const words = phrase.trim().split(/\s+/);
	return words.length >= 3 || words.some((w) => /\p{L}-\p{L}/u.test(w));
}

/** "the Guess-Think-Answer (GTA) framework" names one; "a Federated Learning (FL) framework" uses a
 * field's term. A spelled-out name of three words or more, or a hyphenated one, is distinctive. */
export function isDistinctiveLongForm(longForm: string | undefined, acronym: string): boolean {
	if (isShapedAcronym(acronym)) return true;
	return longForm !== undefined && spells(acronym, longForm) && isDistinctivePhrase(longForm);
}

const INDEFINITE_APPOSITION = /^,\s+(?:a|an)\s/;

/** Is some occurrence of `phrase` in `text` followed by an indefinite apposition? */
function apposedAnywhere(text: string, phrase: string): boolean {
	for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
		if (INDEFINITE_APPOSITION.test(text.slice(at + phrase.length, at + phrase.length + 8)))
			return true;
	return false;
}

/** "Reinforcement Learning for …" is a field, not a name; "Agent Lightning, a flexible framework"
 * is one: common capitals name a thing when the phrase has a word of its own and an indefinite
 * apposition says what the phrase is. */
export function isApposedName(phrase: string, text: string, knowledge: NameKnowledge): boolean {
	const words = phrase.split(/\s/);
	return (
		words.length > 1 &&
		!words.every((w) => knowledge.shape.isStopCapital(w)) &&
		apposedAnywhere(text, phrase) &&
		!knowledge.isTerm(phrase)
	);
}
