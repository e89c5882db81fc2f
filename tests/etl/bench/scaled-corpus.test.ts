import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSkip, parseArxivRecord } from '../../../etl/parse/arxiv/record.ts';
import { nameTokens } from '../../../etl/bench/name-tokens.ts';
import { buildTemplates } from '../../../etl/bench/sample-templates.ts';
import { scaledJsonlLines } from '../../../etl/bench/scaled-corpus.ts';
import { normaliseTitle } from '../../../etl/parse/paper-id.ts';
import type { PaperRecord } from '../../../etl/types.ts';
import { EXCERPT } from './sample-excerpt.ts';

const SAMPLE = buildTemplates(EXCERPT);
const N = 4000;
const lines = [...scaledJsonlLines(N, SAMPLE, { seed: 5 })];
const records = lines.map(
	(line) => JSON.parse(line) as { id: string; title: string; summary: string }
);

/** Distinct name stems of some papers' titles and abstracts. */
function distinctNames(papers: Iterable<{ title: string; summary: string }>): number {
	const stems = new Set<string>();
	for (const paper of papers) {
		for (const token of nameTokens(`${paper.title}\n${paper.summary}`)) stems.add(token.stem);
	}
	return stems.size;
}

describe('scaledJsonlLines', () => {
	it('makes n lines, the same bytes for the same seed, others for another seed', () => {
		expect(lines).toHaveLength(N);
		expect([...scaledJsonlLines(N, SAMPLE, { seed: 5 })]).toEqual(lines);
		const other = [...scaledJsonlLines(50, SAMPLE, { seed: 6 })];
		expect(other.filter((line, i) => line === lines[i])).toEqual([]);
	});

	it('keeps the shapes of the sample records, which the ETL reads whole', () => {
		const shapes = new Set(EXCERPT.map((paper) => Object.keys(paper.record).join()));
		for (const record of records) expect(shapes).toContain(Object.keys(record).join());
		const parsed = lines.map((line, i) => parseArxivRecord(line, 'scaled.jsonl', i + 1));
		expect(parsed.filter(isSkip)).toEqual([]);
	});

	it('gives every paper its own arXiv id, in date order, spread over six years of months', () => {
		const ids = records.map((record) => record.id);
		expect(new Set(ids).size).toBe(N);
		for (const id of ids) expect(id).toMatch(/^(2[0-5])(0[1-9]|1[0-2])\.\d{5}$/);
		expect([...ids].sort()).toEqual(ids);
		const months = new Set(ids.map((id) => id.slice(0, 4)));
		expect(months.size).toBe(72);
		// More papers each month, as the field grows.
		const perYear = (yy: string) => ids.filter((id) => id.startsWith(yy)).length;
		expect(perYear('25')).toBeGreaterThan(3 * perYear('20'));
		const dates = lines.map(
			(line, i) => (parseArxivRecord(line, 's.jsonl', i + 1) as PaperRecord).published
		);
		expect(dates[0]).toBe('2020-01-01');
		expect(dates[N - 1]).toBe('2025-12-01');
	});

	it('gives every paper its own title, as the ETL tells titles apart', () => {
		expect(new Set(records.map((record) => normaliseTitle(record.title))).size).toBe(N);
	});

	it('grows the variety of names with n instead of repeating the sample', () => {
		const sample = distinctNames(EXCERPT);
		const half = distinctNames(records.slice(0, N / 2));
		const all = distinctNames(records);
		expect(half).toBeGreaterThan(3 * sample);
		expect(all).toBeGreaterThan(1.6 * half);
	});

	it('varies the numbers: far more distinct percentages than the sample has', () => {
		const percentages = (texts: string[]) =>
			new Set(texts.flatMap((t) => t.match(/\d+(?:\.\d+)?%/g) ?? [])).size;
		const sample = percentages(EXCERPT.map((paper) => paper.summary));
		expect(percentages(records.map((record) => record.summary))).toBeGreaterThan(5 * sample);
	});

	it('streams: the first papers of a big corpus come without making the rest', () => {
		const start = performance.now();
		const first = scaledJsonlLines(2_000_000, SAMPLE, { seed: 5 }).next();
		expect(first.done).toBe(false);
		expect(performance.now() - start).toBeLessThan(1000);
	});

	it('refuses, before writing any, more papers than arXiv numbers in a month', () => {
		const tooMany = scaledJsonlLines(100_000, SAMPLE, { from: '2025-01', to: '2025-01' });
		expect(() => tooMany.next()).toThrow(/more than 99999 papers in one month/);
		const enough = scaledJsonlLines(99_999, SAMPLE, { from: '2025-01', to: '2025-01' });
		expect(enough.next().done).toBe(false);
	});
});

describe('the scaled generator', () => {
	it('knows nothing of the extractor: no module it loads imports etl/extract', () => {
		const seen = new Set<string>();
		const visit = (file: string) => {
			if (seen.has(file)) return;
			seen.add(file);
			const source = readFileSync(file, 'utf8');
			for (const [, path] of source.matchAll(/^import [^;]*? from '(\.[^']+)'/gm)) {
				visit(resolve(dirname(file), path));
			}
		};
		visit(join('etl', 'bench', 'scaled-corpus.ts'));
		visit(join('etl', 'bench', 'sample-templates.ts'));
		const loaded = [...seen].map((file) => file.replace(resolve('.') + '/', ''));
		expect(loaded).toContain('etl/bench/name-tokens.ts');
		expect(loaded.filter((file) => file.includes('etl/extract/'))).toEqual([]);
	});
});
