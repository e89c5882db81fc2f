// Exported figures are complete at every size preset: every mark and category label the card
// draws, axes, legend, title and caption, each in its own place on the canvas. Expected marks
// come from the card's own chart on the page, expected sources from DuckDB over the same Parquet
// file; nothing here is hard-coded from the app's output.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { datedCoinerEntities, serveEntities } from './entities-fixture.ts';
import { sql } from './expected.ts';
import { openConsole, resultCount, runQuery } from './sql-helpers';

const PRESETS = ['slide-16-9', 'slide-4-3', 'square', 'paper-column'];

interface ChartKind {
	kind: string;
	route: string;
	card: string;
	/** Plot marks whose shapes must all be in the export (aria-labels of Plot's mark groups). */
	marks: string[];
	/** Ordinal axes whose every label must be in the export. */
	axes: string[];
	/** Data to serve in place of the built files, for a chart the seeds leave empty. */
	before?: (page: Page) => Promise<void>;
}

const KINDS: ChartKind[] = [
	{
		kind: 'overview bars',
		route: '/',
		card: 'overview-algorithm',
		marks: ['bar', 'text'],
		axes: ['y']
	},
	{
		kind: 'heatmap',
		route: '/methods',
		card: 'methods-pairs',
		marks: ['cell', 'text'],
		axes: ['x', 'y']
	},
	{
		kind: 'trend lines',
		route: '/trends',
		card: 'trends-algorithms',
		marks: ['line', 'dot', 'area'],
		axes: []
	},
	{
		kind: 'gains',
		route: '/gains',
		card: 'gains-algorithms-percent',
		marks: ['dot', 'tick'],
		axes: ['y']
	},
	{ kind: 'size histogram', route: '/', card: 'overview-sizes', marks: ['rect'], axes: [] },
	{
		kind: 'emerging adoption',
		route: '/emerging',
		card: 'emerging-adoption-month',
		marks: ['line', 'dot', 'area'],
		axes: [],
		// The seeds' adopted names have an undated coining paper, which the chart leaves out.
		before: async (page) => {
			await serveEntities(page, await datedCoinerEntities());
		}
	}
];

/** What a chart draws: shapes per mark, and the labels of its ordinal axes. */
interface Drawn {
	marks: Record<string, number>;
	labels: Record<string, string[]>;
}

async function drawn(root: Locator, kind: ChartKind): Promise<Drawn> {
	return root.evaluate(
		(el, { marks, axes }) => {
			const shapes = 'rect, circle, path, line, text, polygon';
			const count = (label: string) =>
				Array.from(el.querySelectorAll(`g[aria-label="${label}"]`)).reduce(
					(n, g) => n + g.querySelectorAll(shapes).length,
					0
				);
			const labels = (axis: string) =>
				Array.from(el.querySelectorAll(`g[aria-label="${axis}-axis tick label"] text`))
					.map((t) => t.textContent ?? '')
					.sort();
			return {
				marks: Object.fromEntries(marks.map((m) => [m, count(m)])),
				labels: Object.fromEntries(axes.map((a) => [a, labels(a)]))
			};
		},
		{ marks: kind.marks, axes: kind.axes }
	);
}

/**
 * What is wrong with an exported figure shown in the page: anything drawn off its canvas, and
 * title, subtitle, chart parts (plot, legend) and caption running into each other.
 */
async function layoutProblems(figure: Locator): Promise<string[]> {
	return figure.evaluate((svg) => {
		const problems: string[] = [];
		const canvas = svg.getBoundingClientRect();
		const inside = (r: DOMRect) =>
			r.left >= canvas.left - 1 &&
			r.right <= canvas.right + 1 &&
			r.top >= canvas.top - 1 &&
			r.bottom <= canvas.bottom + 1;
		const name = (el: Element) =>
			el.getAttribute('class') || el.getAttribute('aria-label') || el.tagName;
		// Every drawn shape and text must be on the canvas, not cut off at its edge.
		for (const el of Array.from(svg.querySelectorAll('rect, circle, path, line, text'))) {
			if (el === svg.querySelector(':scope > rect')) continue; // the background
			const r = el.getBoundingClientRect();
			if (r.width === 0 && r.height === 0) continue;
			if (!inside(r)) {
				const group = el.closest('g[aria-label]');
				problems.push(
					`off the canvas: ${el.tagName} ${JSON.stringify(el.textContent?.slice(0, 30) ?? '')} in ${group ? name(group) : name(el)}`
				);
			}
		}
		const blocks = Array.from(svg.children)
			.filter((el) => el.tagName === 'g' || (el.tagName === 'text' && el.textContent?.trim()))
			.map((el) => ({ name: name(el), box: el.getBoundingClientRect() }))
			.filter((b) => b.box.height > 0);
		for (let i = 0; i < blocks.length; i++)
			for (let j = i + 1; j < blocks.length; j++) {
				const [a, b] = [blocks[i].box, blocks[j].box];
				const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
				const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
				if (overlapX > 1 && overlapY > 1)
					problems.push(
						`${blocks[i].name} overlaps ${blocks[j].name} by ${overlapY.toFixed(1)} px`
					);
			}
		if (!blocks.some((b) => b.name === 'figure-caption')) problems.push('no caption');
		if (!blocks.some((b) => b.name === 'figure-title')) problems.push('no title');
		return problems;
	});
}

