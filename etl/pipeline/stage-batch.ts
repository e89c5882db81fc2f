import type { Features, PaperRecord, Skip } from '../types.ts';
import { toStagedRow, type DateBound } from './staged-row.ts';

/** What turns a record into staged data; injected so that tests and workers share one path. */
export interface Stager {
	paperId: (title: string) => string;
	extract: (title: string, abstract: string) => Features;
	bound: (features: Features) => DateBound | null;
}

export interface StagedBatch {
	/** One JSON line per staged record. */
	ndjson: string;
	staged: number;
	/** Records that could not be staged, each with why: the rest of the batch stands. */
	skips: Skip[];
}

/** The merge reads staged objects up to 32 MiB (`maximum_object_size`); stay well under it. */
export const MAX_STAGED_BYTES = 30 * 1024 * 1024;

/** A lone UTF-16 surrogate: JSON.stringify escapes it, and the merge cannot read the escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One record as a staged JSON line, or why it cannot be one. */
function stageOne(record: PaperRecord, stager: Stager): string | { reason: string } {
	if (LONE_SURROGATE.test(record.title) || LONE_SURROGATE.test(record.abstract))
		return { reason: 'invalid Unicode: a lone surrogate in the title or abstract' };
	const features = stager.extract(record.title, record.abstract);
	const row = toStagedRow(stager.paperId(record.title), record, features, stager.bound(features));
	const line = JSON.stringify(row);
	if (line.length * 3 > MAX_STAGED_BYTES && Buffer.byteLength(line) > MAX_STAGED_BYTES)
		return { reason: `too large to merge: ${Buffer.byteLength(line)} bytes extracted` };
	return line + '\n';
}

/**
 * Extracts features from a batch of records and returns them as NDJSON text. A record whose
 * extraction fails is a skip with its file, line and the error; the others are staged.
 */
export function stageBatch(records: PaperRecord[], stager: Stager): StagedBatch {
	const out: StagedBatch = { ndjson: '', staged: 0, skips: [] };
	for (const record of records) {
		let staged: string | { reason: string };
		try {
			staged = stageOne(record, stager);
		} catch (error) {
			staged = { reason: `extraction failed (${(error as Error).message})` };
		}
		if (typeof staged === 'string') {
			out.ndjson += staged;
			out.staged++;
		} else out.skips.push({ file: record.file, line: record.line, reason: staged.reason });
	}
	return out;
}
