// Hugging Face paper listings → records: `/api/daily_papers?date=YYYY-MM-DD` (one listing day) and
// `/api/papers/search?q=…` (matches of any day). Shape read from the Hub's OpenAPI spec as
// generated into pyhfapi 1.0.0 (`APIGetDailyPapersResponse`: a JSON array of `{ paper: { id,
// title, summary, authors[{name}], upvotes, publishedAt, submittedOnDailyAt?, … }, title,
// summary, publishedAt, numComments, … }`) and the public clients that read `organization`.
import { findArxivId } from '../arxiv/arxiv-id.ts';
import { collapseWhitespace } from '../arxiv/record-fields.ts';
import { toIsoDate } from '../arxiv/record-date.ts';
import type { PaperRecord, Skip } from '../../types.ts';
import { DamagedBodyError, ShapeError, preview } from './body-errors.ts';

type Json = Record<string, unknown>;

export interface HfListing {
	/** Items in the response, papers or not (a full page means there may be more). */
	items: number;
	records: PaperRecord[];
	skips: Skip[];
}

export interface HfListingOptions {
	file: string;
	/** Daily listings rank papers; search results are not a listing position. */
	ranked: boolean;
	/** Rank of the first item (pages after the first continue the count). */
	firstRank?: number;
	/** The listing day asked for: the date of a paper the response does not date otherwise. */
	day?: string;
}

const isObject = (value: unknown): value is Json =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

function field(where: string, object: Json, name: string, type: 'string' | 'number' | 'array') {
	const value = object[name];
	const ok = type === 'array' ? Array.isArray(value) : typeof value === type;
	if (!ok) {
		const got =
			value === undefined
				? 'missing'
				: `${preview(value)} (${Array.isArray(value) ? 'array' : typeof value})`;
		throw new ShapeError(`${where}.${name}: expected ${type}, got ${got}`);
	}
	return value;
}

function organizationOf(item: Json, paper: Json): string | null {
	for (const org of [paper.organization, item.organization]) {
		if (!isObject(org)) continue;
		const name = org.fullname ?? org.name;
		if (typeof name === 'string' && name.trim()) return name.trim();
	}
	return null;
}

function itemRecord(item: unknown, index: number, options: HfListingOptions): PaperRecord | Skip {
	const where = `[${index}]`;
	if (!isObject(item)) throw new ShapeError(`${where}: expected an object, got ${preview(item)}`);
	// Daily listings wrap the paper; search results have been seen both wrapped and bare.
	if (options.ranked && !isObject(item.paper)) {
		throw new ShapeError(
			`${where}.paper: expected an object, got ${preview(item.paper ?? 'missing')}`
		);
	}
	const paper = isObject(item.paper) ? item.paper : item;
	const at = isObject(item.paper) ? `${where}.paper` : where;
	const id = field(at, paper, 'id', 'string') as string;
	const title = collapseWhitespace(field(at, paper, 'title', 'string') as string);
	const abstract = collapseWhitespace(field(at, paper, 'summary', 'string') as string);
	const authors = field(at, paper, 'authors', 'array') as unknown[];
	const upvotes = field(at, paper, 'upvotes', 'number') as number;
	const publishedAt = field(at, paper, 'publishedAt', 'string') as string;
	const line = index + 1;
	const file = options.file;
	if (paper.withdrawnAt) return { file, line, reason: `${id}: withdrawn` };
	if (!title) return { file, line, reason: `${id}: no title` };
	if (!abstract)
		return { file, line, reason: `${id}: no abstract for ${JSON.stringify(title.slice(0, 80))}` };
	const arxiv = findArxivId(id);
	// `paper.publishedAt` is the arXiv submission; without an arXiv id it is the listing day.
	const arxivDate = arxiv ? toIsoDate(publishedAt) : null;
	const listed = toIsoDate(paper.submittedOnDailyAt) ?? options.day ?? null;
	return {
		origin: 'listing',
		file,
		line,
		rank: options.ranked ? (options.firstRank ?? 1) + index : null,
		title,
		abstract,
		arxiv_id: arxiv?.id ?? null,
		organization: organizationOf(item, paper),
		authors_count: authors.length > 0 ? authors.length : null,
		votes: Number.isInteger(upvotes) && upvotes >= 0 ? upvotes : null,
		published: arxivDate ?? listed,
		date_source: arxivDate ? 'arxiv' : listed ? 'listing' : null,
		categories: []
	};
}

/**
 * Parses one response body. Not JSON (cut short in transit) is `DamagedBodyError`; JSON of another
 * shape (not an array, a field renamed or retyped) is `ShapeError` naming the field and value.
 */
export function parseHfListing(body: string, options: HfListingOptions): HfListing {
	// An HTML page (a login wall, an error page) in place of the API: not a transient fault.
	if (/^\s*</.test(body)) throw new ShapeError(`expected JSON, got markup: ${preview(body)}`);
	let value: unknown;
	try {
		value = JSON.parse(body);
	} catch (error) {
		throw new DamagedBodyError(
			`not readable JSON (${(error as Error).message}); starts ${preview(body)}`
		);
	}
	if (!Array.isArray(value)) {
		const keys = isObject(value)
			? `an object with keys ${Object.keys(value).slice(0, 8).join(', ')}`
			: preview(value);
		throw new ShapeError(`expected a JSON array of papers, got ${keys}`);
	}
	const listing: HfListing = { items: value.length, records: [], skips: [] };
	value.forEach((item, index) => {
		const read = itemRecord(item, index, options);
		if ('origin' in read) listing.records.push(read);
		else listing.skips.push(read);
	});
	return listing;
}
