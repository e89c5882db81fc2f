import { DuckDBInstance } from '@duckdb/node-api';
import { expect, test } from '@playwright/test';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PARQUET, sql } from './expected.ts';
import { pagesFor, serveData } from './pages-fixture.ts';
import { withTempDir } from './temp-dir.ts';

const TITLE = 'Evil<img src=x onerror="window.__pwned=1">: PPO <b>bold</b>';
const ABSTRACT = 'We use PPO. <script>window.__pwned=2</script> It improves MATH by 5%.';

/** The real file plus one paper whose text is HTML and script, with provenance into it, and
 * the paper pages written from it. */
function hostileParquet(): Promise<{ body: Buffer; pages: Buffer }> {
	return withTempDir('hostile-', async (dir) => {
		const out = join(dir, 'papers.parquet');
		const instance = await DuckDBInstance.create(':memory:');
		const c = await instance.connect();
		const ppo = ABSTRACT.indexOf('PPO');
		const script = ABSTRACT.indexOf('<script>');
		await c.run(`CREATE TABLE p AS SELECT * FROM read_parquet('${PARQUET}')`);
		await c.run(
			`INSERT INTO p BY NAME SELECT 'hostile00001' AS paper_id, $title AS title, $abstract AS abstract,
			['PPO'] AS algorithms, ['MATH'] AS benchmarks,
			[{'kind': 'algorithm', 'name': 'PPO', 'field': 'abstract', 'start': ${ppo}, 'end': ${ppo + 3}},
			 {'kind': 'proposed', 'name': 'x', 'field': 'abstract', 'start': ${script}, 'end': ${script + 8}},
			 {'kind': 'proposed', 'name': 'Evil', 'field': 'title', 'start': 0, 'end': 4}] AS mentions,
			[{'file': 'x.txt', 'rank': 1, 'captured': NULL::DATE}] AS sources,
			[]::VARCHAR[] AS categories, []::VARCHAR[] AS urls, []::VARCHAR[] AS paradigms, []::VARCHAR[] AS proposed,
			['other'] AS domains, []::DOUBLE[] AS model_sizes_b`
				.replace('$title', `'${TITLE.replaceAll("'", "''")}'`)
				.replace('$abstract', `'${ABSTRACT.replaceAll("'", "''")}'`)
		);
		// The ETL never writes NULL lists: give the row the empty lists it would have.
		for (const column of ['models', 'gains', 'scores']) {
			await c.run(
				`UPDATE p SET ${column} = (SELECT ${column} FROM p WHERE len(${column}) = 0 LIMIT 1) WHERE paper_id = 'hostile00001'`
			);
		}
		await c.run(`COPY p TO '${out}' (FORMAT parquet, COMPRESSION zstd)`);
		c.closeSync();
		instance.closeSync();
		return { body: await readFile(out), pages: await pagesFor(out) };
	});
}

test('a paper whose title and abstract hold HTML and script shows them as text, highlighted', async ({
	page
}) => {
	await serveData(page, await hostileParquet());
	await page.goto('/paper?id=hostile00001');
	const title = page.getByTestId('paper-title');
	await expect(title).toHaveText(TITLE, { timeout: 30_000 });
	await expect(page.getByTestId('paper-abstract')).toHaveText(ABSTRACT);
	await expect(page.locator('main img, main b, main script')).toHaveCount(0);
	await expect(page.getByTestId('paper-abstract').locator('mark.k-algorithm')).toHaveText('PPO');
	await expect(title.locator('mark.k-proposed')).toHaveText('Evil');
	expect(
		await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
	).toBeUndefined();
});

test('a real paper page highlights every extracted item at its offsets', async ({ page }) => {
	const [paper] = await sql<{ paper_id: string; n: number }>(
		`SELECT paper_id, len(list_filter(mentions, m -> m.field = 'abstract' AND m.kind <> 'domain'))::INTEGER AS n FROM papers ORDER BY n DESC, paper_id LIMIT 1`
	);
	await page.goto(`/paper?id=${paper.paper_id}`);
	const marks = page.getByTestId('paper-abstract').locator('mark');
	await expect(marks.first()).toBeVisible({ timeout: 30_000 });
	// Overlapping mentions (e.g. a model name holding a size) share one mark.
	expect(await marks.count()).toBeGreaterThan(0);
	expect(await marks.count()).toBeLessThanOrEqual(paper.n);
});

