// DuckDB-WASM failing to start (here its wasm is refused) must not take the dashboard with it: the
// engine badge says so, and the overview still draws from the build's answers.
import { expect, test } from '@playwright/test';

test('DuckDB failing to start shows as an engine error; the overview still draws', async ({
	page
}) => {
	await page.route('**/duckdb-*.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
	await page.goto('/');
	const engine = page.getByTestId('engine');
	await expect(engine).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
	await expect(engine).toHaveAttribute('title', /DuckDB could not start/);
	await expect(page.locator('section.card .chart svg').first()).toBeVisible();
});

test('data the network cannot fetch is named, with a way to try again', async ({ page }) => {
	await page.route(/\/data\/papers\.(duckdb|parquet)$/, (route) => route.abort('failed'));
	await page.goto('/sql');
	const failure = page.getByRole('alert').filter({ hasText: 'Could not load the data' });
	await expect(failure).toContainText('data/papers.parquet could not be fetched', {
		timeout: 30_000
	});
	await expect(failure.getByTestId('reload')).toBeVisible();
});
