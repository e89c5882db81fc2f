import { expect, test } from '@playwright/test';
import { sql } from './expected.ts';
import { openConsole, runQuery } from './sql-helpers';

// On a big corpus the console does not load abstracts by itself: the user chooses. The server is
// made to report a 200 MB file; the bytes served are the real ones.
test('on a big file the text columns wait for the user, then load in place', async ({ page }) => {
	await page.route('**/data/papers.parquet', async (route) => {
		if (route.request().method() !== 'HEAD') return route.continue();
		const response = await route.fetch();
		await route.fulfill({
			response,
			headers: { ...response.headers(), 'content-length': String(200 * 1024 * 1024) }
		});
	});
	const [{ n }] = await sql<{ n: number }>('SELECT count(abstract)::INTEGER AS n FROM papers');
	await openConsole(page);
	await expect(page.getByTestId('text-notice')).toContainText('200 MB');
	const count = page.getByTestId('result-table').locator('[data-row="0"]');
	await runQuery(page, 'SELECT count(abstract) AS n FROM papers');
	await expect(count).toContainText(/\b0\b/);
	await page.getByTestId('load-text').click();
	await expect(page.getByTestId('text-notice')).toHaveCount(0, { timeout: 30_000 });
	await runQuery(page, 'SELECT count(abstract) AS n FROM papers');
	await expect(count).toContainText(n.toLocaleString('en'));
	expect(n).toBeGreaterThan(400);
});
