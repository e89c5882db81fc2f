// "-fold" counts parts as often as it multiplies: "our contributions are threefold", "a twofold
// pipeline", "five-fold cross-validation", "two-fold symmetry" claim nothing. A "-fold" is a
// multiple only where a change is said next to it: "a fivefold increase", "3-fold faster",
// "increased tenfold", "by up to 60-fold", "reductions of up to 444-fold".

/** Words of change or comparison that may follow the multiple, one word of what changed between
 * ("a 5-fold inference speedup"). */
const CHANGE_AFTER =
	/^\s*(?:(?:average|overall|relative|mean|median)\s+)?(?:[\p{L}-]+\s+)?(?:improve|increase|reduc|decrease|gain|rise|drop|decline|speed-?up|enhance|boost|growth|accelerat|saving|more\b|higher|faster|slower|lower|fewer|less\b|greater|better|larger|smaller|cheaper|shorter|longer)/iu;

const HEDGE = String.raw`(?:up\s+to|nearly|almost|about|approximately|roughly|around|over|more\s+than|at\s+least|an?\s+average\s+of|on\s+average|~)?\s*`;

/** Before the multiple: "by (up to)", a change noun and its "of", a verb of change and up to
 * four words of its object ("improves throughput 3-fold"), or another multiple of its list
 * ("444-fold, 312-fold, and 15.6-fold"). */
const CHANGE_BEFORE = new RegExp(
	String.raw`(?:fold,?\s+(?:and\s+|or\s+)?${HEDGE}|\bby\s+${HEDGE}|\b(?:improvement|increase|reduction|decrease|gain|speed-?up|enhancement|rise|drop|decline)s?\s+of\s+${HEDGE}|\b(?:improv|increas|reduc|decreas|rais|boost|grow|grew|rise|rose|ris|drop|fell|fall|declin|cut|accelerat|enhanc|outperform|surpass|multipl|jump|expand|shrink|shrank|compress)\w*\s+(?:[\p{L}\p{N}-]+\s+){0,4}?${HEDGE})$`,
	'iu'
);

/** Is the "-fold" multiple at [start, end) of `text` a change the text claims? */
export function isFoldChange(text: string, start: number, end: number): boolean {
	return (
		CHANGE_AFTER.test(text.slice(end, end + 50)) ||
		CHANGE_BEFORE.test(text.slice(Math.max(0, start - 70), start))
	);
}

/** Does this written multiple end in "-fold" ("threefold", "3.5-fold", "two-fold")? */
export const isFoldWord = (written: string) => /fold$/i.test(written.trim());
