// A batch of JSONL lines → records and skips: the pure step a worker thread can run.
import type { PaperRecord, Skip } from '../../types.ts';
import { compileFilter, type RecordFilter } from './filter.ts';
import type { Line } from '../line.ts';
import { isSkip, parseArxivRecord } from './record.ts';

export interface ArxivBatch {
	records: PaperRecord[];
	skips: Skip[];
	/** Records that parsed but did not pass the filter: neither papers nor skips. */
	filtered: number;
	/**
	 * Records the reader saw (non-blank lines): each is one record, one skip or one filtered.
	 * A reader that does not count them leaves it out and is taken at its word.
	 */
	seen?: number;
	/** How far into the file (its bytes on disk) reading has got, for progress. */
	bytesRead?: number;
}

/** A batch from a reader that counts what it saw. */
export type CountedBatch = ArxivBatch & { seen: number };

/**
 * Parses lines of one file. Blank lines are not records and are passed over silently; an
 * over-long or damaged line is a skip naming why. `filter`, when given, drops records that
 * fail it. Whatever goes wrong with one line costs that line only.
 */
export function parseArxivLines(
	lines: readonly Line[],
	file: string,
	filter?: RecordFilter
): CountedBatch {
	const matches = filter ? compileFilter(filter) : null;
	const batch: CountedBatch = { records: [], skips: [], filtered: 0, seen: 0 };
	for (const line of lines) {
		if (line.damage === undefined && line.overLength === undefined && line.text.trim() === '')
			continue;
		batch.seen++;
		const skip = (reason: string) => batch.skips.push({ file, line: line.no, reason });
		if (line.damage !== undefined) {
			skip(line.damage);
			continue;
		}
		if (line.overLength !== undefined) {
			skip(`line of ${line.overLength} bytes is too long to be a record`);
			continue;
		}
		try {
			const item = parseArxivRecord(line.text, file, line.no);
			if (isSkip(item)) batch.skips.push(item);
			else if (matches && !matches(item)) batch.filtered++;
			else batch.records.push(item);
		} catch (error) {
			skip(`cannot read this record (${(error as Error).message})`);
		}
	}
	return batch;
}
