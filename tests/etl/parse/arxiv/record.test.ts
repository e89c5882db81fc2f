import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSkip, parseArxivRecord } from '../../../../etl/parse/arxiv/record.ts';
import type { PaperRecord, Skip } from '../../../../etl/types.ts';

const FIXTURE = 'tests/fixtures/arxiv/variants.jsonl';
const lines = readFileSync(FIXTURE, 'utf8').split('\n');
const parse = (lineNo: number) => parseArxivRecord(lines[lineNo - 1], 'variants.jsonl', lineNo);

function record(lineNo: number): PaperRecord {
	const item = parse(lineNo);
	if (isSkip(item)) throw new Error(`line ${lineNo} skipped: ${item.reason}`);
	return item;
}

function skip(lineNo: number): Skip {
	const item = parse(lineNo);
	if (!isSkip(item)) throw new Error(`line ${lineNo} parsed: ${item.title}`);
	return item;
}

describe('parseArxivRecord', () => {
	it('reads the metadata snapshot shape, first version date, authors_parsed', () => {
		expect(record(1)).toEqual({
			origin: 'arxiv',
			file: 'variants.jsonl',
			line: 1,
			rank: null,
			title:
				'Calculation of prompt diphoton production cross sections at Tevatron and LHC energies',
			abstract:
				'A fully differential calculation in perturbative quantum chromodynamics is presented for the production of massive photon pairs at hadron colliders.',
			arxiv_id: '0704.0001',
			organization: null,
			authors_count: 4,
			votes: null,
			published: '2007-04-02',
			date_source: 'arxiv',
			categories: ['hep-ph']
		});
	});

	it('reads the API variant: summary, URL id, published, author objects, primary first', () => {
		const r = record(2);
		expect(r.abstract).toMatch(/^We introduce our first-generation/);
		expect(r.arxiv_id).toBe('2501.12948');
		expect(r.published).toBe('2025-01-22');
		expect(r.authors_count).toBe(1);
		expect(r.categories).toEqual(['cs.CL', 'cs.AI', 'cs.LG']);
	});

	it('dates a record with no date field by the month of its id, first day, known to the month', () => {
		const r = record(3);
		expect(r.arxiv_id).toBe('2503.14476');
		expect(r.published).toBe('2025-03-01');
		expect(r.date_source).toBe('arxiv-id');
		expect(r.authors_count).toBe(3);
		expect(r.categories).toEqual(['cs.LG', 'cs.CL']);
	});

	it('reads old-style ids and does not split authors on affiliation commas', () => {
		const r = record(4);
		expect(r.arxiv_id).toBe('hep-th/9901001');
		expect(r.published).toBe('1999-01-01');
		expect(r.authors_count).toBe(2);
	});

	it('takes the id from an abs URL and lets an explicit date win over the id month', () => {
		const r = record(5);
		expect(r.arxiv_id).toBe('2402.03300');
		expect(r.published).toBe('2024-02-05');
		expect(r.categories).toEqual(['cs.CL', 'cs.AI', 'cs.LG']);
	});

	it('takes the id from a list of links and counts ;-separated authors', () => {
		const r = record(6);
		expect(r.arxiv_id).toBe('2305.18290');
		expect(r.published).toBe('2023-05-01');
		expect(r.authors_count).toBe(3);
	});

	it('restores an id that was stored as a number', () => {
		expect(record(7).arxiv_id).toBe('0704.0010');
		expect(record(7).published).toBe('2007-04-01');
	});

	it('leaves date and id null when nothing states them (a non-arXiv URL is not an id)', () => {
		const r = record(8);
		expect(r.arxiv_id).toBeNull();
		expect(r.published).toBeNull();
		expect(r.date_source).toBeNull();
		expect(r.categories).toEqual([]);
		expect(r.authors_count).toBeNull();
	});

	it('skips bad lines with file, line and reason', () => {
		expect(skip(10)).toMatchObject({ file: 'variants.jsonl', line: 10 });
		expect(skip(10).reason).toMatch(/^invalid JSON .*"\{\\"title\\":\\"Broken JSON/);
		expect(skip(11).reason).toMatch(/^no title/);
		expect(skip(12).reason).toBe('no abstract for "A title without any abstract"');
		expect(skip(13).reason).toMatch(/^not a JSON object/);
	});

	it('ignores an unreadable date and falls back to the id (here from a DOI)', () => {
		const r = record(14);
		expect(r.arxiv_id).toBe('2410.01234');
		expect(r.published).toBe('2024-10-01');
	});

	it('collapses newlines and runs of spaces in titles', () => {
		const line = JSON.stringify({ title: ' A\n  wrapped\t\ttitle ', abstract: 'x\r\ny' });
		const r = parseArxivRecord(line, 'f', 1) as PaperRecord;
		expect([r.title, r.abstract]).toEqual(['A wrapped title', 'x y']);
	});
});