async function openCardExport(page: Page, kind: ChartKind) {
	await kind.before?.(page);
	await page.goto(kind.route);
	const card = page.locator(`[data-chart="${kind.card}"]`);
	const chart = card.locator('.chart');
	await expect(chart.locator('svg').first()).toBeVisible({ timeout: 45_000 });
	await card.getByRole('button', { name: 'Export' }).click();
	const dialog = page.getByTestId('export-dialog');
	await expect(dialog).toBeVisible();
	return { chart, dialog };
}

/** Shows a downloaded SVG file in the page, at its own size, to measure it as a reader sees it. */
async function showSvgFile(page: Page, text: string): Promise<Locator> {
	await page.evaluate((svgText) => {
		const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
		const host = document.createElement('div');
		host.id = 'exported-file';
		host.style.cssText = 'position:fixed;left:0;top:0;z-index:9999;background:#fff';
		host.append(document.importNode(doc.documentElement, true));
		document.getElementById('exported-file')?.remove();
		document.body.append(host);
	}, text);
	return page.locator('#exported-file > svg');
}

for (const kind of KINDS) {
	test(`${kind.kind}: every preset exports the whole chart, nothing overlapping`, async ({
		page
	}) => {
		const { chart, dialog } = await openCardExport(page, kind);
		const onPage = await drawn(chart, kind);
		for (const mark of kind.marks) expect(onPage.marks[mark], mark).toBeGreaterThan(0);
		const preview = dialog.getByTestId('export-preview').locator('svg.exported-figure');
		for (const preset of PRESETS) {
			await dialog.getByTestId('export-preset').selectOption(preset);
			await expect(preview).toHaveAttribute('data-preset', preset);
			expect(await drawn(preview, kind), preset).toEqual(onPage);
			expect(await layoutProblems(preview), preset).toEqual([]);
		}
		// The file itself, on the narrowest preset.
		await dialog.getByTestId('export-preset').selectOption('paper-column');
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			dialog.getByTestId('export-svg').click()
		]);
		const file = await showSvgFile(page, await readFile(await download.path(), 'utf8'));
		await expect(file).toHaveAttribute('width', '3.5in');
		expect(await drawn(file, kind)).toEqual(onPage);
		expect(await layoutProblems(file)).toEqual([]);
		// The PNG size said in the dialog is the figure's, at 3.5 in wide.
		const [w, h] = (await file.getAttribute('viewBox'))!.split(' ').slice(2).map(Number);
		await dialog.locator('input[name=export-scale][value="1"]').check();
		await expect(dialog.getByTestId('export-png-size')).toHaveText(
			`1050×${Math.round((1050 * h) / w)} px`
		);
	});
}

/** The caption's source part, as the data says it should read. */
async function expectedSource(): Promise<string> {
	const [s] = await sql<{ files: number; captured: string | null }>(
		`SELECT count(DISTINCT s.file)::INTEGER AS files, max(not_after)::VARCHAR AS captured
		FROM papers, unnest(sources) AS t(s)`
	);
	const [unlisted] = await sql<{ n: number }>(
		'SELECT count(*)::INTEGER AS n FROM papers WHERE len(sources) = 0'
	);
	// These seeds are listings only; a corpus with arXiv papers would name arXiv too.
	expect(unlisted.n).toBe(0);
	expect(s.captured).not.toBeNull();
	const captures = s.files === 1 ? 'captured' : `${s.files} captures, latest captured`;
	return `Source: Hugging Face Daily Papers, ${captures} ${s.captured}`;
}

test('dashboard and SQL console captions name the same source and capture day', async ({
	page
}) => {
	const source = await expectedSource();
	const { dialog } = await openCardExport(page, KINDS[0]);
	const dashboard = await dialog.getByTestId('export-caption').inputValue();
	expect(dashboard).toContain(` · ${source} · `);
	await dialog.getByRole('button', { name: 'Close' }).click();

	await openConsole(page);
	await runQuery(
		page,
		'SELECT a AS algorithm, count(*) AS papers FROM papers, unnest(algorithms) AS t(a) GROUP BY a'
	);
	const rows = await resultCount(page);
	const [{ papers }] = await sql<{ papers: number }>(
		'SELECT count(*)::INTEGER AS papers FROM papers'
	);
	await page.getByTestId('view-chart').click();
	await page.getByTestId('chart-export').click();
	const consoleCaption = await page.getByTestId('export-caption').inputValue();
	expect(consoleCaption).toBe(
		`${rows.toLocaleString('en')} result rows of a SQL query over ${papers.toLocaleString('en')} papers · ${source} · RL Trends`
	);
	expect(`${dashboard} ${consoleCaption}`).not.toMatch(/snapshot/);
});

