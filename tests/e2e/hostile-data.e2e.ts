// Issue 15 in the browser: a title with bidi overrides and a 5,000-character word, and a damaged
// data file.
import { DuckDBInstance } from '@duckdb/node-api';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PARQUET, sql } from './expected.ts';
import { PAGES_ROUTE, pagesFor, serveData } from './pages-fixture.ts';
import { withTempDir } from './temp-dir.ts';

const TITLE = 'Safe Policies \u202Egnp.exe\u202C for Agents';
const WORD = 'x'.repeat(5000);
const ABSTRACT = `We use PPO. ${WORD} It works.`;

/** The real file plus one paper with a bidi override in its title and an endless word, and the
 * paper pages written from it. */
function hostileParquet(): Promise<{ body: Buffer; pages: Buffer }> {
	return withTempDir('hostile-text-', async (dir) => {
		const out = join(dir, 'papers.parquet');
		const instance = await DuckDBInstance.create(':memory:');
		const c = await instance.connect();
		await c.run(`CREATE TABLE p AS SELECT * FROM read_parquet('${PARQUET}')`);
		await c.run(`CREATE TABLE h AS SELECT * FROM p WHERE len(mentions) > 0 LIMIT 1`);
		await c.run(
			`UPDATE h SET paper_id = 'hostile00002', title = $t, abstract = $a, mentions = []`
				.replace('$t', `'${TITLE}'`)
				.replace('$a', `'${ABSTRACT}'`)
		);
		await c.run(`INSERT INTO p SELECT * FROM h`);
		await c.run(`COPY p TO '${out}' (FORMAT parquet, COMPRESSION zstd)`);
		c.closeSync();
		instance.closeSync();
		return { body: await readFile(out), pages: await pagesFor(out) };
	});
}

test('a title with a bidi override reads as written, and a 5,000-character word wraps', async ({
	page
}) => {
	await serveData(page, await hostileParquet());
	await page.goto('/paper?id=hostile00002');
	const title = page.getByTestId('paper-title');
	await expect(title).toHaveText('Safe Policies [RLO]gnp.exe[PDF] for Agents', { timeout: 30_000 });
	await expect(page.getByTestId('paper-abstract')).toContainText(WORD);
	const width = await page.evaluate(() => ({
		page: document.documentElement.scrollWidth,
		view: window.innerWidth
	}));
	expect(width.page).toBeLessThanOrEqual(width.view);
});

test('a damaged data file says so in plain words, and the papers page stops counting', async ({
	page
}) => {
	const real = await readFile(PARQUET);
	// The file's own ends (magic, footer) with its middle overwritten: a copy gone bad.
	const damaged = Buffer.from(real);
	damaged.fill(0xa5, 4, damaged.length - 4096);
	await page.route('**/data/papers.parquet', (route) =>
		route.fulfill({ body: damaged, contentType: 'application/octet-stream' })
	);
	// The chart database of the same build gone bad the same way.
	const charts = Buffer.from(await readFile('static/data/papers.duckdb'));
	charts.fill(0xa5, 4096, charts.length - 4096);
	await page.route('**/data/papers.duckdb', (route) =>
		route.fulfill({ body: charts, contentType: 'application/octet-stream' })
	);
	// The paper pages gone bad the same way.
	const pages = Buffer.from(await readFile('static/data/paper-pages.bin'));
	pages.fill(0xa5, 4, pages.length - 4096);
	await page.route(PAGES_ROUTE, (route) =>
		route.fulfill({ body: pages, contentType: 'application/octet-stream' })
	);
	// A list the build did not answer (papers.json holds the first page newest first): DuckDB's,
	// from the damaged files.
	await page.goto('/papers?sort=title');
	const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
	await expect(alert).toContainText('it is damaged', { timeout: 45_000 });
	await expect(page.getByTestId('papers-count')).not.toContainText('Counting…');
	const [some] = await sql<{ paper_id: string }>(
		'SELECT paper_id FROM papers ORDER BY paper_id LIMIT 1 OFFSET 100'
	);
	await page.goto(`/paper?id=${some.paper_id}`);
	await expect(page.getByRole('alert')).toContainText('could not be read: it is damaged', {
		timeout: 30_000
	});
});
