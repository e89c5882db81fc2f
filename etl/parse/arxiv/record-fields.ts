// Reading the fields of one arXiv-shaped JSON object, whichever common variant wrote it.
import { arxivIdFromNumber, findArxivId, type ArxivId } from './arxiv-id.ts';

export type Json = Record<string, unknown>;

/** A run of white space other than one plain space (which is already what it becomes). */
const WHITESPACE_TO_COLLAPSE = /[^\S ]\s*| \s+/g;

/** Titles and abstracts in dumps are hard-wrapped and indented: one space between words. */
export function collapseWhitespace(text: string): string {
	return text.replace(WHITESPACE_TO_COLLAPSE, ' ').trim();
}

/** The first field of `names` that holds a non-blank string, whitespace collapsed. */
export function firstText(record: Json, names: readonly string[]): string | null {
	for (const name of names) {
		const value = record[name];
		if (typeof value === 'string') {
			const text = collapseWhitespace(value);
			if (text) return text;
		}
	}
	return null;
}

/** Fields that hold an id as such: their whole value may be a bare id. */
const ID_FIELDS = ['id', 'arxiv_id', 'arxivId', 'arxiv'] as const;
/** Fields that may hold a URL or DOI: only trusted when they mention arXiv. */
const LINK_FIELDS = ['abs', 'url', 'link', 'links', 'abs_url', 'pdf_url', 'doi'] as const;

/**
 * The strings inside a value, in order: the value itself, the items of lists (of lists …), and
 * the `key` of objects (`{href}`, `{term}`). A stack, not recursion: a dump's values are
 * untrusted, and a deeply nested one must not overflow the call stack.
 */
function stringsWithin(value: unknown, key: string): string[] {
	const found: string[] = [];
	const stack: unknown[] = [value];
	while (stack.length > 0) {
		const item = stack.pop();
		if (typeof item === 'string') found.push(item);
		else if (Array.isArray(item)) for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
		else if (item !== null && typeof item === 'object' && key in item)
			stack.push((item as Record<string, unknown>)[key]);
	}
	return found;
}

const linkTexts = (value: unknown) => stringsWithin(value, 'href');

/** The arXiv id of a record, from its id fields first, then any arXiv URL or DOI. */
export function arxivIdOf(record: Json): ArxivId | null {
	for (const name of ID_FIELDS) {
		const value = record[name];
		const text = typeof value === 'number' ? arxivIdFromNumber(value) : value;
		if (typeof text !== 'string') continue;
		const found = findArxivId(text);
		if (found) return found;
	}
	for (const name of LINK_FIELDS) {
		for (const text of linkTexts(record[name])) {
			if (!/arxiv/i.test(text)) continue;
			const found = findArxivId(text);
			if (found) return found;
		}
	}
	return null;
}

/** Affiliations in parentheses hold commas that do not separate authors. */
const PARENTHESES = /\([^()]*\)/g;
const AUTHOR_SEPARATOR = /\s*(?:,|;|\band\b|&)\s*/i;

/** How many authors: `authors_parsed` when present, else the list's length, else split the string. */
export function authorsCount(record: Json): number | null {
	const parsed = record.authors_parsed;
	if (Array.isArray(parsed) && parsed.length > 0) return parsed.length;
	const authors = record.authors ?? record.author;
	if (Array.isArray(authors)) return authors.length > 0 ? authors.length : null;
	if (typeof authors !== 'string') return null;
	// Inner parentheses first, so nested affiliations go too.
	let text = authors;
	for (let previous = ''; previous !== text;) {
		previous = text;
		text = text.replace(PARENTHESES, ' ');
	}
	const names = text.split(AUTHOR_SEPARATOR).filter((name) => name.trim() !== '');
	return names.length > 0 ? names.length : null;
}

const categoryNames = (value: unknown) =>
	stringsWithin(value, 'term').flatMap((text) => text.split(/[\s,]+/).filter(Boolean));

/** Categories as a list, primary first when a dump names it separately; no duplicates. */
export function categoriesOf(record: Json): string[] {
	const all = [...categoryNames(record.primary_category), ...categoryNames(record.categories)];
	return [...new Set(all)];
}