test('a paper page fetches its own block of the paper pages, never the papers file', async ({
	page
}) => {
	const fetched = new Map<string, number>();
	// A body arrives after its response event: the sizes are counted once every body is in.
	const bodies: Promise<void>[] = [];
	page.on('response', (response) => {
		const path = new URL(response.url()).pathname;
		bodies.push(
			response
				.body()
				.catch(() => Buffer.alloc(0))
				.then((body) => void fetched.set(path, (fetched.get(path) ?? 0) + body.length))
		);
	});
	const [paper] = await sql<{ paper_id: string; title: string }>(
		`SELECT paper_id, title FROM papers ORDER BY paper_id OFFSET (SELECT count(*) // 2 FROM papers) LIMIT 1`
	);
	await page.goto(`/paper?id=${paper.paper_id}`);
	await expect(page.getByTestId('paper-title')).toHaveText(paper.title, { timeout: 30_000 });
	await Promise.all(bodies);
	const size = (await stat('static/data/paper-pages.bin')).size;
	expect(fetched.get('/data/papers.parquet')).toBeUndefined();
	expect(fetched.get('/data/paper-pages.bin')).toBeGreaterThan(0);
	expect(fetched.get('/data/paper-pages.bin')).toBeLessThan(size / 10);
});

test('a paper page reads its own row, starts no database, and says when an id is unknown', async ({
	page
}) => {
	const [paper] = await sql<{ paper_id: string; title: string }>(
		`SELECT paper_id, title FROM papers ORDER BY paper_id DESC LIMIT 1`
	);
	// Opened by its address (a new tab, a link from elsewhere), the page throws nothing.
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.goto(`/paper?id=${paper.paper_id}`);
	await expect(page.getByTestId('paper-title')).toHaveText(paper.title, { timeout: 30_000 });
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'idle');
	await page.goto('/paper?id=000000000000');
	await expect(page.getByRole('alert')).toContainText(
		'No paper with id 000000000000 in this data',
		{
			timeout: 30_000
		}
	);
	// Not a dead end: the way back to the list is offered.
	await page.getByTestId('back-to-list').click();
	await expect(page).toHaveURL(/\/papers$/);
	expect(errors).toEqual([]);
});

test('a paper page links out (arXiv and Hugging Face, or a title search) and back to the list', async ({
	page
}) => {
	const [paper] = await sql<{ paper_id: string; title: string }>(
		`SELECT paper_id, title FROM papers WHERE arxiv_id IS NULL ORDER BY paper_id LIMIT 1`
	);
	await page.goto(`/paper?id=${paper.paper_id}`);
	const links = page.getByTestId('paper-link');
	await expect(links.first()).toBeVisible({ timeout: 30_000 });
	const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
	expect(hrefs).toEqual([
		`https://arxiv.org/search/?query=${encodeURIComponent(paper.title.replace(/\s+/g, ' ').trim())}&searchtype=title`,
		`https://huggingface.co/papers?q=${encodeURIComponent(paper.title.replace(/\s+/g, ' ').trim())}`
	]);
	await page.getByTestId('back-to-list').click();
	await expect(page).toHaveURL(/\/papers$/);
});

test('a paper opened from a filtered, sorted list keeps the filters in the menu and leads back to the same list', async ({
	page
}) => {
	const [{ name }] = await sql<{ name: string }>(
		`SELECT a AS name FROM (SELECT unnest(algorithms) AS a FROM papers) GROUP BY a ORDER BY count(*) DESC, a LIMIT 1`
	);
	const list = `/papers?algorithm=${encodeURIComponent(name)}&sort=votes`;
	await page.goto(list);
	const first = page.locator('table.papers tbody a').first();
	await expect(first).toBeVisible({ timeout: 30_000 });
	await first.click();
	await expect(page.getByTestId('paper-title')).toBeVisible({ timeout: 30_000 });
	const back = page.getByTestId('back-to-list');
	await expect(back).toHaveText('← Papers');
	// The menu keeps the filter, as on every other view.
	const trends = page.getByRole('link', { name: 'Trends', exact: true });
	expect(
		new URL((await trends.getAttribute('href')) ?? '', page.url()).searchParams.get('algorithm')
	).toBe(name);
	await back.click();
	const wanted = new URL(list, 'http://x').searchParams;
	await expect(page).toHaveURL(
		(url) => url.pathname === '/papers' && [...url.searchParams].join('&') === [...wanted].join('&')
	);
	await expect(page.getByTestId('papers-count')).not.toContainText('Counting', { timeout: 30_000 });
});

test('a URL in the abstract is a link out, opened apart from the dashboard', async ({ page }) => {
	const [paper] = await sql<{ paper_id: string; url: string }>(
		`SELECT paper_id, m.name AS url FROM (SELECT paper_id, unnest(mentions) AS m FROM papers)
		WHERE m.kind = 'url' AND m.field = 'abstract' AND m.name LIKE 'http%' ORDER BY paper_id LIMIT 1`
	);
	await page.goto(`/paper?id=${paper.paper_id}`);
	const link = page.getByTestId('paper-abstract').locator(`a[href="${new URL(paper.url).href}"]`);
	await expect(link).toBeVisible({ timeout: 30_000 });
	await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
	await expect(link).toHaveAttribute('target', '_blank');
});
