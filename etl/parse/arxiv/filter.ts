// Cutting a big dump to the papers a user wants, on the way in.

export interface RecordFilter {
	/** Keep a record with any of these categories. `cs.LG` matches exactly; `cs` matches `cs.*`. */
	categories?: string[];
	/**
	 * Keywords that must all appear in title + abstract, case-insensitively, each at the start of
	 * a word (`rl` matches "RL" and "RLHF", not "world"); `"…"` quotes a phrase.
	 */
	query?: string;
}

export interface Filterable {
	title: string;
	abstract: string;
	categories: string[];
}

/** Splits a query into lower-case terms; a quoted phrase is one term. */
export function queryTerms(query: string): string[] {
	const terms: string[] = [];
	for (const [, phrase, word] of query.matchAll(/"([^"]*)"|(\S+)/g)) {
		const term = (phrase ?? word).replace(/\s+/g, ' ').trim().toLowerCase();
		if (term) terms.push(term);
	}
	return terms;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether `term` occurs in `text` where no letter or digit comes right before it. */
function occursAtWordStart(text: string, term: string): boolean {
	for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
		if (at === 0 || !WORD_CHAR.test(text[at - 1]) || !WORD_CHAR.test(term[0])) return true;
	}
	return false;
}

function categoryMatches(wanted: string, category: string): boolean {
	return wanted.includes('.') ? category === wanted : category.split('.')[0] === wanted;
}

/** A predicate for many records: terms and categories are prepared once. */
export function compileFilter(filter: RecordFilter): (record: Filterable) => boolean {
	const categories = (filter.categories ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean);
	const terms = queryTerms(filter.query ?? '');
	return (record) => {
		if (categories.length > 0) {
			const own = record.categories.map((c) => c.toLowerCase());
			if (!categories.some((wanted) => own.some((c) => categoryMatches(wanted, c)))) return false;
		}
		if (terms.length === 0) return true;
		const text = `${record.title} ${record.abstract}`.replace(/\s+/g, ' ').toLowerCase();
		return terms.every((term) => occursAtWordStart(text, term));
	};
}

/** Whether one record passes `filter` (for many records, use `compileFilter` once). */
export function matchesFilter(record: Filterable, filter: RecordFilter): boolean {
	return compileFilter(filter)(record);
}
