// A cache file's response → the records the ETL reads: parsed by its source, cut to its query.
import { compileFilter, type RecordFilter } from '../arxiv/filter.ts';
import type { PaperRecord, Skip } from '../../types.ts';
import { parseArxivPage } from './arxiv-atom.ts';
import type { CacheEnvelope } from '../cache-envelope.ts';
import { parseHfListing } from './hf-papers.ts';

/** Hugging Face daily listings are asked for in pages of this many papers. */
export const HF_PAGE_SIZE = 100;

export interface CacheBatch {
	records: PaperRecord[];
	skips: Skip[];
	/** Papers that parsed but fall outside the query (or the search's date range). */
	filtered: number;
}

/** The parsed response, before any filter; throws ShapeError/DamagedBodyError as the parsers do. */
export function parseEnvelopeBody(envelope: CacheEnvelope, file: string) {
	if (envelope.source === 'arxiv') return parseArxivPage(envelope.body, file);
	const ranked = envelope.source === 'hf-daily';
	return parseHfListing(envelope.body, {
		file,
		ranked,
		firstRank: envelope.page * HF_PAGE_SIZE + 1,
		day: ranked ? envelope.day : undefined
	});
}

/**
 * Records of one cache file that match its own query and `extra` (the ETL's filter: its query
 * applies to every source, its categories to arXiv records only, as listings carry none).
 */
export function envelopeRecords(
	envelope: CacheEnvelope,
	file: string,
	extra?: RecordFilter
): CacheBatch {
	const parsed = parseEnvelopeBody(envelope, file);
	const own = compileFilter({ query: envelope.query });
	const theirs = extra ? compileFilter({ query: extra.query }) : null;
	const categories = extra?.categories?.length
		? compileFilter({ categories: extra.categories })
		: null;
	const range = envelope.range;
	const keep = (record: PaperRecord) =>
		own(record) &&
		(!theirs || theirs(record)) &&
		(!categories || record.origin !== 'arxiv' || categories(record)) &&
		(!range ||
			(record.published !== null &&
				record.published >= range.since &&
				record.published <= range.until));
	const records = parsed.records.filter(keep);
	return { records, skips: parsed.skips, filtered: parsed.records.length - records.length };
}
