// The search box's matches without DuckDB, for the searches the index can answer exactly: one
// ASCII word (letters and digits, the commonest search by far). The build writes, in the cube's
// paper numbers, each title's word starts (word-starts.ts) and each paper's searched names in
// lower case (SEARCHED_NAMES, lowered by DuckDB); a search's papers are then those with a word
// starting with it, or naming it: the papers filters.ts's search condition keeps.
import { distinctAscending, papersWithKey, papersWithPrefix, type Postings } from './postings.ts';

export interface SearchIndex {
	/** The cube's paper count: an index of other data must not answer. */
	papers: number;
	/** Each title's word starts (word-starts.ts). */
	titleWords: Postings;
	/** Each paper's searched names, lower-cased by DuckDB. */
	names: Postings;
}

/** Whether the index answers a search for `q` (as the filters keep it: trimmed). */
export const indexAnswers = (q: string): boolean => /^[A-Za-z0-9]+$/.test(q);

/** The papers a search for `q` keeps, ascending, or null when the index cannot answer it. */
export function searchedPapers(index: SearchIndex, q: string): Uint32Array | null {
	const text = q.trim();
	if (!indexAnswers(text)) return null;
	// The condition's name test compares the names with the text as JavaScript lower-cases it.
	const word = text.toLowerCase();
	const lists = [
		...papersWithPrefix(index.titleWords, word),
		papersWithKey(index.names, word)
	].filter((list) => list.length > 0);
	// A damaged file's gaps could point past the papers: then DuckDB answers.
	if (lists.some((list) => list[list.length - 1] >= index.papers)) return null;
	return lists.length ? distinctAscending(lists, index.papers) : new Uint32Array(0);
}
