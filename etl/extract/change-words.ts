// The nouns that name a change ("improvements of …", "the reduction is …"): gains read claims by
// them, scores leave out what follows them.
export const CHANGE_NOUN = String.raw`(?:improvements?|gains?|increases?|reductions?|decreases?|speed-?ups?|boosts?)`;
/** Those of them that say a quantity grew ("a 40% improvement"). */
export const GROWTH_NOUN = String.raw`(?:gains?|improvements?|increases?|boosts?)`;
