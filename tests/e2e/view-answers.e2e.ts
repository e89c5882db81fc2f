// Views that open on the build's answers (`<view>.json`, VIEW_FIRST_QUERIES): with DuckDB's wasm
// never arriving, each still draws as it first opens, with the counts DuckDB gives over the same
// Parquet file (queries written here); a choice the build did not answer waits for DuckDB.
import { expect, test, type Page } from '@playwright/test';
import { sql } from './expected.ts';

const withoutDuckDB = (page: Page) => page.route('**/duckdb-*.wasm', () => {});

test('Methods × benchmarks draws both matrices from the build’s answers', async ({ page }) => {
	await withoutDuckDB(page);
	await page.goto('/methods');
	for (const id of ['methods-benchmarks', 'methods-pairs'])
		await expect(page.locator(`[data-chart="${id}"] svg`).first()).toBeVisible();
	await expect(page.locator('main [aria-busy=true]')).toHaveCount(0);
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('Gains draws from the build’s answers; another unit waits for DuckDB', async ({ page }) => {
	await withoutDuckDB(page);
	await page.goto('/gains');
	await expect(page.locator('main section.card .chart svg').first()).toBeVisible();
	await expect(page.locator('main [aria-busy=true]')).toHaveCount(0);
	await page.getByRole('combobox', { name: /unit/i }).selectOption('x');
	await expect(page.locator('main [aria-busy=true]').first()).toBeAttached();
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('Papers lists its first page, newest first, from the build’s answers', async ({ page }) => {
	const [all] = await sql<{ n: number }>('SELECT count(*)::INTEGER AS n FROM papers');
	const [newest] = await sql<{ title: string }>(
		'SELECT title FROM papers ORDER BY published DESC NULLS LAST, title LIMIT 1'
	);
	await withoutDuckDB(page);
	await page.goto('/papers');
	await expect(page.getByTestId('papers-count')).toContainText(`${all.n} papers match`);
	const rows = page.locator('table.papers tbody tr');
	await expect(rows).toHaveCount(Math.min(100, all.n));
	await expect(rows.first().locator('td').first()).toContainText(newest.title.slice(0, 20));
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('Papers marks the build’s list busy while another order waits for DuckDB', async ({
	page
}) => {
	await withoutDuckDB(page);
	await page.goto('/papers');
	const list = page.locator('.table-scroll');
	await expect(page.locator('table.papers tbody tr').first()).toBeVisible();
	await expect(list).toHaveAttribute('aria-busy', 'false');
	// The header says "title ↑" at once; the rows below are still the newest first.
	await page.getByRole('button', { name: 'title', exact: true }).click();
	await expect(page).toHaveURL(/sort=title/);
	await expect(list).toHaveAttribute('aria-busy', 'true');
	await expect(list).toHaveClass(/stale/);
});
