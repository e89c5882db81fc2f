import { expect, test } from '@playwright/test';
import { openConsole, runWithKeys, typeSql } from './sql-helpers';

test('a query cannot read a URL: read_csv over http is refused', async ({ page }) => {
	const outside: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('example.com')) outside.push(request.url());
	});
	await openConsole(page);
	await typeSql(page, "SELECT * FROM read_csv('http://example.com/x.csv')");
	await runWithKeys(page);
	await expect(page.getByTestId('sql-error')).toContainText(
		/Permission Error|disabled by configuration/
	);
	await expect(page.getByTestId('result-count')).toHaveCount(0);
	expect(outside).toEqual([]);
});

test('external access cannot be switched back on', async ({ page }) => {
	await openConsole(page);
	await typeSql(page, 'SET enable_external_access = true');
	await runWithKeys(page);
	await expect(page.getByTestId('sql-error')).toContainText('enable_external_access');
});

test('a shared link fills the editor and does not run by itself', async ({ page }) => {
	const sql = "SELECT 'shared' AS origin, 41 + 1 AS answer";
	await openConsole(page, `#sql=${encodeURIComponent(sql)}`);
	await expect(page.locator('[data-testid=sql-editor] .cm-content')).toHaveText(sql);
	await expect(page.getByTestId('shared-notice')).toBeVisible();
	// Give it every chance to run: nothing must happen until the user asks.
	await page.waitForTimeout(1500);
	await expect(page.getByTestId('result-count')).toHaveCount(0);
	await page.getByTestId('run').click();
	await expect(page.getByTestId('result-table')).toContainText('shared');
});

test('Share link makes a link that carries the SQL', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await openConsole(page);
	const sql = "SELECT 'x&y#z' AS odd";
	await typeSql(page, sql);
	await page.getByTestId('share').click();
	const link = await page.getByTestId('share-link').inputValue();
	expect(decodeURIComponent(new URL(link).hash.replace(/^#sql=/, ''))).toBe(sql);
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('after a shared link, a reload keeps what the reader typed since', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	const sql = "SELECT 'shared' AS origin";
	await openConsole(page, `#sql=${encodeURIComponent(sql)}`);
	await expect(page.locator('[data-testid=sql-editor] .cm-content')).toHaveText(sql);
	await typeSql(page, "SELECT 'mine' AS origin");
	await page.reload();
	await expect(page.locator('[data-testid=sql-editor] .cm-content')).toHaveText(
		"SELECT 'mine' AS origin"
	);
	// The router started: a link out of the console is a client-side navigation, and nothing threw.
	await page
		.getByRole('navigation', { name: 'Views' })
		.getByRole('link', { name: 'Trends' })
		.click();
	await expect(page).toHaveURL(/\/trends$/);
	expect(errors).toEqual([]);
});
