// The paper page's read over HTTP: the pages file by ranges, a server that ignores ranges, a data
// directory without the pages file (read from papers.parquet instead), and a damaged file.
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStatic, type StaticServer } from '../../../../bench/web/static-server.ts';
import { writePaperPages } from '../../../../etl/write/paper-pages.ts';

vi.mock('$app/paths', () => ({ base: '' }));
const { readPaper } = await import('../../../../src/lib/db/paper.ts');

let dir: string;
let withPages: StaticServer;
let withoutPages: StaticServer;
let expected: Record<string, unknown>;
const ID = 'abc000000001';

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'paper-read-'));
	await mkdir(join(dir, 'with/data'), { recursive: true });
	await mkdir(join(dir, 'without/data'), { recursive: true });
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS
		SELECT CASE WHEN i = 7 THEN '${ID}' ELSE left(md5(i::VARCHAR), 12) END AS paper_id,
			'Title ' || i AS title, 'Abstract ' || i AS abstract,
			DATE '2025-01-01' + CAST(i AS INTEGER) AS published, ['PPO', i::VARCHAR] AS algorithms
		FROM range(3000) t(i) ORDER BY paper_id`);
	await connection.run(
		`COPY papers TO '${join(dir, 'without/data/papers.parquet')}' (FORMAT parquet)`
	);
	await writePaperPages(connection, 'papers', join(dir, 'with/data/paper-pages.bin'));
	expected = JSON.parse(
		String(
			(
				await connection.runAndReadAll(
					`SELECT to_json(t)::VARCHAR AS row FROM papers t WHERE paper_id = '${ID}'`
				)
			).getRowObjectsJson()[0].row
		)
	);
	connection.closeSync();
	withPages = await serveStatic(join(dir, 'with'), {});
	withoutPages = await serveStatic(join(dir, 'without'), {});
	vi.stubGlobal('location', { href: `${withoutPages.url}/` });
});
afterAll(async () => {
	withPages.server.close();
	withoutPages.server.close();
	vi.unstubAllGlobals();
	await rm(dir, { recursive: true, force: true });
});

describe('readPaper', () => {
	it('reads the row from the pages file by ranges, and null for an unknown id', async () => {
		withPages.sent.clear();
		expect(await readPaper(withPages.url, ID)).toEqual(expected);
		const sent = withPages.sent.get('/data/paper-pages.bin')!;
		expect(sent).toBeGreaterThan(0);
		expect(sent).toBeLessThan(1000);
		expect(await readPaper(withPages.url, 'fff999999999')).toBeNull();
	});

	it('reads a server that ignores ranges once, whole', async () => {
		const bytes = await readFile(join(dir, 'with/data/paper-pages.bin'));
		let requests = 0;
		const server = createServer((_, response) => {
			requests++;
			response.end(bytes);
		});
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		const address = server.address() as { port: number };
		try {
			expect(await readPaper(`http://127.0.0.1:${address.port}`, ID)).toEqual(expected);
			expect(requests).toBeLessThanOrEqual(2); // header and entries ask at once; then kept
		} finally {
			server.close();
		}
	});

	it('reads papers.parquet when the data directory has no pages file', async () => {
		const row = await readPaper(withoutPages.url, ID);
		expect(row).toMatchObject({
			paper_id: ID,
			title: expected.title,
			published: expected.published
		});
	});

	it('says in plain words that a damaged pages file is damaged', async () => {
		const bytes = await readFile(join(dir, 'with/data/paper-pages.bin'));
		bytes.fill(0xa5, 4, 64);
		await writeFile(join(dir, 'with/data/paper-pages.bin'), bytes);
		await expect(readPaper(withPages.url, ID)).rejects.toThrow(
			/data\/paper-pages.bin could not be read: it is damaged or cut short.*npm run etl/
		);
	});
});
