// Every chart is described in words made from its data: its group points to a summary (read
// out by a screen reader, printed with the page), and an exported SVG carries it as its <desc>.
// Expected numbers come from DuckDB over the same Parquet file.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { datedCoinerEntities, serveEntities } from './entities-fixture.ts';
import { sql } from './expected.ts';

/** Each drawn chart's group and the text its aria-describedby points to. */
async function described(page: Page): Promise<{ chart: string; summary: string }[]> {
	return page.locator('[data-chart]').evaluateAll((cards) =>
		cards.flatMap((card) => {
			const group = card.querySelector('.chart[role="group"]');
			if (!group || group.hasAttribute('hidden')) return [];
			const id = group.getAttribute('aria-describedby');
			const summary = id ? (document.getElementById(id)?.textContent ?? '') : '';
			return [{ chart: card.getAttribute('data-chart') ?? '', summary: summary.trim() }];
		})
	);
}

for (const path of ['/', '/trends', '/gains', '/emerging']) {
	test(`${path}: every chart is described by a text summary of its data`, async ({ page }) => {
		// (The seeds' adopted names have an undated coining paper: nothing to draw on Emerging.)
		if (path === '/emerging') await serveEntities(page, await datedCoinerEntities());
		await page.goto(path);
		await expect(page.locator('[data-chart] .chart svg').first()).toBeVisible({
			timeout: 30_000
		});
		await expect(page.locator('[data-chart] .loading')).toHaveCount(0);
		const charts = await described(page);
		expect(charts.length).toBeGreaterThan(0);
		for (const { chart, summary } of charts) expect(summary, chart).toMatch(/\w.*\./);
	});
}

test('the summary says what the chart draws, and travels in its print and its SVG', async ({
	page
}) => {
	const [top] = await sql<{ a: string; n: number; of: number }>(
		`SELECT a, count(*)::INTEGER AS n,
			(SELECT count(*)::INTEGER FROM papers WHERE len(algorithms) > 0) AS "of"
		FROM (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM papers)
		GROUP BY a ORDER BY n DESC, a LIMIT 1`
	);
	await page.goto('/');
	const card = page.locator('[data-chart="overview-algorithm"]');
	const summary = card.getByTestId('chart-summary');
	const lead = `${top.a} leads: ${top.n} of ${top.of} papers (${Math.round((100 * top.n) / top.of)}%)`;
	await expect(summary).toContainText(lead, { timeout: 30_000 });
	await expect(
		card.getByRole('group', { name: 'Top algorithms: chart' })
	).toHaveAccessibleDescription((await summary.textContent())!.trim());
	// A printed page shows it under the chart.
	await page.emulateMedia({ media: 'print' });
	await expect(summary).toBeVisible();
	await page.emulateMedia({ media: 'screen' });
	// The exported file describes its drawing with it.
	await card.getByRole('button', { name: /^Export/ }).click();
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId('export-svg').click()
	]);
	const svg = await readFile(await file.path(), 'utf8');
	const desc = await page.evaluate(
		(text) =>
			new DOMParser().parseFromString(text, 'image/svg+xml').querySelector(':root > desc')
				?.textContent ?? null,
		svg
	);
	expect(desc).toContain(lead);
});
