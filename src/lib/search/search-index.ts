// The search box's matches without DuckDB, for the searches the index can answer exactly: one
// ASCII word (letters and digits, the commonest search by far). The build writes, in the cube's
// paper numbers, each title's word starts (word-starts.ts) and the word starts of each paper's
// searched names (SEARCHED_NAMES, read alike); a search's papers are then
// those with a word of either starting with it: the papers filters.ts's search condition keeps. It holds too
// each paper's name keys (nameKeySql, as DuckDB made them), so the name filter is answered here.
import { nameKey, type LowerCase } from './name-key.ts';
import { distinctAscending, papersWithKey, papersWithPrefix, type Postings } from './postings.ts';

export interface SearchIndex {
	/** The cube's paper count: an index of other data must not answer. */
	papers: number;
	/** Each title's word starts (word-starts.ts). */
	titleWords: Postings;
	/** The word starts of each paper's searched names (word-starts.ts), as a title's. */
	names: Postings;
	/** Each paper's name keys (filters.ts's NAMED_KEYS, keyed by DuckDB). */
	nameKeys: Postings;
	/** DuckDB's lower() of every code point it changes, to key a selected name as it would. */
	lower: LowerCase;
}

/** Whether the index answers a search for `q` (as the filters keep it: trimmed). */
export const indexAnswers = (q: string): boolean => /^[A-Za-z0-9]+$/.test(q);

/** The papers a search for `q` keeps, ascending, or null when the index cannot answer it. */
export function searchedPapers(index: SearchIndex, q: string): Uint32Array | null {
	const text = q.trim();
	if (!indexAnswers(text)) return null;
	// Titles' and names' words are kept folded to lower case (word-starts.ts), as the condition's
	// (?i) compares them.
	const word = text.toLowerCase();
	const lists = [
		...papersWithPrefix(index.titleWords, word),
		...papersWithPrefix(index.names, word)
	].filter((list) => list.length > 0);
	// A damaged file's gaps could point past the papers: then DuckDB answers.
	if (lists.some((list) => list[list.length - 1] >= index.papers)) return null;
	return lists.length ? distinctAscending(lists, index.papers) : new Uint32Array(0);
}

/** The papers naming any of `names` by key (the name filter), ascending, or null when the index
 * cannot tell (a name DuckDB would not see as written, a damaged file). */
export function namedPapers(index: SearchIndex, names: string[]): Uint32Array | null {
	const keys = names.map((name) => nameKey(name, index.lower));
	if (keys.some((key) => key === null)) return null;
	const lists = [...new Set(keys as string[])]
		.map((key) => papersWithKey(index.nameKeys, key))
		.filter((list) => list.length > 0);
	if (lists.some((list) => list[list.length - 1] >= index.papers)) return null;
	return lists.length ? distinctAscending(lists, index.papers) : new Uint32Array(0);
}
