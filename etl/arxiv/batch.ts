// A batch of JSONL lines → records and skips: the pure step a worker thread can run.
import type { PaperRecord, Skip } from '../types.ts';
import { compileFilter, type RecordFilter } from './filter.ts';
import type { Line } from './lines.ts';
import { isSkip, parseArxivRecord } from './record.ts';

export interface ArxivBatch {
	records: PaperRecord[];
	skips: Skip[];
	/** Records that parsed but did not pass the filter: neither papers nor skips. */
	filtered: number;
	/** How far into the file (its bytes on disk) reading has got, for progress. */
	bytesRead?: number;
}

/**
 * Parses lines of one file. Blank lines are not records and are passed over silently; an
 * over-long line is a skip naming its length. `filter`, when given, drops records that fail it.
 */
export function parseArxivLines(
	lines: readonly Line[],
	file: string,
	filter?: RecordFilter
): ArxivBatch {
	const matches = filter ? compileFilter(filter) : null;
	const batch: ArxivBatch = { records: [], skips: [], filtered: 0 };
	for (const line of lines) {
		if (line.overLength !== undefined) {
			const reason = `line of ${line.overLength} characters is too long to be a record`;
			batch.skips.push({ file, line: line.no, reason });
			continue;
		}
		if (line.text.trim() === '') continue;
		const item = parseArxivRecord(line.text, file, line.no);
		if (isSkip(item)) batch.skips.push(item);
		else if (matches && !matches(item)) batch.filtered++;
		else batch.records.push(item);
	}
	return batch;
}
