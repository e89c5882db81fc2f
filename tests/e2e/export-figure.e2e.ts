import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { openConsole, pngSize, runQuery } from './sql-helpers';

const SQL = `SELECT a AS algorithm, count(*) AS papers
FROM papers, unnest(algorithms) AS t(a)
GROUP BY a ORDER BY papers DESC`;

async function download(page: Page, testId: string) {
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId(testId).click()
	]);
	return {
		name: file.suggestedFilename(),
		bytes: new Uint8Array(await readFile(await file.path()))
	};
}

/** The pixels per meter a PNG's pHYs chunk gives, or null without one. */
function pngDensity(bytes: Uint8Array): number | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	for (let at = 8; at + 12 <= bytes.length; at += 12 + view.getUint32(at)) {
		if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'pHYs')
			return view.getUint32(at + 8);
	}
	return null;
}

async function openExport(page: Page) {
	await openConsole(page);
	await runQuery(page, SQL);
	await page.getByTestId('view-chart').click();
	await expect(page.getByTestId('chart-this').locator('svg').first()).toBeVisible();
	await page.getByTestId('chart-export').click();
	const dialog = page.getByTestId('export-dialog');
	await expect(dialog).toBeVisible();
	return dialog;
}

test.describe('figure export (chart this)', () => {
	test('SVG parses and carries the edited title, subtitle and caption', async ({ page }) => {
		const dialog = await openExport(page);
		await dialog.getByTestId('export-title').fill('Algorithms named in RL papers');
		await dialog.getByTestId('export-subtitle').fill('Count of papers per algorithm');
		await expect(dialog.getByTestId('export-caption')).toHaveValue(/papers/);
		await dialog.getByTestId('export-caption').fill('Source: test caption');
		await dialog.getByTestId('export-preset').selectOption('slide-16-9');
		const { name, bytes } = await download(page, 'export-svg');
		expect(name).toMatch(/^algorithms-named-in-rl-papers_\d{4}-\d{2}-\d{2}\.svg$/);
		const svg = strFromU8(bytes);
		const parsed = await page.evaluate((text) => {
			const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
			return {
				error: doc.querySelector('parsererror')?.textContent ?? null,
				root: doc.documentElement.tagName,
				width: doc.documentElement.getAttribute('width'),
				title: doc.querySelector('.figure-title')?.textContent,
				subtitle: doc.querySelector('.figure-subtitle')?.textContent,
				caption: doc.querySelector('.figure-caption')?.textContent,
				bars: doc.querySelectorAll('rect').length
			};
		}, svg);
		expect(parsed.error).toBeNull();
		expect(parsed).toMatchObject({
			root: 'svg',
			width: '1920',
			title: 'Algorithms named in RL papers',
			subtitle: 'Count of papers per algorithm',
			caption: 'Source: test caption'
		});
		expect(parsed.bars).toBeGreaterThan(1);
	});

	test('PNG has the preset pixel size at 1×, 2× and 4×', async ({ page }) => {
		const dialog = await openExport(page);
		// A paper column is 3.5 in (1,050 px) wide and as tall as its chart needs.
		const paperHeight = async () => {
			const viewBox = await dialog
				.getByTestId('export-preview')
				.locator('svg.exported-figure')
				.getAttribute('viewBox');
			const [, , w, h] = viewBox!.split(' ').map(Number);
			return Math.round((1050 * h) / w);
		};
		// Sizes at 1×.
		const cases = [
			{ preset: 'slide-16-9', scale: 1, width: 1920, height: async () => 1080 },
			{ preset: 'paper-column', scale: 2, width: 1050, height: paperHeight },
			{ preset: 'square', scale: 4, width: 1080, height: async () => 1080 }
		];
		for (const c of cases) {
			await dialog.getByTestId('export-preset').selectOption(c.preset);
			await dialog.locator(`input[name=export-scale][value="${c.scale}"]`).check();
			const width = c.width * c.scale;
			const height = (await c.height()) * c.scale;
			await expect(dialog.getByTestId('export-png-size')).toHaveText(`${width}×${height} px`);
			const { name, bytes } = await download(page, 'export-png');
			// A size other than the first is in the name: two sizes do not overwrite each other.
			expect(name).toMatch(
				c.preset === 'slide-16-9' ? /[a-z]_\d{4}-\d{2}-\d{2}\.png$/ : `_${c.preset}_`
			);
			expect(pngSize(bytes), c.preset).toEqual({ width, height });
			// A print size says its density (pHYs, pixels per meter): 2,100 px over 3.5 in is 600 dpi.
			expect(pngDensity(bytes), c.preset).toEqual(
				c.preset === 'paper-column' ? Math.round(600 / 0.0254) : null
			);
		}
	});

	test('the chart is laid out again at each preset, not scaled', async ({ page }) => {
		const dialog = await openExport(page);
		const plotWidth = async () =>
			dialog.getByTestId('export-preview').evaluate((el) => {
				const plot = el.querySelector('g[class^="plot"]');
				return plot ? (plot as SVGGraphicsElement).getBBox().width : 0;
			});
		await dialog.getByTestId('export-preset').selectOption('slide-16-9');
		const wide = await plotWidth();
		await dialog.getByTestId('export-preset').selectOption('paper-column');
		const narrow = await plotWidth();
		// In the figure's own units, a re-laid-out chart is narrower on a paper column.
		expect(narrow).toBeLessThan(wide * 0.6);
	});

	test('themes: print has no background, dark has a dark one', async ({ page }) => {
		const dialog = await openExport(page);
		const background = () =>
			dialog
				.getByTestId('export-preview')
				.evaluate((el) => el.querySelector('svg > rect')?.getAttribute('fill') ?? null);
		expect(await background()).toBe('#ffffff');
		await dialog.locator('input[name=export-theme][value=dark]').check();
		expect(await background()).toBe('#16181d');
		await dialog.locator('input[name=export-theme][value=print]').check();
		expect(await background()).toBeNull();
	});

	test('the print theme is previewed on light checks on a dark screen', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'dark' });
		const dialog = await openExport(page);
		await dialog.locator('input[name=export-theme][value=print]').check();
		// Black ink for paper: the checks behind it are white and light grey, not the dark page's.
		const checks = await dialog
			.getByTestId('export-preview')
			.evaluate((el) => getComputedStyle(el).backgroundImage);
		expect(checks).toContain('rgb(255, 255, 255)');
		expect(checks).toContain('rgb(230, 230, 230)');
	});

	test('Copy SQL puts the figure query on the clipboard', async ({ page, context }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		const dialog = await openExport(page);
		await dialog.getByTestId('export-copy-sql').click();
		await expect(dialog.getByTestId('export-status')).toContainText('Copy SQL: done');
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SQL);
	});

	test('the bundle zip holds the SVG, PNG, data CSV, SQL and caption', async ({ page }) => {
		const dialog = await openExport(page);
		const caption = await dialog.getByTestId('export-caption').inputValue();
		expect(caption.length).toBeGreaterThan(0);
		const { name, bytes } = await download(page, 'export-bundle');
		expect(name).toMatch(/\.zip$/);
		const files = unzipSync(bytes);
		const names = Object.keys(files).sort();
		expect(names.map((n) => n.split('.').pop())).toEqual(['csv', 'png', 'sql', 'svg', 'txt']);
		const byExt = (ext: string) => files[names.find((n) => n.endsWith(`.${ext}`))!];
		expect(strFromU8(byExt('sql')).trim()).toBe(SQL);
		// What the figure says travels with it: its n, filters and source.
		expect(strFromU8(byExt('txt'))).toContain(caption.trim());
		expect(strFromU8(byExt('svg'))).toContain('<svg');
		expect(pngSize(byExt('png')).width).toBeGreaterThan(0);
		const csv = strFromU8(byExt('csv')).trimEnd().split(/\r?\n/);
		expect(csv[0]).toBe('algorithm,papers');
		// One CSV line per row the chart draws.
		const shown = await page.getByTestId('result-count').textContent();
		expect(csv.length - 1).toBe(Number(/(\d+)/.exec(shown ?? '')?.[1]));
		await expect(dialog).toBeVisible();
	});
});
