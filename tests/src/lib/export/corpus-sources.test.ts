import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import {
	CORPUS_SOURCES_SQL,
	corpusSources,
	describeSources,
	type SourceRow,
	fromListings
} from '../../../../src/lib/export/corpus-sources';

/** Runs the caption's SQL over a `papers` table of these rows (only the columns it reads). */
async function sourceRows(values: string): Promise<SourceRow[]> {
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	try {
		await connection.run(`CREATE TABLE papers (paper_id VARCHAR, published DATE, not_after DATE,
			sources STRUCT(file VARCHAR, rank INTEGER, captured DATE)[], date_source VARCHAR)`);
		await connection.run(`INSERT INTO papers VALUES ${values}`);
		return (await connection.runAndReadAll(CORPUS_SOURCES_SQL)).getRowObjectsJson() as never;
	} finally {
		connection.closeSync();
		instance.closeSync();
	}
}

describe('CORPUS_SOURCES_SQL', () => {
	it("gives each listing file its own capture day (not a dump's earlier bound), and the papers of no listing apart", async () => {
		const rows = await sourceRows(`
			('a', '2026-04-05', '2026-01-10', [{'file': '002.txt', 'rank': 1, 'captured': DATE '2026-04-16'}], 'listing'),
			('b', NULL, NULL, [{'file': '000.txt', 'rank': 3, 'captured': NULL}, {'file': '002.txt', 'rank': 2, 'captured': DATE '2026-04-16'}], NULL),
			('c', '2025-06-01', NULL, [], 'arxiv-id'),
			('d', '2025-05-01', NULL, [], 'arxiv')`);
		expect(rows).toEqual([
			{ file: '000.txt', captured: null, newest: null, newest_source: null },
			{ file: '002.txt', captured: '2026-04-16', newest: '2026-04-05', newest_source: 'listing' },
			{ file: null, captured: null, newest: '2025-06-01', newest_source: 'arxiv-id' }
		]);
	});
	it('dates the arXiv papers by a known day when one shares the newest date with a month-only id', async () => {
		for (const order of [
			`('c', '2025-06-01', NULL, [], 'arxiv-id'), ('d', '2025-06-01', NULL, [], 'arxiv')`,
			`('d', '2025-06-01', NULL, [], 'arxiv'), ('c', '2025-06-01', NULL, [], 'arxiv-id')`
		]) {
			const [row] = await sourceRows(order);
			expect(row).toMatchObject({ newest: '2025-06-01', newest_source: 'arxiv' });
		}
	});
	it('has no arXiv row when every paper was listed', async () => {
		const rows = await sourceRows(
			`('a', NULL, NULL, [{'file': '000.txt', 'rank': 1, 'captured': NULL}], NULL)`
		);
		expect(rows.map((r) => r.file)).toEqual(['000.txt']);
	});
});

describe('corpusSources', () => {
	it('counts saved pages as captures of Daily Papers, with the latest capture day', () => {
		const sources = corpusSources([
			{ file: '000.txt', captured: null, newest: '2025-10-01' },
			{ file: '002.txt', captured: '2026-04-16', newest: '2026-04-05' }
		]);
		expect(sources).toEqual([
			{
				name: 'Hugging Face Daily Papers',
				captures: 2,
				captured: '2026-04-16',
				newest: '2026-04-05'
			}
		]);
	});
	it('counts a fetched day once, whatever its pages, and dates it by its name', () => {
		const [daily] = corpusSources([
			{ file: 'hf-daily_rl-fc77f9_2025-06-03_p000.cache.gz', captured: null, newest: null },
			{ file: 'hf-daily_rl-fc77f9_2025-06-03_p001.cache.gz', captured: null, newest: null },
			{ file: 'hf-daily_rl-fc77f9_2025-06-04_p000.cache.gz', captured: null, newest: null }
		]);
		expect(daily).toMatchObject({ captures: 2, captured: '2025-06-04' });
	});
	it('names papers seen in no listing arXiv, dated by their newest paper', () => {
		expect(corpusSources([{ file: null, captured: null, newest: '2025-06-03' }])).toEqual([
			{ name: 'arXiv', captures: null, captured: null, newest: '2025-06-03' }
		]);
	});
});

describe('describeSources', () => {
	const daily = (captures: number, captured: string | null) => ({
		name: 'Hugging Face Daily Papers',
		captures,
		captured,
		newest: null
	});
	it('says when one capture was taken, or the latest of several', () => {
		expect(describeSources([daily(1, '2026-04-16')])).toBe(
			'Source: Hugging Face Daily Papers, captured 2026-04-16'
		);
		expect(describeSources([daily(5, '2026-04-16')])).toBe(
			'Source: Hugging Face Daily Papers, 5 captures, latest captured 2026-04-16'
		);
		expect(describeSources([daily(5, null)])).toBe(
			'Source: Hugging Face Daily Papers, 5 captures, capture dates unknown'
		);
	});
	it('lists several sources, and never passes a paper date off as a capture date', () => {
		const arxiv = { name: 'arXiv', captures: null, captured: null, newest: '2025-06-03' };
		expect(describeSources([daily(1, '2026-04-16'), arxiv])).toBe(
			'Sources: Hugging Face Daily Papers, captured 2026-04-16; arXiv, newest paper 2025-06-03'
		);
	});
	it('says the source is unknown when it is', () => {
		expect(describeSources(null)).toBe('source unknown');
		expect(describeSources([])).toBe('source unknown');
	});

	it('gives the newest paper of arXiv ids by its month, the only thing its id says', () => {
		const sources = corpusSources([
			{ file: null, captured: null, newest: '2025-06-01', newest_source: 'arxiv-id' }
		]);
		expect(describeSources(sources)).toBe('Source: arXiv, newest paper 2025-06');
		const dated = corpusSources([
			{ file: null, captured: null, newest: '2025-06-03', newest_source: 'arxiv' }
		]);
		expect(describeSources(dated)).toBe('Source: arXiv, newest paper 2025-06-03');
	});
});

describe('fromListings', () => {
	it('is true with a listing among the sources, false for arXiv dumps alone, true while unknown', () => {
		const arxiv = { name: 'arXiv', captures: null, captured: null, newest: '2025-06' };
		const listing = { name: 'Daily Papers', captures: 2, captured: null, newest: null };
		expect(fromListings([arxiv])).toBe(false);
		expect(fromListings([arxiv, listing])).toBe(true);
		expect(fromListings(null)).toBe(true);
	});
});
