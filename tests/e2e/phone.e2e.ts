// Every view on a 390 × 844 phone: no sideways page scroll (wide tables scroll in their own
// box), the SQL editor full width, a one-line menu, the filters folded behind a button that says
// how many are on, and the first chart or table on the first screen.
import { expect, test, type Page } from '@playwright/test';
import { sql } from './expected.ts';
import { openConsole, runWithKeys, typeSql } from './sql-helpers';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const [paper] = await sql<{ paper_id: string }>(
	'SELECT paper_id FROM papers ORDER BY paper_id LIMIT 1'
);

/** Each view and the first thing it is there to show. */
const VIEWS = [
	{ path: '/', first: '[data-chart] .chart svg' },
	{ path: '/trends', first: '[data-chart] .chart svg' },
	{ path: '/methods', first: '[data-chart] .chart svg' },
	{ path: '/gains', first: '[data-chart] .chart svg' },
	// (Its chart, or what it says instead where the seeds' adopted names have no dated start.)
	{ path: '/emerging', first: '[data-chart^="emerging-adoption"]' },
	{ path: '/papers', first: 'main table' },
	{ path: `/paper?id=${paper.paper_id}`, first: '[data-testid="paper-abstract"]' },
	{ path: '/sql', first: '[data-testid="sql-editor"]' }
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const view of VIEWS) {
	test(`${view.path} fits a phone, its first chart or table on the first screen`, async ({
		page
	}) => {
		await page.goto(view.path);
		const first = page.locator(view.first).first();
		await expect(first).toBeVisible({ timeout: 30_000 });
		expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
		const box = (await first.boundingBox())!;
		expect(box.y).toBeLessThan(PHONE.height - 40);
		// The menu takes at most two lines of the first screen.
		const nav = (await page.getByRole('navigation', { name: 'Views' }).boundingBox())!;
		expect(nav.height).toBeLessThan(80);
	});
}

test('the SQL editor and its results take the whole width', async ({ page }) => {
	await page.goto('/sql');
	const editor = page.getByTestId('sql-editor');
	await expect(editor).toBeVisible();
	expect((await editor.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width * 0.9);
	await expect(page.getByTestId('run')).toBeEnabled({ timeout: 30_000 });
	await page.getByTestId('run').click();
	await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 30_000 });
	expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('a chart with a legend is shown as wide as it is drawn, not shrunk by its figure', async ({
	page
}) => {
	await page.goto('/methods');
	const chart = page.locator('[data-chart] .chart').first();
	await expect(chart.locator('figure svg[viewBox]').first()).toBeVisible({ timeout: 30_000 });
	const [drawn, shown, host] = await chart.evaluate((el) => {
		const svg = [...el.querySelectorAll('figure svg[viewBox]')].find(
			(s) => !s.getAttribute('class')?.endsWith('-ramp')
		)!;
		return [Number(svg.getAttribute('width')), svg.getBoundingClientRect().width, el.clientWidth];
	});
	expect(drawn).toBe(host);
	expect(Math.round(shown)).toBe(drawn);
});

test('the menu shows every view whole, none cut at the edge, and keeps their full names', async ({
	page
}) => {
	await page.goto('/');
	const nav = page.getByRole('navigation', { name: 'Views' });
	const links = nav.getByRole('link');
	await expect(links).toHaveCount(7);
	for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
	// Nothing hidden past the menu's edge (a strip cut "Methods × b…" and hid three views).
	const [scrollWidth, clientWidth] = await nav.evaluate((el) => [el.scrollWidth, el.clientWidth]);
	expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
	// A name shortened on screen is said in full.
	await expect(nav.getByRole('link', { name: 'Methods × benchmarks' })).toBeVisible();
});

test('the filters fold behind a button that counts the active ones', async ({ page }) => {
	await page.goto('/?algorithm=PPO&q=reward');
	const toggle = page.getByTestId('filters-toggle');
	const search = page.getByRole('searchbox');
	await expect(toggle).toBeVisible();
	await expect(toggle).toHaveAttribute('aria-expanded', 'false');
	await expect(page.getByTestId('filters-active')).toHaveText('2 active');
	await expect(search).toBeHidden();
	await toggle.click();
	await expect(toggle).toHaveAttribute('aria-expanded', 'true');
	await expect(search).toBeVisible();
	await expect(page.getByTestId('chip')).toHaveCount(1);
	expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
	// Escape in the open panel folds it and gives focus back to the button.
	await search.focus();
	await page.keyboard.press('Escape');
	await expect(toggle).toHaveAttribute('aria-expanded', 'false');
	await expect(search).toBeHidden();
	await expect(toggle).toBeFocused();
	// Folding the panel leaves the search as it was.
	await toggle.click();
	await expect(search).toHaveValue('reward');
	await expect(page.getByTestId('chip-search')).toBeVisible();
	expect(new URL(page.url()).searchParams.get('q')).toBe('reward');
	await page.keyboard.press('Escape');

	// No filter on: the button says nothing more than its name.
	await page.goto('/');
	await expect(page.getByTestId('filters-toggle')).toHaveText('Filters');
});

test('a wide screen shows the filters, without the button', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('/');
	await expect(page.getByRole('searchbox')).toBeVisible();
	await expect(page.getByTestId('filters-toggle')).toBeHidden();
});

test('the caret under a SQL error points at the word DuckDB names', async ({ page }) => {
	await openConsole(page);
	await typeSql(
		page,
		'SELECT paper_id, title, no_such_column_here FROM papers WHERE arxiv_id IS NOT NULL'
	);
	await runWithKeys(page);
	await expect(page.getByTestId('sql-error')).toContainText('no_such_column_here');
	// Where the caret and the character above it are drawn (wrapped, the caret stood alone on a
	// line, under the wrong word).
	const placed = await page.getByTestId('sql-error').evaluate((box) => {
		const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
			const match = /^(LINE \d+: .*)\n( *)\^/m.exec(node.data);
			if (!match) continue;
			const rect = (at: number) => {
				const range = document.createRange();
				range.setStart(node, at);
				range.setEnd(node, at + 1);
				return range.getBoundingClientRect();
			};
			const caret = rect(match.index + match[1].length + 1 + match[2].length);
			const above = rect(match.index + match[2].length);
			return { caretX: caret.x, aboveX: above.x, rise: caret.y - above.y, height: caret.height };
		}
		return null;
	});
	expect(placed).not.toBeNull();
	expect(Math.abs(placed!.caretX - placed!.aboveX)).toBeLessThan(2);
	// On the very next line.
	expect(placed!.rise).toBeLessThan(placed!.height * 1.5);
	expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
