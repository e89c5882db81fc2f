// paper-pages.bin for a test's own papers.parquet, written by the ETL's writer: a test that serves
// a made-up papers file serves the paper pages that go with it.
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writePaperPages } from '../../etl/write/paper-pages.ts';
import { withTempDir } from './temp-dir.ts';

export const PAGES_ROUTE = '**/data/paper-pages.bin';

export function pagesFor(parquet: string): Promise<Buffer> {
	return withTempDir('pages-', async (dir) => {
		const out = join(dir, 'paper-pages.bin');
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			await connection.run(
				`CREATE TABLE papers AS SELECT * FROM read_parquet('${parquet.replaceAll("'", "''")}')`
			);
			await writePaperPages(connection, 'papers', out);
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
		return readFile(out);
	});
}

/** Serves a test's own papers file, and the paper pages that go with it, in place of the built ones. */
export async function serveData(page: Page, data: { body: Buffer; pages: Buffer }) {
	await page.route('**/data/papers.parquet', (route) =>
		route.fulfill({ body: data.body, contentType: 'application/octet-stream' })
	);
	await page.route(PAGES_ROUTE, (route) =>
		route.fulfill({ body: data.pages, contentType: 'application/octet-stream' })
	);
}
