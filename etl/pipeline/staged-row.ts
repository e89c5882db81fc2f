import type { Features, PaperRecord } from '../types.ts';
import type { StagedRow } from '../write/schema.ts';

export interface DateBound {
	date: string;
	because: string;
}

/** One staged NDJSON record: the source record, its id and what was extracted from it. */
export function toStagedRow(
	paperId: string,
	record: PaperRecord,
	features: Features,
	bound: DateBound | null
): StagedRow {
	return {
		paper_id: paperId,
		origin: record.origin,
		file: record.file,
		line: record.line,
		rank: record.rank,
		title: record.title,
		abstract: record.abstract,
		arxiv_id: record.arxiv_id,
		organization: record.organization,
		authors_count: record.authors_count,
		votes: record.votes,
		published: record.published,
		date_source: record.published ? record.date_source : null,
		not_before: bound?.date ?? null,
		not_before_reason: bound?.because ?? null,
		categories: record.categories,
		captured: record.captured ?? null,
		...features
	};
}
