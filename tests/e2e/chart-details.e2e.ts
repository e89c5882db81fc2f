// Details of the charts a reader sees: whole-number count axes, gains read from no change, a
// unit named once in a title, one order on both axes of the algorithm pairs, and the schema
// panel's values called examples.
import { expect, test, type Locator } from '@playwright/test';
import { sql } from './expected.ts';

const tickLabels = (chart: Locator, axis: 'x' | 'y') =>
	chart.locator(`[aria-label="${axis}-axis tick label"] text`).allTextContents();

test('count axes tick at whole papers, even when the filters leave one or two', async ({
	page
}) => {
	// A benchmark two papers name: every bar on the view is 1 or 2 papers long.
	const [few] = await sql<{ b: string }>(
		`SELECT b FROM (SELECT DISTINCT paper_id, unnest(benchmarks) AS b FROM papers)
		 GROUP BY b HAVING count(*) = 2 ORDER BY b LIMIT 1`
	);
	await page.goto(`/?benchmark=${encodeURIComponent(few.b)}`);
	const chart = page.locator('[data-chart="overview-benchmark"]');
	await expect(chart.locator('.chart svg').first()).toBeVisible({ timeout: 30_000 });
	for (const id of ['overview-benchmark', 'overview-domain']) {
		const labels = await tickLabels(page.locator(`[data-chart="${id}"]`), 'x');
		expect(labels.length).toBeGreaterThan(1);
		for (const label of labels) expect(label).toMatch(/^\d[\d,]*$/);
	}
});

test('a gain axis starts at no change and says so: 1× for multiples', async ({ page }) => {
	await page.goto('/');
	const card = page.locator('[data-chart^="overview-gains"]');
	await expect(card.locator('.chart svg').first()).toBeVisible({ timeout: 30_000 });
	expect(await tickLabels(card, 'x')).toContain('0');
	await card.getByRole('combobox').selectOption('x');
	await expect(page.locator('[data-chart="overview-gains-x"] .chart svg').first()).toBeVisible();
	expect(await tickLabels(page.locator('[data-chart="overview-gains-x"]'), 'x')).toContain('1×');
	// The unit is in the URL: a reload keeps it.
	await expect(page).toHaveURL(/unit=x/);
	await page.reload();
	await expect(page.locator('[data-chart="overview-gains-x"] .chart svg').first()).toBeVisible({
		timeout: 30_000
	});
});

test('titles name a gain unit once', async ({ page }) => {
	await page.goto('/');
	const title = page.locator('[data-chart^="overview-gains"] h2');
	await expect(title).toHaveText('Claimed gains in percent');
	await page.goto('/gains');
	const titles = page.locator('section.card h2');
	await expect(titles.first()).toHaveText('Increases in percent per algorithm');
	for (const text of await titles.allTextContents()) expect(text).not.toMatch(/\(.*\)/);
});

test('the algorithm pairs list rows and columns in one order', async ({ page }) => {
	await page.goto('/methods');
	const chart = page.locator('[data-chart="methods-pairs"]');
	await expect(chart.locator('.chart svg').first()).toBeVisible({ timeout: 30_000 });
	const rows = await tickLabels(chart, 'y');
	const columns = await tickLabels(chart, 'x');
	expect(rows.length).toBeGreaterThan(2);
	expect(columns).toHaveLength(rows.length);
	// A long name may be cut with an ellipsis on one axis: compare what both show.
	const stem = (s: string) => s.replace(/…$/, '');
	rows.forEach((row, i) => {
		const [a, b] = [stem(row), stem(columns[i])];
		expect(a.startsWith(b) || b.startsWith(a), `${row} / ${columns[i]}`).toBe(true);
	});
});

test('the schema panel calls its values examples, each from its own row', async ({ page }) => {
	await page.goto('/sql');
	const panel = page.getByTestId('schema-panel');
	await expect(panel).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('sample-note')).toContainText('an example of its values');
	await expect(page.getByTestId('sample-note')).toContainText('not one row');
	await expect(panel.locator('[data-column="title"] .sample')).toContainText(/^\s*e\.g\. \S/);
});
