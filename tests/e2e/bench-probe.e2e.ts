// bench:web times the dashboard from inside the page: its probe must still find what it waits
// for in the built site (a renamed test id would leave the bench waiting forever), and announce
// each time on the console, where the bench listens while the page loads.
import { expect, test } from '@playwright/test';
import { announcedTimes, PAINT_PROBE } from '../../bench/web/paint-probe.ts';

test('the bench probe sees the first chart, every chart and the engine ready, in that order', async ({
	page
}) => {
	await page.addInitScript(PAINT_PROBE);
	const announced = announcedTimes(page);
	await page.goto('/');
	const first = await announced.until('firstChart');
	const all = await announced.until('allCharts');
	const ready = await announced.until('ready');
	expect(first).toBeGreaterThan(0);
	expect(first).toBeLessThanOrEqual(all);
	expect(ready).toBeGreaterThan(0);
	// What the page announced is what it recorded.
	expect(
		await page.evaluate(
			() =>
				(window as unknown as { __bench: { painted: Record<string, number> } }).__bench.painted
					.firstChart
		)
	).toBe(first);
	expect(await page.locator('section.card .chart svg').count()).toBeGreaterThan(0);
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'ready');
});
