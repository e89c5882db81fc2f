// entities.parquet files to serve in place of the ETL's, written by DuckDB with the columns the
// app reads (ENTITY_COLUMNS): one of the ETL's names made hostile, or no row at all.
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CREATE_ENTITIES } from '../../src/lib/db/entities.ts';
import { PARQUET } from './expected.ts';
import { withTempDir } from './temp-dir.ts';

export const ENTITIES_PARQUET = 'static/data/entities.parquet';

/** HTML and script in a name's evidence and long form: the view must show them as text. */
export const HOSTILE_EVIDENCE =
	'We call it <img src=x onerror="window.__pwned=1"> <b>bold</b><script>window.__pwned=2</script>.';

export interface EntitiesFile {
	body: Buffer;
}

/** Serves `file` (or a 404) as entities.parquet, and no build answers for Emerging: those are of
 * the build's names, and a host serves the two files of one build together. */
export async function serveEntities(page: Page, file: EntitiesFile | null): Promise<void> {
	await page.route('**/data/emerging.json', (route) =>
		route.fulfill({ status: 404, body: 'not found' })
	);
	await page.route('**/data/entities.parquet', (route) =>
		file
			? route.fulfill({ body: file.body, contentType: 'application/octet-stream' })
			: route.fulfill({ status: 404, body: 'not found' })
	);
}

function write(fill: (run: (sql: string) => Promise<unknown>) => Promise<void>) {
	return withTempDir('entities-', async (dir): Promise<EntitiesFile> => {
		const out = join(dir, 'entities.parquet');
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			const run = (sql: string) => connection.run(sql);
			await run(CREATE_ENTITIES);
			await fill(run);
			await run(`COPY entities TO '${out}' (FORMAT parquet, COMPRESSION zstd)`);
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
		return { body: await readFile(out) };
	});
}

/** The ETL's first name alone, its evidence and long form made of HTML and script. */
export function hostileEntities(): Promise<EntitiesFile> {
	const text = `'${HOSTILE_EVIDENCE.replaceAll("'", "''")}'`;
	return write(async (run) => {
		await run(
			`INSERT INTO entities BY NAME SELECT * FROM read_parquet('${ENTITIES_PARQUET}') ORDER BY name LIMIT 1`
		);
		await run(`UPDATE entities SET evidence = ${text}, long_form = ${text}`);
	});
}

/** The ETL's names, each coined by the corpus's first dated paper: every name dated papers
 * adopt then has a start, and the adoption chart draws it (the seeds' adopted names may have an
 * undated coining paper, which the chart leaves out). */
export function datedCoinerEntities(): Promise<EntitiesFile> {
	return write(async (run) => {
		await run(`INSERT INTO entities BY NAME SELECT * FROM read_parquet('${ENTITIES_PARQUET}')`);
		await run(`UPDATE entities SET paper_id = (SELECT paper_id FROM read_parquet('${PARQUET}')
			WHERE published IS NOT NULL ORDER BY published, paper_id LIMIT 1)`);
	});
}

/** A file with the columns and no row. */
export function emptyEntities(): Promise<EntitiesFile> {
	return write(async () => {});
}
