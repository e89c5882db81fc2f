// Printing (or saving as PDF) gives a report: no menu, filter bar or buttons, the view, data
// snapshot and filters in words at the top, charts the page's width and whole.
import { expect, test } from '@playwright/test';
import { sql } from './expected.ts';
import { openConsole, runQuery } from './sql-helpers';

test('print media hides the menu, filters and buttons and keeps the charts', async ({ page }) => {
	await page.goto('/?algorithm=PPO');
	const chart = page.locator('[data-chart="overview-benchmark"] .chart svg').first();
	await expect(chart).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('print-header')).toBeHidden();
	expect(await page.locator('main button').count()).toBeGreaterThan(0);

	await page.emulateMedia({ media: 'print' });
	await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
	await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
	await expect(page.locator('button:visible, input:visible')).toHaveCount(0);

	// The filter bar's place: one line saying what is filtered, under the view and the source.
	await expect(page.getByTestId('print-header')).toContainText('RL Trends · Overview');
	await expect(page.getByTestId('print-source')).toContainText(
		/^Source: Hugging Face Daily Papers, \d+ captures, latest captured \d{4}-\d{2}-\d{2} · printed/
	);
	await expect(page.getByTestId('print-filters')).toHaveText('Filters: algorithm PPO');

	// Charts: visible, one per row at the page's width, never split across pages.
	await expect(chart).toBeVisible();
	const cards = page.locator('section.card');
	const main = (await page.locator('main').boundingBox())!;
	for (const card of (await cards.all()).slice(0, 2)) {
		expect((await card.boundingBox())!.width).toBeGreaterThan(main.width * 0.95);
		expect(await card.evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid');
	}
});

test('from a dark screen, charts print in the paper theme: its blue, not dark mode’s sky blue', async ({
	page
}) => {
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.goto('/');
	const bars = page.locator('[data-chart="overview-algorithm"] .chart svg rect');
	await expect(bars.first()).toBeVisible({ timeout: 30_000 });
	const fill = () => bars.first().getAttribute('fill');
	expect((await fill())?.toLowerCase()).toBe('#56b4e9');
	await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
	await expect.poll(async () => (await fill())?.toLowerCase()).toBe('#0072b2');
	// The legend swatches of the page print in the same colours.
	const token = await page.evaluate(() =>
		getComputedStyle(document.documentElement).getPropertyValue('--series-1').trim()
	);
	expect(token.toLowerCase()).toBe('#0072b2');
});

test('links print readable: an outside link shows where it leads', async ({ page }) => {
	const [paper] = await sql<{ paper_id: string }>(
		'SELECT paper_id FROM papers ORDER BY paper_id LIMIT 1'
	);
	await page.goto(`/paper?id=${paper.paper_id}`);
	const outside = page.getByTestId('paper-link').first();
	await expect(outside).toBeVisible({ timeout: 30_000 });
	await page.emulateMedia({ media: 'print' });
	await expect(outside).toBeVisible();
	await expect(page.getByTestId('back-to-list')).toBeHidden();
	const after = await outside.evaluate((a) => getComputedStyle(a, '::after').content);
	expect(after).toContain((await outside.getAttribute('href'))!);
	await expect(page.getByTestId('print-header')).toContainText('RL Trends · Paper');
	// A paper page has no filters to summarise.
	await expect(page.getByTestId('print-filters')).toHaveCount(0);
});

test('a printed table keeps its sorting headers, as words, and shows whole', async ({ page }) => {
	await page.goto('/papers');
	const table = page.locator('main table');
	await expect(table).toBeVisible({ timeout: 30_000 });
	await page.emulateMedia({ media: 'print' });
	const headers = await table.locator('thead').innerText();
	for (const name of ['title', 'published', 'organization', 'votes'])
		expect(headers).toContain(name);
	const box = page.locator('main .table-scroll').first();
	expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('visible');
});

test('a printed SQL result shows its rows one under another, not the box of rows in view', async ({
	page
}) => {
	await openConsole(page);
	await runQuery(page, 'SELECT range AS i FROM range(100)');
	const table = page.getByTestId('result-table');
	await page.emulateMedia({ media: 'print' });
	await expect(table.locator('[role=row][data-row]')).toHaveCount(100);
	const [scrolled, shown] = await table.evaluate((el) => [el.scrollHeight, el.clientHeight]);
	expect(scrolled).toBeLessThanOrEqual(shown + 1);
	// Each row below the one before it.
	const y = (row: number) =>
		table.locator(`[data-row="${row}"]`).evaluate((el) => el.getBoundingClientRect().y);
	expect(await y(99)).toBeGreaterThan(await y(98));
	expect(await y(1)).toBeGreaterThan(await y(0));
});
