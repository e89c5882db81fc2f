// The real papers a scaled corpus is made from: a JSON Lines sample of arXiv (plain or gzipped),
// read whole (a few MB; the scaled corpus made from it is what gets big).
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

export interface SamplePaper {
	title: string;
	/** The abstract, from `summary` or `abstract`. */
	summary: string;
	/** The whole record as read, so a scaled paper can keep its shape (fields and their order). */
	record: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The papers of JSON Lines text that have a title and an abstract. */
export function parseSample(jsonl: string): SamplePaper[] {
	const papers: SamplePaper[] = [];
	for (const line of jsonl.split('\n')) {
		if (line.trim() === '') continue;
		const record = JSON.parse(line) as Record<string, unknown>;
		const title = text(record.title);
		const summary = text(record.summary) ?? text(record.abstract);
		if (title && summary) papers.push({ title, summary, record });
	}
	return papers;
}

export async function readSample(path: string): Promise<SamplePaper[]> {
	const bytes = await readFile(path);
	const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
	const papers = parseSample((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
	if (papers.length === 0) throw new Error(`${path}: no paper with a title and an abstract`);
	return papers;
}
