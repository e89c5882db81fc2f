import type { Features, PaperRecord } from '../types.ts';
import { toStagedRow, type DateBound } from './staged-row.ts';

/** What turns a record into staged data; injected so that tests and workers share one path. */
export interface Stager {
	paperId: (title: string) => string;
	extract: (title: string, abstract: string) => Features;
	bound: (features: Features) => DateBound | null;
}

/** Extracts features from a batch of records and returns them as NDJSON text. */
export function stageBatch(records: PaperRecord[], stager: Stager): string {
	let out = '';
	for (const record of records) {
		const features = stager.extract(record.title, record.abstract);
		const row = toStagedRow(stager.paperId(record.title), record, features, stager.bound(features));
		out += JSON.stringify(row) + '\n';
	}
	return out;
}
