// The Emerging view over the learned names the ETL wrote (static/data/entities.parquet, built
// into the site), checked for structure against DuckDB over the same files, never for specific
// names; hostile, empty and missing files are served in its place.
import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
	datedCoinerEntities,
	emptyEntities,
	ENTITIES_PARQUET,
	hostileEntities,
	HOSTILE_EVIDENCE,
	serveEntities
} from './entities-fixture.ts';
import { emergingSql } from '../../src/lib/queries/emerging.ts';
import { namingSql, nameKeySql } from '../../etl/schema/entity-naming.ts';
import { emptyFilters } from '../../src/lib/queries/filters.ts';
import { sql } from './expected.ts';
import { openConsole, resultCount, runQuery } from './sql-helpers.ts';

const ROUTE = '**/data/entities.parquet';

/** The ETL's file, which the built site serves. */
function builtEntities(): string {
	if (!existsSync(ENTITIES_PARQUET)) {
		throw new Error(`${ENTITIES_PARQUET} missing: run npm run etl, then npm run build`);
	}
	return ENTITIES_PARQUET;
}

const rows = (page: Page) => page.getByTestId('emerging-row');

test('ranks the learned names, each with its facts, evidence and defining paper', async ({
	page
}) => {
	const entities = builtEntities();
	const [all] = await sql<{ n: number }>(
		'SELECT count(*)::INTEGER AS n FROM entities',
		undefined,
		entities
	);
	expect(all.n).toBeGreaterThan(0);
	await page.goto('/emerging');
	await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
	await expect(rows(page)).toHaveCount(Math.min(50, all.n));
	await expect(page.getByTestId('emerging-summary')).toContainText(
		`${all.n.toLocaleString('en')} names`
	);
	const first = rows(page).first();
	await expect(first.getByTestId('entity-name')).toHaveAttribute('href', /\/papers\?name=/);
	await expect(first.locator('a[href*="/paper?id="]')).toHaveCount(1);
	await expect(first.locator('td[data-label="first seen"]')).toHaveText(
		// A day, or the month when only an arXiv id dates it.
		/^\d{4}-\d{2}(?:-\d{2})?$|^undated$/
	);
	await expect(first.locator('td[data-label="adopters / papers"]')).toHaveText(
		/^[\d,]+ \/ [\d,]+$/
	);
	await expect(first.getByTestId('evidence')).not.toBeEmpty();
	await expect(page.locator('[data-chart^="emerging-adoption"]')).toBeVisible();
	await expect(page.locator('main [role=alert]')).toHaveCount(0);

	// The type choices are radio buttons: the arrow keys move between them.
	const types = await sql<{ type: string; n: number }>(
		'SELECT type, count(*)::INTEGER AS n FROM entities GROUP BY type ORDER BY n DESC, type',
		undefined,
		entities
	);
	const typed = types.find((t) => ['method', 'benchmark', 'model', 'other'].includes(t.type))!;
	const order = ['all', 'method', 'benchmark', 'model', 'other'];
	await page.locator('input[name="entity-type"][value="all"]').focus();
	for (let i = 0; i < order.indexOf(typed.type); i++) await page.keyboard.press('ArrowRight');
	await expect(page.locator(`input[name="entity-type"][value="${typed.type}"]`)).toBeChecked();
	await expect(rows(page)).toHaveCount(Math.min(50, typed.n));
	await expect(rows(page).locator('.type')).toHaveText(
		Array(Math.min(50, typed.n)).fill(typed.type)
	);
});

test('opens on the build’s answers before DuckDB has started, and waits for it for another choice', async ({
	page
}) => {
	const [all] = await sql<{ n: number }>(
		'SELECT count(*)::INTEGER AS n FROM entities',
		undefined,
		builtEntities()
	);
	// DuckDB's wasm never arrives: only the build's answers can show anything.
	await page.route('**/duckdb-*.wasm', () => {});
	await page.goto('/emerging');
	await expect(rows(page)).toHaveCount(Math.min(50, all.n));
	await expect(page.getByTestId('emerging-summary')).toContainText(
		`${all.n.toLocaleString('en')} names`
	);
	await expect(page.locator('[data-chart^="emerging-adoption"]')).toBeVisible();
	await expect(page.locator('section.ranking')).toHaveAttribute('aria-busy', 'false');
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
	const types = page.locator('fieldset.types');
	await expect(types).toHaveAttribute('aria-busy', 'false');
	// Another ranking has no built answer: the list shown says it is not the one asked for.
	await page.getByLabel('Rank by').selectOption('recent');
	await expect(page.locator('section.ranking')).toHaveAttribute('aria-busy', 'true');
	// Nor do other filters: the type counts shown are the build's, not theirs.
	await expect(types).toHaveAttribute('aria-busy', 'false');
	await page.getByRole('searchbox').fill('learning');
	await page.getByRole('searchbox').press('Enter');
	await expect(page).toHaveURL(/q=learning/);
	await expect(types).toHaveAttribute('aria-busy', 'true');
	await expect(types.locator('.count').first()).toHaveClass(/stale/);
});

