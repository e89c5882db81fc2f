// The overview's first paint reads overview.json; the answers that grow with the corpus (the
// gains chart's, a row per distinct value) come from overview-deferred.json, so the other charts
// never wait for them. DuckDB never starts here: only the build's answers can draw anything.
import { expect, test } from '@playwright/test';
import { DEFERRED_OVERVIEW } from '../../src/lib/queries/overview.ts';

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
	// Drawn from the build's file: DuckDB never started.
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('the first paint’s file holds no answer that grows with the corpus', async ({ request }) => {
	const first = await (await request.get('/data/overview.json')).json();
	const deferred = await (await request.get('/data/overview-deferred.json')).json();
	expect(Object.keys(deferred.queries)).toEqual([...DEFERRED_OVERVIEW]);
	for (const id of DEFERRED_OVERVIEW) expect(first.queries[id]).toBeUndefined();
	expect(Object.keys(first.queries)).toEqual(
		expect.arrayContaining(['counts', 'algorithms', 'benchmarks', 'sizes'])
	);
});

test('only the unfiltered overview fetches the answers that grow with the corpus', async ({
	page
}) => {
	const fetched: string[] = [];
	page.on('request', (r) => {
		if (r.url().includes('/data/overview-deferred.json')) fetched.push(page.url());
	});
	await page.goto('/trends');
	await expect(page.locator('section.card .chart svg').first()).toBeVisible({ timeout: 45_000 });
	const [top] = await (
		await page.request.get('/data/overview.json')
	)
		.json()
		.then((p) => p.queries.algorithms.rows);
	await page.goto(`/?algorithm=${encodeURIComponent(top.name)}`);
	await expect(page.locator('[data-chart="overview-algorithm"] svg').first()).toBeVisible();
	await expect(page.locator('section.card', { hasText: 'Claimed gains in' })).toHaveAttribute(
		'aria-busy',
		'false',
		{ timeout: 45_000 }
	);
	expect(fetched).toEqual([]);
	// Cleared, the overview reads it.
	await page.goto('/');
	await expect.poll(() => fetched.length).toBe(1);
});
