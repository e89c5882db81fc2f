// A whole arXiv JSONL file (plain or gzipped) as batches of records and skips, streamed.
import { basename } from 'node:path';
import { parseArxivLines, type ArxivBatch } from '../parse/arxiv/batch.ts';
import type { RecordFilter } from '../parse/arxiv/filter.ts';
import { readLineBatches, type LineOptions } from './lines.ts';

export interface ReadArxivOptions extends LineOptions {
	filter?: RecordFilter;
	/** Name used in records and skips; default the file's base name. */
	file?: string;
}

/**
 * Streams `path` one batch per chunk read. A read error (a file that vanished, a disk error)
 * ends the file with one skip on the line after the last one read: the records before it
 * stand. A file with no record at all is reported as empty.
 */
export async function* readArxivRecords(
	path: string,
	options: ReadArxivOptions = {}
): AsyncGenerator<ArxivBatch> {
	const file = options.file ?? basename(path);
	let lastLine = 0;
	let bytesRead = 0;
	let seen = 0;
	const onBytesRead = (bytes: number) => (bytesRead = bytes);
	try {
		for await (const lines of readLineBatches(path, { ...options, onBytesRead })) {
			lastLine = lines[lines.length - 1].no;
			const batch = parseArxivLines(lines, file, options.filter);
			seen += batch.seen;
			yield { ...batch, bytesRead };
		}
	} catch (error) {
		const reason = `cannot read further: ${(error as Error).message}`;
		yield { records: [], skips: [{ file, line: lastLine + 1, reason }], filtered: 0, seen: 1 };
		return;
	}
	if (seen === 0) {
		const reason = lastLine === 0 ? 'empty file' : 'no records (only blank lines)';
		yield { records: [], skips: [{ file, line: 1, reason }], filtered: 0, seen: 1 };
	}
}
