// paper-pages.bin for a test's own papers.parquet, written by the ETL's writer: a test that serves
// a made-up papers file serves the paper pages that go with it.
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePaperPages } from '../../etl/write/paper-pages.ts';

export const PAGES_ROUTE = '**/data/paper-pages.bin';

export async function pagesFor(parquet: string): Promise<Buffer> {
	const out = join(await mkdtemp(join(tmpdir(), 'pages-')), 'paper-pages.bin');
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
}
