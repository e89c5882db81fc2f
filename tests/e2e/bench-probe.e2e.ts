// bench:web times the dashboard from inside the page: its probe must still find what it waits
// for in the built site (a renamed test id would leave the bench waiting forever).
import { expect, test } from '@playwright/test';
import { PAINT_PROBE, untilPainted } from '../../bench/web/paint-probe.ts';

test('the bench probe sees the first chart, every chart and the engine ready, in that order', async ({
	page
}) => {
	await page.addInitScript(PAINT_PROBE);
	await page.goto('/');
	const seen = async (name: 'firstChart' | 'allCharts' | 'ready') =>
		(await page.evaluate(untilPainted(name))) as number;
	const first = await seen('firstChart');
	const all = await seen('allCharts');
	const ready = await seen('ready');
	expect(first).toBeGreaterThan(0);
	expect(first).toBeLessThanOrEqual(all);
	expect(await page.locator('section.card .chart svg').count()).toBeGreaterThan(0);
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'ready');
	expect(ready).toBeGreaterThan(0);
});
