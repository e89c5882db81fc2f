// One page of the arXiv query API (Atom 1.0, export.arxiv.org/api/query) → records and skips.
// Read against the API user manual (arXiv/arxiv-docs, help/api/user-manual.md §3.3–3.4, 5.2) and
// the 2025 responses (https ids, namespaces declared on <feed>): both shapes are accepted.
import { findArxivId } from '../arxiv/arxiv-id.ts';
import { collapseWhitespace } from '../arxiv/record-fields.ts';
import { toIsoDate } from '../arxiv/record-date.ts';
import type { PaperRecord, Skip } from '../../types.ts';
import { DamagedBodyError, ShapeError, preview } from './body-errors.ts';
import { childText, childrenNamed, parseXml, XmlError, type XmlElement } from './xml.ts';

export interface ArxivPage {
	/** `opensearch:totalResults`: papers the query matches in all. */
	total: number;
	/** `opensearch:startIndex`: 0-based index of the first entry of this page. */
	start: number;
	records: PaperRecord[];
	skips: Skip[];
}

/** arXiv, ACM and MSC classes share `<category>`; only arXiv ones (`cs.LG`, `hep-th`) are kept. */
const ARXIV_CATEGORY = /^[a-z-]+(?:\.[A-Za-z-]+)?$/;

function integer(feed: XmlElement, name: string): number {
	const text = childText(feed, name)?.trim();
	if (text === undefined) throw new ShapeError(`the feed has no <opensearch:${name}>`);
	if (!/^\d+$/.test(text)) throw new ShapeError(`<opensearch:${name}> is ${preview(text)}`);
	return Number(text);
}

function categories(entry: XmlElement): string[] {
	const terms = [...childrenNamed(entry, 'primary_category'), ...childrenNamed(entry, 'category')]
		.map((c) => c.attributes.term?.trim() ?? '')
		.filter((term) => ARXIV_CATEGORY.test(term));
	return [...new Set(terms)];
}

function entryRecord(entry: XmlElement, file: string, line: number): PaperRecord | Skip {
	const rawId = childText(entry, 'id')?.trim() ?? '';
	const id = findArxivId(rawId);
	if (!id) throw new ShapeError(`entry ${line}: <id> ${preview(rawId)} holds no arXiv id`);
	const published = toIsoDate(childText(entry, 'published'));
	if (!published) {
		throw new ShapeError(
			`entry ${line} (${id.id}): <published> is ${preview(childText(entry, 'published'))}`
		);
	}
	const title = collapseWhitespace(childText(entry, 'title') ?? '');
	const abstract = collapseWhitespace(childText(entry, 'summary') ?? '');
	if (!title) return { file, line, reason: `${id.id}: no title` };
	if (!abstract) return { file, line, reason: `${id.id}: no abstract` };
	const authors = childrenNamed(entry, 'author').length;
	return {
		origin: 'arxiv',
		file,
		line,
		rank: null,
		title,
		abstract,
		arxiv_id: id.id,
		organization: null,
		authors_count: authors > 0 ? authors : null,
		votes: null,
		published,
		date_source: 'arxiv',
		categories: categories(entry)
	};
}

/**
 * Parses one response body. A body that is not XML, or ends early, is `DamagedBodyError` (ask
 * again); a well-formed answer of another shape, or arXiv's own error entry, is `ShapeError`.
 * `line` of a record is its position on the page (1-based).
 */
export function parseArxivPage(body: string, file: string): ArxivPage {
	if (/^\s*(<!doctype html|<html)/i.test(body)) {
		throw new ShapeError(`expected an Atom feed, got an HTML page: ${preview(body)}`);
	}
	let feed: XmlElement;
	try {
		feed = parseXml(body);
	} catch (error) {
		if (!(error instanceof XmlError)) throw error;
		throw new DamagedBodyError(`not readable XML: ${error.message}; starts ${preview(body)}`);
	}
	if (feed.name !== 'feed') throw new ShapeError(`expected an Atom <feed>, got <${feed.name}>`);
	const entries = childrenNamed(feed, 'entry');
	// Errors come back as a feed with one entry titled "Error" whose id points at api/errors.
	const first = entries[0];
	if (
		first &&
		(/\/api\/errors/.test(childText(first, 'id') ?? '') ||
			childText(first, 'title')?.trim() === 'Error')
	) {
		throw new ShapeError(
			`arXiv answered with an error: ${preview(childText(first, 'summary') ?? '')}`
		);
	}
	const page: ArxivPage = {
		total: integer(feed, 'totalResults'),
		start: integer(feed, 'startIndex'),
		records: [],
		skips: []
	};
	entries.forEach((entry, index) => {
		const item = entryRecord(entry, file, index + 1);
		if ('origin' in item) page.records.push(item);
		else page.skips.push(item);
	});
	// A known fault of the API: an empty page inside a non-empty result set. Asking again helps.
	if (entries.length === 0 && page.start < page.total) {
		throw new DamagedBodyError(
			`no entries from ${page.start} although totalResults is ${page.total}`
		);
	}
	return page;
}
