// A paper page reads one row straight from the file: right row, only its row group, dates as text.
import { DuckDBInstance } from '@duckdb/node-api';
import type { AsyncBuffer } from 'hyparquet';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPaperRow } from '../../../../src/lib/db/paper-row.ts';

const dir = mkdtempSync(join(tmpdir(), 'paper-row-'));
const path = join(dir, 'papers.parquet');
let bytes: ArrayBuffer;

/** An AsyncBuffer over the file that records which byte ranges were read. */
function recording(reads: [number, number][]): AsyncBuffer {
	return {
		byteLength: bytes.byteLength,
		slice(start, end = bytes.byteLength) {
			reads.push([start, end]);
			return bytes.slice(start, end);
		}
	};
}

beforeAll(async () => {
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	// 20,000 papers in row groups of 2,048, sorted by id as the ETL writes them; abstracts of
	// random hex, so the file is megabytes and a whole-file read cannot pass for a targeted one.
	await connection.run(`COPY (
		SELECT printf('%012d', i) AS paper_id, 'Title ' || i AS title, 'abstract ' || i || ' ' || list_reduce(list_transform(range(10), k -> md5((i * 10 + k)::VARCHAR)), (a, b) -> a || b) AS abstract,
			DATE '2025-01-01' + CAST(i % 300 AS INTEGER) AS published, [i::VARCHAR] AS algorithms
		FROM range(20000) t(i) ORDER BY paper_id
	) TO '${path}' (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 2048)`);
	connection.closeSync();
	const file = readFileSync(path);
	bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readPaperRow', () => {
	it('finds the row by id and gives dates as YYYY-MM-DD', async () => {
		const row = await readPaperRow(recording([]), '000000012345');
		expect(row).toMatchObject({
			paper_id: '000000012345',
			title: 'Title 12345',
			published: '2025-02-15',
			algorithms: ['12345']
		});
		expect(row?.abstract).toContain('abstract 12345 ');
	});

	it('fetches a small part of the file: only the row group that can hold the id', async () => {
		const reads: [number, number][] = [];
		await readPaperRow(recording(reads), '000000007000');
		const fetched = reads.reduce((sum, [start, end]) => sum + (end - start), 0);
		// hyparquet's first read of the footer (512 KiB) plus one of ten row groups, where reading
		// every group would be the whole file.
		expect(bytes.byteLength).toBeGreaterThan(2_000_000);
		expect(fetched).toBeLessThan(512 * 1024 + bytes.byteLength * 0.2);
	});

	it('is null for an id no paper has', async () => {
		expect(await readPaperRow(recording([]), 'ffffffffffff')).toBeNull();
	});
});