test('clicking a name shows its papers, and the filter follows to every view', async ({ page }) => {
	await page.goto('/emerging');
	const row = rows(page).first();
	const link = row.getByTestId('entity-name');
	await expect(link).toBeVisible({ timeout: 30_000 });
	const name = (await link.textContent())!.trim();
	const counts = await row.locator('td[data-label="adopters / papers"]').textContent();
	const shown = Number(counts!.split('/')[1].replace(/[^\d]/g, ''));
	// Any case, as the ETL keys learned names.
	const [expected] = await sql<{ n: number }>(
		`SELECT count(*)::INTEGER AS n FROM papers WHERE list_contains(list_transform(
		   flatten([algorithms, benchmarks, proposed, list_transform(models, m -> m.name)]), x -> lower(x)),
		 lower('${name.replaceAll("'", "''")}'))`
	);
	expect(expected.n).toBeGreaterThan(0); // its defining paper at least
	expect(shown).toBe(expected.n); // the row counts the papers its link lists
	await link.focus();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/papers\?/);
	expect(new URL(page.url()).searchParams.getAll('name')).toEqual([name]);
	await expect(page.getByTestId('papers-count')).toContainText(
		`${expected.n.toLocaleString('en')} ${expected.n === 1 ? 'paper matches' : 'papers match'}`,
		{ timeout: 30_000 }
	);
	await expect(page.locator('table.papers tbody tr')).toHaveCount(Math.min(100, expected.n));
	const chip = page.getByTestId('chip');
	await expect(chip).toHaveText(new RegExp(`name: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
	await page
		.getByRole('navigation', { name: 'Views' })
		.getByRole('link', { name: 'Overview' })
		.click();
	await expect(page.getByTestId('count-papers').locator('strong')).toHaveText(
		expected.n.toLocaleString('en'),
		{ timeout: 30_000 }
	);
	await chip.click();
	await expect(page.getByTestId('chip')).toHaveCount(0);
	expect(new URL(page.url()).searchParams.getAll('name')).toEqual([]);
});

test("Back from a name's papers shows as many names as before, where the reader was", async ({
	page
}) => {
	await page.goto('/emerging');
	await expect(rows(page)).toHaveCount(50, { timeout: 30_000 });
	// In words, for a printed page too (it has no button).
	await expect(page.getByTestId('emerging-shown')).toHaveText(
		/^Showing the first 50 of [\d,]+ names\.$/
	);
	await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
	await expect(rows(page)).not.toHaveCount(50);
	const shown = await rows(page).count();
	const name = rows(page)
		.nth(shown - 5)
		.getByTestId('entity-name');
	await name.scrollIntoViewIfNeeded();
	const y = await page.evaluate(() => window.scrollY);
	expect(y).toBeGreaterThan(1000);
	await name.click();
	await expect(page).toHaveURL(/\/papers\?/);
	await page.goBack();
	await expect(rows(page)).toHaveCount(shown, { timeout: 30_000 });
	// Where the reader was: the name followed is on screen again, not the top of the page.
	await expect(
		rows(page)
			.nth(shown - 5)
			.getByTestId('entity-name')
	).toBeInViewport();
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
});

test('evidence and long forms holding HTML show as text', async ({ page }) => {
	await serveEntities(page, await hostileEntities());
	await page.goto('/emerging');
	await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
	const first = rows(page).first();
	await expect(first.getByTestId('evidence')).toHaveText(HOSTILE_EVIDENCE);
	await expect(first.locator('.long')).toHaveText(HOSTILE_EVIDENCE);
	await expect(page.locator('table.names').locator('img, b, script')).toHaveCount(0);
	expect(
		await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
	).toBeUndefined();
});

test('says so when the learned names are missing, empty or unreadable, and the rest still works', async ({
	page
}) => {
	await serveEntities(page, null);
	await page.goto('/emerging');
	await expect(page.getByTestId('emerging-status')).toHaveAttribute('data-state', 'missing', {
		timeout: 30_000
	});
	await expect(page.getByTestId('emerging-status')).toContainText('npm run etl');
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'ready');

	await page.unroute(ROUTE);
	await serveEntities(page, await emptyEntities());
	await page.goto('/emerging');
	await expect(page.getByTestId('emerging-status')).toHaveAttribute('data-state', 'empty', {
		timeout: 30_000
	});
	await expect(rows(page)).toHaveCount(0);

	// An HTML page served in its place (a misconfigured host) is named as such, not decoded.
	await page.unroute(ROUTE);
	await page.route(ROUTE, (route) =>
		route.fulfill({ body: '<!doctype html><p>Not here</p>', contentType: 'text/html' })
	);
	await page.goto('/emerging');
	const status = page.getByTestId('emerging-status');
	await expect(status).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
	await expect(status).toContainText('entities.parquet: not a Parquet file');
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'ready');
});

test('where only coiners pass the filters, it says there is no adoption instead of charting', async ({
	page
}) => {
	// A learned name whose papers are its coiners only, who adopt no other learned name: found with
	// the view's own ranking over the built files.
	const entities = builtEntities();
	const candidates = await sql<{ name: string }>(
		'SELECT name FROM entities WHERE adopters = 0 ORDER BY name LIMIT 40',
		undefined,
		entities
	);
	let lonely: string | undefined;
	for (const { name } of candidates) {
		const filters = { ...emptyFilters(), name: [name] };
		const ranked = await sql<{ adopters_total: number }>(
			emergingSql(filters, { period: 'month', type: 'all', sort: 'rate' }, 50),
			undefined,
			entities
		);
		if (ranked.length > 0 && ranked[0].adopters_total === 0) {
			lonely = name;
			break;
		}
	}
	expect(lonely, 'a learned name used only by its coiners').toBeDefined();
	await page.goto(`/emerging?name=${encodeURIComponent(lonely!)}`);
	const note = page.getByTestId('emerging-unadopted');
	await expect(note).toContainText('passes the filters', { timeout: 30_000 });
	await expect(page.getByRole('heading', { name: 'Adoption of the top names' })).toHaveCount(0);
	await expect(rows(page).first()).toBeVisible();
	await expect(page.getByTestId('emerging-summary')).toContainText(
		'none adopted, so newest first, then by name'
	);
	// The ranking control says the same of the choices that fall back.
	await expect(page.getByLabel('Rank by').locator('option:checked')).toHaveText(
		'adoption rate (none adopted: newest first, then by name)'
	);
	// On a phone the long choice wraps in its control, not the page.
	await page.setViewportSize({ width: 390, height: 844 });
	expect(
		await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		)
	).toBeLessThanOrEqual(0);
	await page.setViewportSize({ width: 1280, height: 900 });
	await page.getByLabel('Rank by').selectOption('recent');
	await expect(page.getByTestId('emerging-summary')).toContainText('none adopted, so newest first');
	// Without the filter the names are adopted again: the chart is back.
	await page.goto('/emerging');
	await expect(page.getByRole('heading', { name: 'Adoption of the top names' })).toBeVisible({
		timeout: 30_000
	});
	await expect(page.getByTestId('emerging-unadopted')).toHaveCount(0);
	// Names of type other are never tagged in other papers: that, not the corpus's span, is why.
	const [other] = await sql<{ n: number }>(
		"SELECT count(*)::INTEGER AS n FROM entities WHERE type = 'other' AND adopters > 0",
		undefined,
		entities
	);
	expect(other.n).toBe(0);
	await page.goto('/emerging?type=other');
	await expect(page.getByTestId('emerging-unadopted')).toContainText(
		'type other are never tagged',
		{ timeout: 30_000 }
	);
});

test('the SQL console lists and queries the entities table', async ({ page }) => {
	const entities = builtEntities();
	const [all] = await sql<{ n: number }>(
		'SELECT count(*)::INTEGER AS n FROM entities',
		undefined,
		entities
	);
	await openConsole(page);
	const panel = page.getByTestId('schema-panel');
	await expect(panel.getByRole('button', { name: 'entities', exact: true })).toBeVisible();
	await expect(panel.locator('[data-column="first_seen"]')).toContainText('DATE');
	await runQuery(page, 'SELECT name FROM entities;');
	expect(await resultCount(page)).toBe(all.n);
});

test('fits a 390 px screen', async ({ page }) => {
	await serveEntities(page, await datedCoinerEntities());
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/emerging');
	await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
	await expect(page.locator('[data-chart^="emerging-adoption"] svg').first()).toBeVisible();
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBeLessThanOrEqual(0);
});

test('the adoption chart exports as an SVG with its title and a line per charted name', async ({
	page
}) => {
	await serveEntities(page, await datedCoinerEntities());
	await page.goto('/emerging');
	const card = page.locator('[data-chart^="emerging-adoption"]');
	await expect(card.locator('svg').first()).toBeVisible({ timeout: 30_000 });
	const charted = await card.locator('.legend a').count();
	expect(charted).toBeGreaterThan(0);
	await card.getByRole('button', { name: 'Export' }).click();
	const dialog = page.getByTestId('export-dialog');
	await expect(dialog).toBeVisible();
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		dialog.getByTestId('export-svg').click()
	]);
	const svg = await readFile(await file.path(), 'utf8');
	const parsed = await page.evaluate((text) => {
		const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
		return {
			error: doc.querySelector('parsererror')?.textContent ?? null,
			title: doc.querySelector('.figure-title')?.textContent ?? '',
			subtitle: doc.querySelector('.figure-subtitle')?.textContent ?? '',
			facets: doc.querySelectorAll('[aria-label="fy-axis tick label"] text').length
		};
	}, svg);
	expect(parsed.error).toBeNull();
	expect(parsed.title).toContain('Adoption of the top');
	expect(parsed.facets).toBe(charted);
	// The subtitle names the order the names were picked in, as the list below says it (its lines
	// are tspans, whose text runs together where they wrap).
	const unrated = (await page.getByTestId('emerging-summary').textContent())!.includes(
		'none with an adoption rate yet'
	);
	const words = (text: string) => text.replace(/\s+/g, '');
	expect(words(parsed.subtitle)).toContain(
		words(unrated ? 'top by adopters (no name has an adoption rate yet)' : 'top by adoption rate')
	);
});

test('the adoption chart says every adopted name it leaves out, and why', async ({ page }) => {
	const entities = builtEntities();
	// Per learned name: adopted (named as the entity's type by a paper that does not coin it), by
	// a dated paper, and whether its own coining paper has a date.
	const [counts] = await sql<{ adopted: number; undatedCoiner: number; undatedAdopters: number }>(
		`WITH naming AS (${namingSql('papers', `SELECT ${nameKeySql('name')} FROM entities`)}),
		names AS (
			SELECT d.published IS NOT NULL AS coiner_dated,
				EXISTS (SELECT 1 FROM naming k WHERE k.key = ${nameKeySql('e.name')} AND NOT k.coins
					AND list_contains(k.lists, e.type)) AS adopted,
				EXISTS (SELECT 1 FROM naming k WHERE k.key = ${nameKeySql('e.name')} AND NOT k.coins
					AND k.published IS NOT NULL AND list_contains(k.lists, e.type)) AS dated_adopted
			FROM entities e LEFT JOIN papers d ON d.paper_id = e.paper_id
		)
		SELECT count(*) FILTER (WHERE adopted)::INTEGER AS adopted,
			count(*) FILTER (WHERE dated_adopted AND NOT coiner_dated)::INTEGER AS "undatedCoiner",
			count(*) FILTER (WHERE adopted AND NOT dated_adopted)::INTEGER AS "undatedAdopters"
		FROM names`,
		undefined,
		entities
	);
	// The seeds hold both kinds: what this test is about.
	expect(counts.undatedCoiner).toBeGreaterThan(0);
	expect(counts.undatedAdopters).toBeGreaterThan(0);
	await page.goto('/emerging');
	await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
	const card = page.locator('[data-chart^="emerging-adoption"]');
	await expect(card.getByTestId('n')).not.toHaveText('n = …');
	const charted = await card.locator('.legend a').allTextContents();
	const leftOut = counts.adopted - charted.length;
	const pastTop = leftOut - counts.undatedCoiner - counts.undatedAdopters;
	const fmt = (n: number) => n.toLocaleString('en');
	const note = page.getByTestId('adoption-left-out');
	// Every adopted name not drawn is counted, each under its reason.
	await expect(note).toContainText(
		`${fmt(leftOut)} adopted name${leftOut === 1 ? ' is' : 's are'} left out of the chart: `
	);
	await expect(note).toContainText(
		`${fmt(counts.undatedCoiner)} ${counts.undatedCoiner === 1 ? 'has a coining paper' : 'have coining papers'} without a date`
	);
	await expect(note).toContainText(
		`${fmt(counts.undatedAdopters)} ${counts.undatedAdopters === 1 ? 'is' : 'are'} adopted by no dated paper`
	);
	if (pastTop > 0)
		await expect(note).toContainText(
			`${fmt(pastTop)} ${pastTop === 1 ? 'is' : 'are'} ranked past the top`
		);
	else await expect(note).not.toContainText('past the top');
	// No charted name is one of them: each has a dated coining paper.
	const undated = await sql<{ name: string }>(
		`SELECT e.name FROM entities e LEFT JOIN papers d ON d.paper_id = e.paper_id
		WHERE d.published IS NULL`,
		undefined,
		entities
	);
	const undatedNames = new Set(undated.map((r) => r.name));
	expect(charted.filter((name) => undatedNames.has(name))).toEqual([]);
	if (charted.length === 0) await expect(card).toContainText('No name coined by a dated paper');

	// With every coining paper dated, none is left out for want of its date.
	await serveEntities(page, await datedCoinerEntities());
	await page.reload();
	await expect(card.locator('.legend a').first()).toBeVisible({ timeout: 30_000 });
	await expect(page.getByText(/coining papers? without a date/)).toHaveCount(0);
});
