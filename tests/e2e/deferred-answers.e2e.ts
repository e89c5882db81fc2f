// The overview's first paint reads overview.json; the answers that grow with the corpus (the
// gains chart's, a row per distinct value) come from overview-deferred.json, so the other charts
// never wait for them. DuckDB never starts here: only the build's answers can draw anything.
import { expect, test } from '@playwright/test';

test('the other overview charts draw while the gains answers are on their way; gains then draw from the build’s file', async ({
	page
}) => {
	await page.route('**/duckdb-*.wasm', () => {});
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/data/overview-deferred.json', async (route) => {
		await held;
		await route.continue();
	});
	await page.goto('/');
	const gains = page.locator('section.card', { hasText: 'Claimed gains in' });
	await expect(page.locator('[data-chart="overview-algorithm"] svg').first()).toBeVisible();
	await expect(page.locator('[data-chart="overview-sizes"] svg').first()).toBeVisible();
	await expect(gains).toHaveAttribute('aria-busy', 'true');
	await expect(gains.locator('.chart svg')).toHaveCount(0);
	release();
	await expect(gains.locator('.chart svg').first()).toBeVisible();
	await expect(gains).toHaveAttribute('aria-busy', 'false');
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('the first paint’s file holds no answer that grows with the corpus', async ({ request }) => {
	const first = await (await request.get('/data/overview.json')).json();
	const deferred = await (await request.get('/data/overview-deferred.json')).json();
	expect(Object.keys(deferred.queries)).toEqual(['gains']);
	expect(first.queries.gains).toBeUndefined();
	expect(Object.keys(first.queries)).toEqual(
		expect.arrayContaining(['counts', 'algorithms', 'benchmarks', 'sizes'])
	);
});
