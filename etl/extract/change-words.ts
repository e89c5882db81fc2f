// The nouns that name a change ("improvements of …", "the reduction is …"): gains read claims by
// them, scores leave out what follows them.
export const CHANGE_NOUN = String.raw`(?:improvements?|gains?|increases?|reductions?|decreases?|speed-?ups?|boosts?)`;
/** Those of them that say a quantity grew ("a 40% improvement"). */
export const GROWTH_NOUN = String.raw`(?:gains?|improvements?|increases?|boosts?)`;

/** A hedge between the words of change and the value: "up to", "as much as", "an average of". */
export const HEDGE = String.raw`(?:up\s+to\s+|as\s+much\s+as\s+|as\s+high\s+as\s+|over\s+|more\s+than\s+|at\s+least\s+|about\s+|approximately\s+|around\s+|circa\s+|nearly\s+|almost\s+|roughly\s+|an?\s+average\s+of\s+|on\s+average\s+|average\s+of\s+|~\s*|≈\s*)?`;

/** Stems of verbs that change a measure by an amount ("improves … by"). */
export const CHANGE_STEMS = [
	'improv',
	'increas',
	'reduc',
	'decreas',
	'enhanc',
	'boost',
	'rais',
	'lower',
	'cut',
	'shorten',
	'accelerat',
	'lift',
	'degrad'
];