test('Chart this: a readable title, and many categories as lying bars with a note', async ({
	page
}) => {
	const query = `SELECT b, count(*) AS n FROM papers, unnest(benchmarks) AS t(b)
GROUP BY b ORDER BY n DESC, b`;
	const all = await sql<{ b: string; n: number }>(query);
	const shown = Math.min(30, all.length);
	expect(all.length).toBeGreaterThan(shown); // the corpus names more benchmarks than fit
	await openConsole(page);
	await runQuery(page, query);
	await page.getByTestId('view-chart').click();
	await expect(page.getByTestId('chart-title')).toHaveValue('n by b');
	const chart = page.getByTestId('chart-this');
	await expect(chart.locator('svg').first()).toBeVisible();
	// One lying bar per category kept, each labelled across, in the result's order.
	expect(await chart.locator('g[aria-label="bar"] rect').count()).toBe(shown);
	const labels = await chart.locator('g[aria-label="y-axis tick label"] text').allTextContents();
	expect(labels).toHaveLength(shown);
	labels.forEach((label, i) => {
		const name = all[i].b;
		// A label too long for its margin is cut, marked with an ellipsis.
		const cut = label.endsWith('…') && name.startsWith(label.slice(0, -1));
		expect(label === name || cut, `${label} for ${name}`).toBe(true);
	});
	const turned = chart.locator('g[aria-label="x-axis tick label"] text[transform*="rotate"]');
	expect(await turned.count()).toBe(0);
	await expect(page.getByTestId('chart-note')).toHaveText(
		`Drawing the ${shown} largest by n; ${all.length - shown} more not shown.`
	);
	// The title can be edited, and the export says what the chart says.
	await page.getByTestId('chart-title').fill('Most named benchmarks');
	await page.getByTestId('chart-export').click();
	const dialog = page.getByTestId('export-dialog');
	await expect(dialog.getByTestId('export-title')).toHaveValue('Most named benchmarks');
	await expect(dialog.getByTestId('export-subtitle')).toHaveValue(
		`the ${shown} largest by n; ${all.length - shown} more not shown`
	);
	await dialog.getByTestId('export-preset').selectOption('paper-column');
	const preview = dialog.getByTestId('export-preview').locator('svg.exported-figure');
	expect(await preview.locator('g[aria-label="bar"] rect').count()).toBe(shown);
	expect(await layoutProblems(preview)).toEqual([]);
});

test('the preview and the file are a picture: no bar in them filters the dashboard', async ({
	page
}) => {
	const { chart, dialog } = await openCardExport(page, KINDS[0]);
	// On the page the bars are filter buttons; in the preview they must not be.
	await expect(chart.locator('[role=button]').first()).toBeVisible();
	const preview = dialog.getByTestId('export-preview').locator('svg.exported-figure');
	await expect(preview.locator('rect').first()).toBeVisible();
	await expect(preview.locator('[role=button], [tabindex]')).toHaveCount(0);
	await preview.locator('rect').nth(2).click({ force: true });
	expect(new URL(page.url()).search).toBe('');
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		dialog.getByTestId('export-svg').click()
	]);
	const svg = await readFile(await file.path(), 'utf8');
	expect(svg).not.toContain('role="button"');
	expect(svg).not.toContain(': filter');
});

test('closing the export dialog gives focus back to its Export button', async ({ page }) => {
	await page.goto('/?algorithm=PPO');
	const card = page.locator('[data-chart="overview-algorithm"]');
	await expect(card.locator('.chart svg').first()).toBeVisible({ timeout: 45_000 });
	const button = card.getByRole('button', { name: 'Export' });
	await button.focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByTestId('export-dialog');
	await expect(dialog).toBeVisible();
	// A filtered view's files are named after the filter.
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		dialog.getByTestId('export-svg').click()
	]);
	expect(file.suggestedFilename()).toMatch(/_algorithm-ppo_\d{4}-\d{2}-\d{2}\.svg$/);
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
	await expect(button).toBeFocused();
});

test('an export dialog whose code cannot be fetched says so', async ({ page }) => {
	await page.goto('/');
	const card = page.locator('[data-chart="overview-algorithm"]');
	await expect(card.locator('.chart svg').first()).toBeVisible({ timeout: 45_000 });
	// The dialog's code loads on the first export: a site redeployed (or a network gone) since the
	// page loaded cannot give it.
	await page.route('**/*.js', (route) => route.abort());
	await card.getByRole('button', { name: 'Export' }).click();
	await expect(
		page.getByRole('alert').filter({ hasText: 'Could not open the export dialog' })
	).toBeVisible();
	await expect(page.getByTestId('export-dialog')).toHaveCount(0);
});
