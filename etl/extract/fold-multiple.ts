// "-fold" counts parts as often as it multiplies: "our contributions are threefold", "a twofold
// pipeline", "five-fold cross-validation", "two-fold symmetry" claim nothing. A "-fold" is a
// multiple only where a change is said next to it: "a fivefold increase", "3-fold faster",
// "increased tenfold", "by as much as 10-fold", "reductions of up to 444-fold".
import { CHANGE_NOUN, CHANGE_STEMS, HEDGE } from './change-words.ts';

/** After the multiple, up to two words of what changed between ("a threefold sample efficiency
 * improvement"): a noun of change, or a comparative. */
const CHANGE_AFTER = new RegExp(
	String.raw`^\s*\)?\s*(?:[\p{L}-]+\s+){0,2}?(?:${CHANGE_NOUN}|lifts?|jumps?|advantages?|enhancements?|rises?|drops?|declines?|growth|accelerations?|savings?|(?:more|less)\b|higher|faster|quicker|slower|lower|fewer|greater|better|larger|smaller|cheaper|shorter|longer|as\s+fast)`,
	'iu'
);

/** A verb of change (not its noun: "the improvement is twofold" names two parts). */
const CHANGE_VERB = String.raw`(?:(?:${CHANGE_STEMS.join('|')}|declin|compress|sav|multipli)(?:e|es|ed|ing|s|y|ies)?|speeds?\s+up|sped\s+up|jump(?:s|ed)?|expand(?:s|ed)?|outperform(?:s|ed)?|surpass(?:es|ed)?|drop(?:s|ped)?|grow(?:s|n)?|grew|rise[sn]?|rose|f[ae]ll(?:s)?|shr(?:ink|inks|ank|unk))`;
/** Words of the verb's object: not a clause's ("robustness we adopt", "prior work in"). */
const OBJECT_WORD = String.raw`(?!(?:an?|we|with|in|on|for|to|of|and|or|that|which|as)\s)[\p{L}\p{N}-]+\s+`;

/** Before the multiple: "by (up to)", a noun of change and its "of", a verb of change and up to
 * four words of its object ("improves throughput 3-fold"), or another multiple of its list
 * ("444-fold, 312-fold, and 15.6-fold"); a bracket may hold it ("improved (3-fold)"). */
const CHANGE_BEFORE = new RegExp(
	String.raw`(?:fold,?\s+(?:and\s+|or\s+)?${HEDGE}|\bby\s+${HEDGE}|\b${CHANGE_NOUN}\s+of\s+${HEDGE}|\b${CHANGE_VERB}\s+(?:${OBJECT_WORD}){0,4}?${HEDGE})\(?$`,
	'iu'
);

/** "a two-fold strategy", "the improvement is twofold": after an article or "is", only a change
 * said after the multiple makes it one. */
const ARTICLE_OR_COPULA = /\b(?:an?|is|are|was|were|be)\s+$/i;

/** Is the "-fold" multiple at [start, end) of `text` a change the text claims? */
export function isFoldChange(text: string, start: number, end: number): boolean {
	const before = text.slice(Math.max(0, start - 70), start);
	if (CHANGE_AFTER.test(text.slice(end, end + 60))) return true;
	return !ARTICLE_OR_COPULA.test(before) && CHANGE_BEFORE.test(before);
}

/** Does this written multiple end in "-fold" ("threefold", "3.5-fold", "two-fold")? */
export const isFoldWord = (written: string) => /fold$/i.test(written.trim());

/** A "-fold" at [start, end) of `text` that counts parts, not a change ("our contributions are
 * threefold"): no claim. */
export const isFoldOfParts = (text: string, start: number, end: number) =>
	isFoldWord(text.slice(start, end)) && !isFoldChange(text, start, end);
