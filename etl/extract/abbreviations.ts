// Which periods end no sentence: one list for every sentence boundary the extractors draw
// ("69.0% vs. 86.7%", "e.g. GSM8K", "Dr. SCI", "Chen et al. (2024) show").

// Abbreviations that never end a sentence, in the cases they are written: "DR." (domain
// randomization), "CF." (collaborative filtering) and "sec." (seconds) end one. Each is at most six
// letters: the test reads the seven characters before the period.
const ALWAYS = /(?:^|[^\p{L}])(?:Dr|Figs?|Eqs?|Sec|[Vv]s|[Cc]f|resp|[Aa]pprox|[Ee]\.g|[Ii]\.e)$/u;
// "et al." and "etc." end a sentence where a capital follows ("… Smith et al. Kim et al. extended
// …", "… video, etc. Later work …"), not before a year or a lower-case word ("Kim et al. (2024)").
const UNLESS_CAPITAL = /(?:^|[^\p{L}])(?:et al|etc)$/u;
const CAPITAL_NEXT = /^\s+\p{Lu}/u;

/** The period at `dot` closes an abbreviation, so it ends no sentence. */
export function isAbbreviationDot(text: string, dot: number): boolean {
	const before = text.slice(Math.max(0, dot - 7), dot);
	if (ALWAYS.test(before)) return true;
	return UNLESS_CAPITAL.test(before) && !CAPITAL_NEXT.test(text.slice(dot + 1, dot + 6));
}
