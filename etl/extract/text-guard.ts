// A rule whose every match holds one of a few literals cannot match a text that holds none of
// them: `includes` settles that far faster than a regular expression scanning every position
// (an alternation of words costs V8 about ten times a single literal's search).

/** Does `text` hold any of `literals`? */
export const includesAny = (text: string, literals: readonly string[]): boolean =>
	literals.some((literal) => text.includes(literal));
