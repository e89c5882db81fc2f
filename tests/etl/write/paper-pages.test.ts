// paper-pages.bin written from a DuckDB table and read back as a paper page reads it: the right
// row, from two small ranges and one block, the same bytes on every write.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePaperPages } from '../../../etl/write/paper-pages.ts';
import { readPaperPage, type ReadRange } from '../../../src/lib/db/paper-pages.ts';

let dir: string;
let connection: DuckDBConnection;
let bytes: Uint8Array;

/** Ranges of `file`, each recorded in `reads`. */
const recording =
	(file: Uint8Array, reads: [number, number][]): ReadRange =>
	async (start, end) => {
		reads.push([start, end]);
		return file.slice(start, end);
	};

/** The row as DuckDB itself renders it to JSON: what the page must get back. */
async function expected(id: string): Promise<unknown> {
	const result = await connection.runAndReadAll(
		`SELECT to_json(t)::VARCHAR AS row FROM papers t WHERE paper_id = '${id}'`
	);
	return JSON.parse(String(result.getRowObjectsJson()[0].row));
}

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'paper-pages-'));
	const instance = await DuckDBInstance.create(':memory:');
	connection = await instance.connect();
	// 20,000 papers with SHA-like ids, random-hex abstracts (megabytes: a whole-file read cannot
	// pass for a targeted one), dates, lists and structs; two ids that are not hex.
	await connection.run(`CREATE TABLE papers AS
		SELECT left(md5(i::VARCHAR), 12) AS paper_id, 'Title ' || i || ' “quoted” \\ é' AS title,
			list_reduce(list_transform(range(8), k -> md5((i * 8 + k)::VARCHAR)), (a, b) -> a || ' ' || b) AS abstract,
			DATE '2025-01-01' + CAST(i % 300 AS INTEGER) AS published,
			[i::VARCHAR, 'PPO'] AS algorithms,
			[{'kind': 'algorithm', 'name': 'PPO', 'field': 'abstract', 'start': i % 7, 'end': i % 7 + 3}] AS mentions,
			CASE WHEN i % 5 = 0 THEN NULL ELSE i % 40 END AS votes
		FROM range(20000) t(i)
		UNION ALL SELECT 'hostile00001', 'Not hex', 'x', NULL, [], [], NULL
		UNION ALL SELECT 'Zed', 'Capital', 'y', NULL, [], [], NULL`);
	await writePaperPages(connection, 'papers', join(dir, 'a.bin'));
	bytes = new Uint8Array(await readFile(join(dir, 'a.bin')));
});
afterAll(async () => {
	connection.closeSync();
	await rm(dir, { recursive: true, force: true });
});

describe('paper-pages.bin', () => {
	it('gives back each paper its whole row, dates as YYYY-MM-DD and nulls as null', async () => {
		const ids = (
			await connection.runAndReadAll(`SELECT paper_id FROM papers ORDER BY hash(paper_id) LIMIT 25`)
		)
			.getRowObjectsJson()
			.map((r) => String(r.paper_id));
		for (const id of [...ids, 'hostile00001', 'Zed']) {
			expect(await readPaperPage(recording(bytes, []), id)).toEqual(await expected(id));
		}
	});

	it('gives back rows of blocks long and short, written in runs of many blocks', async () => {
		// Blocks of a few hundred characters and of tens of thousands (compressed on this thread
		// or on libuv's), over several megabytes of file (written in runs, not at once).
		await connection.run(`CREATE TABLE mixed AS
			SELECT paper_id, title, CASE WHEN paper_id < '4' THEN repeat(abstract, 40) ELSE abstract END
				AS abstract, published, algorithms, mentions, votes FROM papers`);
		await writePaperPages(connection, 'mixed', join(dir, 'mixed.bin'));
		const mixed = new Uint8Array(await readFile(join(dir, 'mixed.bin')));
		expect(mixed.length).toBeGreaterThan(4 * 2 ** 20);
		const ids = (
			await connection.runAndReadAll(
				`SELECT (SELECT min(paper_id) FROM mixed) AS long, (SELECT max(paper_id) FROM mixed WHERE paper_id < 'g') AS short`
			)
		).getRowObjectsJson()[0];
		for (const id of [String(ids.long), String(ids.short)]) {
			const row = await connection.runAndReadAll(
				`SELECT to_json(t)::VARCHAR AS row FROM mixed t WHERE paper_id = '${id}'`
			);
			expect(await readPaperPage(recording(mixed, []), id)).toEqual(
				JSON.parse(String(row.getRowObjectsJson()[0].row))
			);
		}
		expect(
			((await readPaperPage(recording(mixed, []), String(ids.long))) as { abstract: string })
				.abstract.length
		).toBeGreaterThan(10_000);
	});

	it('reads the header, two table entries and one block: a sliver of the file', async () => {
		const [{ paper_id: id }] = (
			await connection.runAndReadAll(
				`SELECT paper_id FROM papers ORDER BY paper_id OFFSET 9000 LIMIT 1`
			)
		).getRowObjectsJson();
		const reads: [number, number][] = [];
		expect(await readPaperPage(recording(bytes, reads), String(id))).not.toBeNull();
		expect(reads).toHaveLength(3);
		const read = reads.reduce((sum, [start, end]) => sum + end - start, 0);
		expect(read).toBeLessThan(bytes.length / 500);
	});

	it('says null for an id no paper has, reading no block when its block is empty', async () => {
		const reads: [number, number][] = [];
		// No md5-derived id of these 20,000 starts with every prefix: find an empty block.
		const used = new Set(
			(await connection.runAndReadAll(`SELECT DISTINCT left(paper_id, 3) AS p FROM papers`))
				.getRowObjectsJson()
				.map((r) => String(r.p))
		);
		const empty = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(3, '0')).find(
			(p) => !used.has(p)
		)!;
		expect(await readPaperPage(recording(bytes, reads), `${empty}000000000`)).toBeNull();
		expect(reads).toHaveLength(2);
		expect(await readPaperPage(recording(bytes, []), 'ffffffffffff')).toBeNull();
		const someBlock = [...used][0];
		expect(await readPaperPage(recording(bytes, []), `${someBlock}zzzzzzzzz`)).toBeNull();
	});

	it('writes the same bytes for the same rows, whatever their order in the table', async () => {
		await connection.run(
			'CREATE TABLE shuffled AS SELECT * FROM papers ORDER BY hash(paper_id || 1)'
		);
		await writePaperPages(connection, 'shuffled', join(dir, 'b.bin'));
		expect(Buffer.compare(Buffer.from(bytes), await readFile(join(dir, 'b.bin')))).toBe(0);
	});

	it('fails, saying so, on a file cut short or a block gone bad', async () => {
		const [{ paper_id: id }] = (
			await connection.runAndReadAll(
				`SELECT max(paper_id) AS paper_id FROM papers WHERE paper_id < 'g'`
			)
		).getRowObjectsJson();
		const cut = bytes.slice(0, bytes.length - 1000);
		await expect(readPaperPage(recording(cut, []), String(id))).rejects.toThrow(/cut short/);
		const garbled = bytes.slice();
		garbled.fill(0x41, garbled.length / 2, garbled.length);
		await writeFile(join(dir, 'garbled.bin'), garbled);
		await expect(readPaperPage(recording(garbled, []), 'ffffffffffff')).rejects.toThrow();
	});
});
