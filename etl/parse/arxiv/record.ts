// One line of an arXiv metadata dump (JSON Lines) → a source-neutral PaperRecord, or a Skip.
import { MAX_LINE_CHARS } from '../capture.ts';
import type { DateSource, PaperRecord, Skip } from '../../types.ts';
import { firstVersionDate, toIsoDate } from './record-date.ts';
import { arxivIdOf, authorsCount, categoriesOf, firstText, type Json } from './record-fields.ts';

const TITLE_FIELDS = ['title'] as const;
const ABSTRACT_FIELDS = ['abstract', 'summary'] as const;
/** Explicit date fields, most specific first; each holds the date of first publication. */
const DATE_FIELDS = ['published', 'published_date', 'date', 'created'] as const;

/** A short, single-line look at a bad value for error messages. */
function preview(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > 60 ? `${JSON.stringify(flat.slice(0, 60))}…` : JSON.stringify(flat);
}

/**
 * The publication date: an explicit date field wins (`published`, `published_date`, `date`,
 * `created`, then the `v1` entry of `versions`), with `date_source` `'arxiv'`; else the month
 * the arXiv id encodes, stored as the first day of that month (`2501.12948` → `2025-01-01`),
 * with `date_source` `'arxiv-id'`: known to the month, not the day. `update_date` is the last
 * revision, not publication, and is never used. Ids are numbered from the first announcement of
 * a month, so a paper sent in the last days of the month before can carry the next month's id:
 * an id-only date may be a few days late.
 */
function publishedOf(
	record: Json,
	idMonth: string | null
): { published: string | null; date_source: DateSource | null } {
	for (const name of DATE_FIELDS) {
		const date = toIsoDate(record[name]);
		if (date) return { published: date, date_source: 'arxiv' };
	}
	const v1 = firstVersionDate(record.versions);
	if (v1) return { published: v1, date_source: 'arxiv' };
	return { published: idMonth, date_source: idMonth ? 'arxiv-id' : null };
}

/** A UTF-16 half of a pair without its other half: JSON allows it (`"\ud800"`), text does not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a field holds a lone surrogate, said in words; null when every field is sound text. */
function loneSurrogate(fields: [string, string][]): string | null {
	for (const [name, text] of fields) {
		const match = LONE_SURROGATE.exec(text);
		if (!match) continue;
		const code = match[0].charCodeAt(0).toString(16);
		return `invalid Unicode: a lone surrogate (\\u${code}) in ${name} at character ${match.index + 1}`;
	}
	return null;
}

export function isSkip(item: PaperRecord | Skip): item is Skip {
	return !('origin' in item);
}

/**
 * Parses one JSONL line in the shape of the arXiv metadata snapshot (`id, title, abstract,
 * authors, categories, versions, update_date, authors_parsed`) or a common variant (`summary`,
 * authors as list or string, categories as list or string, `published`/`date`, arXiv URLs in
 * `abs`/`url`/`link`). Blank lines are not records: callers skip them before calling.
 */
export function parseArxivRecord(line: string, file: string, lineNo: number): PaperRecord | Skip {
	const skip = (reason: string): Skip => ({ file, line: lineNo, reason });
	let value: unknown;
	try {
		value = JSON.parse(line);
	} catch (error) {
		return skip(`invalid JSON (${(error as Error).message}): ${preview(line)}`);
	}
	if (value === null || typeof value !== 'object' || Array.isArray(value)) {
		return skip(`not a JSON object: ${preview(line)}`);
	}
	const record = value as Json;
	const title = firstText(record, TITLE_FIELDS);
	if (!title) return skip(`no title: ${preview(line)}`);
	const abstract = firstText(record, ABSTRACT_FIELDS);
	if (!abstract) return skip(`no abstract for ${JSON.stringify(title.slice(0, 80))}`);
	// The limit of a capture line holds here too: no title or abstract is this long, and what
	// is kept must be extractable in time proportional to it.
	for (const [name, text] of [
		['title', title],
		['abstract', abstract]
	] as const) {
		if (text.length > MAX_LINE_CHARS)
			return skip(
				`${name} of ${text.length.toLocaleString('en')} characters is too long (limit ${MAX_LINE_CHARS.toLocaleString('en')})`
			);
	}
	const arxiv = arxivIdOf(record);
	const { published, date_source } = publishedOf(record, arxiv?.month ?? null);
	const categories = categoriesOf(record);
	const unsound = loneSurrogate([
		['title', title],
		['abstract', abstract],
		...categories.map((c): [string, string] => ['categories', c])
	]);
	if (unsound) return skip(unsound);
	return {
		origin: 'arxiv',
		file,
		line: lineNo,
		rank: null,
		title,
		abstract,
		arxiv_id: arxiv?.id ?? null,
		organization: null,
		authors_count: authorsCount(record),
		votes: null,
		published,
		date_source,
		categories
	};
}
