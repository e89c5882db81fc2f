import { describe, expect, it } from 'vitest';
import { findArxivId } from '../../../etl/parse/arxiv/arxiv-id.ts';
import { isSkip, parseArxivRecord } from '../../../etl/parse/arxiv/record.ts';
import { arxivJsonlLines } from '../../../etl/bench/arxiv-corpus.ts';
import { sinceMonth } from '../../../etl/bench/since-month.ts';
import type { PaperRecord } from '../../../etl/types.ts';
import { SEED_TEXTS } from './seed-texts.ts';

const N = 3000;
const lines = [...arxivJsonlLines(N, SEED_TEXTS, { seed: 42 })];
const records = lines.map((line, i) => parseArxivRecord(line, 'gen.jsonl', i + 1));

describe('arxivJsonlLines', () => {
	it('makes exactly n lines, the same for the same seed and different for another', () => {
		expect(lines).toHaveLength(N);
		expect([...arxivJsonlLines(N, SEED_TEXTS, { seed: 42 })]).toEqual(lines);
		const other = [...arxivJsonlLines(50, SEED_TEXTS, { seed: 43 })];
		expect(other[0]).not.toBe(lines[0]);
	});

	it('writes the snapshot shape, which the arXiv reader takes whole', () => {
		expect(Object.keys(JSON.parse(lines[0]))).toEqual([
			'id',
			'submitter',
			'authors',
			'title',
			'comments',
			'journal-ref',
			'doi',
			'report-no',
			'categories',
			'license',
			'abstract',
			'versions',
			'update_date',
			'authors_parsed'
		]);
		expect(records.filter(isSkip)).toEqual([]);
	});

	it('gives unique ids and titles, dated within the id month, 2019–2026', () => {
		const papers = records as PaperRecord[];
		expect(new Set(papers.map((p) => p.arxiv_id)).size).toBe(N);
		expect(new Set(papers.map((p) => p.title.toLowerCase())).size).toBe(N);
		for (const paper of papers) {
			const idMonth = findArxivId(paper.arxiv_id!)!.month.slice(0, 7);
			expect(paper.published!.slice(0, 7)).toBe(idMonth);
			expect(idMonth >= '2019-01' && idMonth <= '2026-03').toBe(true);
		}
		const years = new Set(papers.map((p) => p.published!.slice(0, 4)));
		expect([...years].sort()).toEqual([
			'2019',
			'2020',
			'2021',
			'2022',
			'2023',
			'2024',
			'2025',
			'2026'
		]);
	});

	it('has realistic lengths: abstracts of about a thousand characters, records of ~2 kB', () => {
		const papers = records as PaperRecord[];
		const meanAbstract = papers.reduce((sum, p) => sum + p.abstract.length, 0) / N;
		const meanLine = lines.reduce((sum, line) => sum + line.length, 0) / N;
		expect(meanAbstract).toBeGreaterThan(700);
		expect(meanAbstract).toBeLessThan(2500);
		expect(meanLine).toBeGreaterThan(1000);
		expect(meanLine).toBeLessThan(4000);
	});

	// (About 1.7 s; on a loaded 2-core machine past vitest's 5 s default.)
	it(
		'never names an artifact released after the paper’s month (dates stay honest)',
		{ timeout: 30_000 },
		() => {
			for (const paper of (records as PaperRecord[]).slice(0, 600)) {
				const since = sinceMonth(`${paper.title} ${paper.abstract}`);
				expect(since <= paper.published!.slice(0, 7), `${paper.arxiv_id}: ${since}`).toBe(true);
			}
		}
	);

	it('grows over time, as RL papers on arXiv do', () => {
		const count = (year: string) =>
			(records as PaperRecord[]).filter((p) => p.published!.startsWith(year)).length;
		expect(count('2025')).toBeGreaterThan(count('2020') * 3);
	});
});
