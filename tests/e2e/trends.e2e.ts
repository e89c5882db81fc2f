// The Trends view says how many papers each number stands on: its denominators, each period's n,
// the threshold, the partial last period, estimated dates kept apart, the trend test's refusals;
// and the Overview and Gains views say what their n counts. Expected numbers come from DuckDB
// over the same Parquet file, by queries written here, never from the app's own builders.
import { expect, test, type Page } from '@playwright/test';
import { sql } from './expected.ts';

const fmt = (n: number) => n.toLocaleString('en');

async function hasNotAfter(): Promise<boolean> {
	const [row] = await sql<{ n: number }>(
		"SELECT count(*)::INTEGER AS n FROM (DESCRIBE papers) WHERE column_name = 'not_after'"
	);
	return row.n === 1;
}

async function summary() {
	const notAfter = await hasNotAfter();
	const [s] = await sql<{
		papers: number;
		dated: number;
		bounded: number;
		closed: number;
		nothing: number;
		data_end: string;
	}>(`SELECT count(*)::INTEGER AS papers, count(published)::INTEGER AS dated,
		count(*) FILTER (WHERE published IS NULL AND not_before IS NOT NULL)::INTEGER AS bounded,
		count(*) FILTER (WHERE published IS NULL AND not_before IS NOT NULL
			AND ${notAfter ? 'not_after IS NOT NULL' : 'false'})::INTEGER AS closed,
		count(*) FILTER (WHERE published IS NULL AND not_before IS NULL
			${notAfter ? 'AND not_after IS NULL' : ''})::INTEGER AS nothing,
		strftime(${notAfter ? 'greatest(max(published), max(not_after))' : 'max(published)'}, '%Y-%m-%d') AS data_end
		FROM papers`);
	return s;
}

/** Dated papers per year, every year from the first to the end of the data. */
async function perYear(end: string) {
	const rows = await sql<{ y: number; n: number }>(
		'SELECT year(published)::INTEGER AS y, count(*)::INTEGER AS n FROM papers WHERE published IS NOT NULL GROUP BY 1 ORDER BY 1'
	);
	const byYear = new Map(rows.map((r) => [r.y, r.n]));
	const out: { year: number; n: number }[] = [];
	for (let y = rows[0].y; y <= Number(end.slice(0, 4)); y++)
		out.push({ year: y, n: byYear.get(y) ?? 0 });
	return out;
}

const card = (page: Page, id: string) => page.locator(`[data-chart="trends-${id}"]`);

async function openNumbers(page: Page) {
	const algorithms = card(page, 'algorithms');
	await expect(algorithms.locator('svg').first()).toBeVisible({ timeout: 30_000 });
	await algorithms.getByText('Numbers per period').click();
	return algorithms.locator('details.table tbody tr');
}

test('says what the trend lines stand on: dated papers, the rest, each year’s n', async ({
	page
}) => {
	const s = await summary();
	const years = await perYear(s.data_end);
	await page.goto('/trends');
	const denominator = page.getByTestId('denominator');
	await expect(denominator).toContainText(
		`Over the ${fmt(s.dated)} dated papers of ${fmt(s.papers)} (`
	);
	await expect(denominator).toContainText(`; the data ends ${s.data_end}).`);
	// An interval only where there is a last possible month too: most have only a first.
	if (s.closed === s.bounded)
		await expect(denominator).toContainText(`${fmt(s.bounded)} more have no date but an interval`);
	else {
		await expect(denominator).toContainText(
			`${fmt(s.bounded)} more have no date but a first possible month` +
				(s.closed > 0 ? ` (${fmt(s.closed)} of them a last one too)` : ':')
		);
		await expect(denominator).not.toContainText('an interval');
	}
	await expect(denominator).toContainText(`${fmt(s.nothing)} have no date at all`);
	await expect(card(page, 'algorithms').getByTestId('n')).toHaveText(`n = ${fmt(s.dated)}`);
	await expect(card(page, 'algorithms').getByTestId('n-counted')).toHaveText(
		`dated papers, of ${fmt(s.papers)}`
	);
	const rows = await openNumbers(page);
	await expect(rows).toHaveCount(years.length);
	for (const [i, { year, n }] of years.entries()) {
		const row = rows.nth(i);
		await expect(row.locator('th')).toHaveText(new RegExp(`^${year}`));
		await expect(row.locator('td').first()).toHaveText(String(n));
		// Under the default minimum of 5 a year is greyed, not dropped.
		if (n > 0 && n < 5) await expect(row).toHaveClass(/low/);
		else await expect(row).not.toHaveClass(/low/);
	}
	// The data ends inside its last year unless it ends on 31 December.
	const last = rows.nth(years.length - 1).locator('th');
	if (s.data_end.endsWith('-12-31')) await expect(last).not.toContainText('partial');
	else await expect(last).toContainText('(partial)');
	// A year without dated papers is a gap: no share in any of its cells.
	const empty = years.findIndex((y) => y.n === 0);
	if (empty >= 0) await expect(rows.nth(empty).locator('td').nth(1)).toHaveText('–');
});

test('draws from the build’s answers before DuckDB has started; another period waits for it', async ({
	page
}) => {
	const s = await summary();
	// DuckDB's wasm never arrives: only the build's answers can draw anything.
	await page.route('**/duckdb-*.wasm', () => {});
	await page.goto('/trends');
	await expect(page.getByTestId('denominator')).toContainText(
		`Over the ${fmt(s.dated)} dated papers of ${fmt(s.papers)} (`
	);
	for (const id of ['algorithms', 'benchmarks', 'sizes'])
		await expect(card(page, id).locator('svg').first()).toBeVisible();
	await expect(card(page, 'algorithms')).toHaveAttribute('aria-busy', 'false');
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
	await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('month');
	await expect(card(page, 'algorithms')).toHaveAttribute('aria-busy', 'true');
});

test('the minimum n is a visible control, and moving it regreys the periods', async ({ page }) => {
	const s = await summary();
	const years = await perYear(s.data_end);
	await page.goto('/trends');
	const rows = await openNumbers(page);
	const threshold = page.getByLabel('Minimum n per period');
	await threshold.fill('2');
	await expect(page.locator('.key')).toContainText('fewer than 2 dated papers');
	const low = years.filter((y) => y.n > 0 && y.n < 2).length;
	await expect(rows.and(page.locator('.low'))).toHaveCount(low);
});

test('ranks only names with enough data, with p-values, and lists the rest', async ({ page }) => {
	const s = await summary();
	const years = await perYear(s.data_end);
	const enough = years.filter((y) => y.n >= 5).length;
	await page.goto('/trends');
	const ranks = page.getByTestId('rank-algorithms');
	await expect(ranks.getByTestId('too-little')).toBeVisible({ timeout: 30_000 });
	if (enough < 5) {
		// Fewer than five years with five dated papers: no name can be tested, PPO included.
		await expect(ranks.getByTestId('ranked')).toHaveCount(0);
		await ranks.getByTestId('too-little').locator('summary').click();
		await expect(ranks.getByTestId('too-little')).toContainText(`periods with n ≥ 5`);
	}
	// Months give more periods: any name ranked there shows its p-value and at least 5 months.
	await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('month');
	await expect(page.getByText(/Mann–Kendall test .* over the months/)).toBeVisible();
	await expect(ranks).not.toHaveAttribute('aria-busy', 'true');
	for (const row of await ranks.getByTestId('ranked').all()) {
		await expect(row.locator('td').nth(1)).toHaveText(/^(< 0\.001|[01]\.\d{3})$/);
		expect(Number(await row.locator('td').nth(2).textContent())).toBeGreaterThanOrEqual(5);
		// An arrow only where the test finds a trend.
		const p = (await row.locator('td').nth(1).textContent())!;
		const arrow = (await row.locator('td').nth(0).locator('span').textContent())!;
		if (p === '< 0.001' || Number(p) < 0.05) expect(arrow, p).toMatch(/^[▲▼]$/);
		else expect(arrow, p).toBe('·');
	}
});

test('estimated dates: a switch (keyboard too), drawn dashed and counted apart', async ({
	page
}) => {
	const s = await summary();
	await page.goto('/trends');
	await expect(card(page, 'algorithms').locator('svg').first()).toBeVisible({ timeout: 30_000 });
	await expect(card(page, 'algorithms').locator('[stroke-dasharray="5 3"]')).toHaveCount(0);
	const toggle = page.getByLabel('Include estimated dates');
	await toggle.focus();
	await page.keyboard.press('Space');
	await expect(page).toHaveURL(/estimated=1/);
	await expect(card(page, 'algorithms').getByTestId('n-counted')).toHaveText(
		/^dated papers \(\+ (about )?[\d,]+ with estimated dates on the chart, dashed(; .*)?\), of /
	);
	if (s.bounded > 0)
		await expect(
			card(page, 'algorithms').locator('[stroke-dasharray="5 3"]').first()
		).toBeAttached();
	await expect(page.locator('.key')).toContainText('dashed: with estimated dates');
	// The estimates are DuckDB's answer (the first paint's are the build's): drawn once it is in.
	await expect(card(page, 'algorithms')).toHaveAttribute('aria-busy', 'false');
	// The dated counts do not move: the n column still adds up to the dated papers.
	const rows = await openNumbers(page);
	let dated = 0;
	let spread = 0;
	for (const row of await rows.all()) {
		dated += Number(await row.locator('td').nth(0).textContent());
		spread += Number(await row.locator('td').nth(1).textContent());
	}
	expect(dated).toBe(s.dated);
	// Thin estimates before the chart's first period are summed up under the table, not listed.
	const before = card(page, 'algorithms').getByTestId('spread-before');
	const cells = (await rows.count()) + ((await before.count()) ? 1 : 0);
	if (await before.count()) spread += Number(await before.textContent());
	// Each bounded paper is spread to a weight of one (cells are rounded to 0.1).
	expect(Math.abs(spread - s.bounded)).toBeLessThanOrEqual(0.05 * cells + 1e-9);
	// Each name's value with estimated dates stands beside its dated one.
	if (s.bounded > 0) await expect(rows.last()).toContainText('est.');
});

test('with estimated dates over one month, each estimate is drawn: a dashed ring, as the key says', async ({
	page
}) => {
	const [month] = await sql<{ dated: number }>(
		"SELECT count(*)::INTEGER AS dated FROM papers WHERE strftime(published, '%Y-%m') = '2025-09'"
	);
	test.skip(month.dated === 0, 'no dated paper in 2025-09');
	// One period: the dashed line of each name has one point, and a line of one point draws nothing.
	await page.goto('/trends?estimated=1&period=month&from=2025-09-01&to=2025-09-30');
	const algorithms = card(page, 'algorithms');
	await expect(algorithms.locator('svg').first()).toBeVisible({ timeout: 30_000 });
	const rings = algorithms.locator('[aria-label="dot"] [stroke-dasharray="2 1.5"] circle');
	await expect(rings.first()).toBeAttached();
	await expect(rings.first().locator('title')).toContainText(/2025-09: .*with estimated dates/);
	await expect(page.locator('.key')).toContainText(
		'a dashed ring where an estimate has no neighbour to join'
	);
});

test('with estimated dates, the n and the export caption count the weight the chart draws', async ({
	page
}) => {
	const s = await summary();
	test.skip(s.bounded === 0, 'no paper known only by an interval');
	await page.goto('/trends?estimated=1');
	const rows = await openNumbers(page);
	// The weight on the chart's periods, as its table lists it (cells rounded to 0.1) …
	let drawn = 0;
	for (const row of await rows.all()) drawn += Number(await row.locator('td').nth(1).textContent());
	// … not what was spread before the axis starts (the seeds have such weight: a bound reaching
	// back years).
	const before = card(page, 'algorithms').getByTestId('spread-before');
	await expect(before).toBeAttached();
	const beforeWeight = Number(await before.textContent());
	expect(beforeWeight).toBeGreaterThan(0.5);
	const counted = card(page, 'algorithms').getByTestId('n-counted');
	// A whole number (about, when a sum of fractions), and where the rest of the bounded went.
	const told =
		/\(\+ (about )?([\d,]+) with estimated dates on the chart, dashed; (about )?([\d,]+) more fall outside the charted periods\)/;
	await expect(counted).toHaveText(told);
	const [parens, , saidText, , restText] = (await counted.textContent())!.match(told)!;
	const said = Number(saidText.replace(/,/g, ''));
	const rest = Number(restText.replace(/,/g, ''));
	expect(Math.abs(said - drawn)).toBeLessThanOrEqual(0.05 * (await rows.count()) + 0.5);
	expect(said + rest).toBe(s.bounded);
	expect(Math.abs(rest - beforeWeight)).toBeLessThanOrEqual(0.55);
	await card(page, 'algorithms')
		.getByRole('button', { name: /^Export/ })
		.click();
	await expect(page.getByTestId('export-caption')).toHaveValue(
		new RegExp(`^${fmt(s.dated)} dated papers ${parens.replace(/[()+]/g, '\\$&')}, of `)
	);
});

test('with estimated dates per quarter and per month, the chart’s n accounts for every bounded paper in whole numbers', async ({
	page
}) => {
	const s = await summary();
	test.skip(s.bounded === 0, 'no paper known only by an interval');
	for (const period of ['quarter', 'month']) {
		await page.goto(`/trends?estimated=1&period=${period}`);
		const counted = card(page, 'algorithms').getByTestId('n-counted');
		await expect(counted).toContainText('with estimated dates on the chart', { timeout: 30_000 });
		await expect(card(page, 'algorithms')).toHaveAttribute('aria-busy', 'false');
		const text = (await counted.textContent())!;
		const [, said] = text.match(/\(\+ (?:about )?([\d,]+) with estimated dates/)!;
		const rest = text.match(/; (?:about )?([\d,]+) mores? falls? outside the charted periods/);
		expect(text).not.toMatch(/\d\.\d/);
		expect(Number(said.replace(/,/g, '')) + Number(rest?.[1].replace(/,/g, '') ?? 0)).toBe(
			s.bounded
		);
	}
});

test('the date filter says how many undated papers it leaves out, and offers the bounded ones', async ({
	page
}) => {
	const [left] = await sql<{ undated: number }>(
		'SELECT count(*)::INTEGER AS undated FROM papers WHERE published IS NULL'
	);
	await page.goto('/?from=2025-01-01&to=2025-12-31');
	const overview = page.getByTestId('date-filter-notice');
	// The first answer waits for the engine to start, which takes long on a busy machine.
	await expect(overview).toContainText(
		`leaves out the ${fmt(left.undated)} papers without a date`,
		{
			timeout: 30_000
		}
	);
	await page.goto('/trends?from=2025-01-01&to=2025-12-31');
	const notice = page.getByTestId('date-filter-notice');
	await expect(notice).toContainText(`${fmt(left.undated)} without a date`, { timeout: 30_000 });
	const include = notice.getByRole('button', { name: 'include them as estimates' });
	if (await include.count()) {
		await include.press('Enter');
		await expect(page).toHaveURL(/estimated=1/);
		await expect(page.getByLabel('Include estimated dates')).toBeChecked();
		// The button went: the keys stay on the switch it set, not back at the top of the page.
		await expect(page.getByLabel('Include estimated dates')).toBeFocused();
	}
	// The filter bar's "include undated papers" shows them here as estimates, as it says.
	await page.goto('/trends?from=2025-01-01&to=2025-12-31&bounded=1');
	const switched = page.getByLabel(/Include estimated dates/);
	await expect(switched).toBeChecked({ timeout: 30_000 });
	await expect(switched).toBeDisabled();
	await expect(page.getByTestId('date-filter-notice')).not.toContainText(
		'include them as estimates'
	);
});

test('a range inside a month says an interval known to the month is compared by its month', async ({
	page
}) => {
	// Intervals' ends are months: a paper possible from March 2025 on may be from March 3rd, yet
	// the range from the 10th keeps it, as the text must say.
	await page.goto('/trends?from=2025-03-10&to=2025-03-20');
	const notice = page.getByTestId('date-filter-notice');
	await expect(notice).toContainText('known only to the month, that overlaps 2025-03', {
		timeout: 30_000
	});
	await expect(notice).not.toContainText('overlaps the range');
	const bar = page.getByTestId('undated-filter');
	await expect(bar.getByTestId('bounded-months')).toHaveText('2025-03');
	const include = bar.getByRole('checkbox', {
		name: /undated papers? whose date interval, known only to the month/
	});
	await include.check();
	await expect(page).toHaveURL(/bounded=1/);
	await expect(page.getByTestId('chip-dates')).toContainText(
		'published 2025-03-10 – 2025-03-20, or undated with an interval overlapping 2025-03'
	);
});

test('overview cards and their export captions say what their n counts', async ({ page }) => {
	const [c] = await sql<{ papers: number; alg: number; bench: number }>(
		`SELECT count(*)::INTEGER AS papers,
		count(*) FILTER (WHERE len(algorithms) > 0)::INTEGER AS alg,
		count(*) FILTER (WHERE len(benchmarks) > 0)::INTEGER AS bench FROM papers`
	);
	await page.goto('/');
	const algorithms = page.locator('[data-chart="overview-algorithm"]');
	await expect(algorithms.getByTestId('n')).toHaveText(`n = ${fmt(c.alg)}`);
	await expect(algorithms.getByTestId('n-counted')).toHaveText(
		`papers naming at least one algorithm, of ${fmt(c.papers)}`
	);
	await expect(page.locator('[data-chart="overview-benchmark"] [data-testid=n]')).toHaveText(
		`n = ${fmt(c.bench)}`
	);
	await algorithms.getByRole('button', { name: 'Export' }).click();
	await expect(page.getByTestId('export-caption')).toHaveValue(
		new RegExp(`^${fmt(c.alg)} papers naming at least one algorithm, of ${fmt(c.papers)} · `)
	);
});

test('gains: increases and reductions apart, each with its n and metric', async ({ page }) => {
	const [g] = await sql<{ up: number; down: number; names: number }>(
		`SELECT count(DISTINCT paper_id) FILTER (WHERE g.direction = 'up')::INTEGER AS up,
		count(DISTINCT paper_id) FILTER (WHERE g.direction = 'down')::INTEGER AS down,
		count(DISTINCT a) FILTER (WHERE g.direction = 'up')::INTEGER AS names
		FROM (SELECT paper_id, a, g FROM papers, unnest(algorithms) AS t(a), unnest(gains) AS u(g))
		WHERE g.unit = '%'`
	);
	await page.goto('/gains');
	const up = page.locator('[data-chart="gains-algorithms-percent"]');
	const down = page.locator('[data-chart="gains-algorithms-percent-reductions"]');
	await expect(up.locator('svg').first()).toBeVisible({ timeout: 30_000 });
	const n = Number((await up.getByTestId('n').textContent())!.replace(/\D/g, ''));
	// The chart draws the 12 most claimed algorithms: all papers when there are no more.
	if (g.names <= 12) expect(n).toBe(g.up);
	else expect(n).toBeLessThanOrEqual(g.up);
	await expect(up.getByTestId('n-counted')).toContainText(
		`papers claiming an increase in percent for the ${Math.min(12, g.names)} algorithms shown`
	);
	// The cut to 12 is said, with the number of names before it.
	if (g.names > 12)
		await expect(up.getByTestId('n-counted')).toContainText(
			`(the 12 with the most such papers, of ${g.names}; ties by name)`
		);
	// Each row says how many papers it stands on.
	await expect(up.locator('svg g[aria-label="text"] text').first()).toHaveText(/^n \d+/);
	await expect(up.getByTestId('metric')).toContainText('metric');
	await expect(up.locator('svg [aria-label="x-axis label"]')).toContainText('increase (%)');
	if (g.down > 0) {
		await expect(down.locator('svg [aria-label="x-axis label"]')).toContainText('reduction (%)');
		await expect(down.locator('svg [aria-label="x-axis label"]')).not.toContainText('increase');
	}
});

test('works at 390 px: no sideways scroll, controls reachable', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/trends?estimated=1');
	await expect(card(page, 'benchmarks').locator('svg').first()).toBeVisible({ timeout: 30_000 });
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBeLessThanOrEqual(0);
	await page.getByLabel('Minimum n per period').scrollIntoViewIfNeeded();
	await expect(page.getByLabel('Minimum n per period')).toBeVisible();
});

test('view settings live in the URL: a reload or a shared link shows the same view', async ({
	page
}) => {
	await page.goto('/trends');
	await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('month');
	await page.getByRole('combobox', { name: 'Measure' }).selectOption('papers');
	await page.getByLabel('Minimum n per period').fill('3');
	await expect(page).toHaveURL(/period=month/);
	await expect(page).toHaveURL(/measure=papers/);
	await expect(page).toHaveURL(/min_n=3/);
	await page.reload();
	await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue('month');
	await expect(page.getByRole('combobox', { name: 'Measure' })).toHaveValue('papers');
	await expect(page.getByLabel('Minimum n per period')).toHaveValue('3');
	await expect(page.locator('.key')).toContainText('fewer than 3 dated papers');

	await page.goto('/gains?unit=pt');
	await expect(page.getByRole('combobox', { name: 'Unit' })).toHaveValue('pt');
	await page.goto('/emerging?rank=adopters&per=quarter');
	await expect(page.getByRole('combobox', { name: 'Rank by' })).toHaveValue('adopters');
	await expect(page.getByRole('combobox', { name: 'Per' })).toHaveValue('quarter');
});

test('an out-of-range minimum n is said, and the last good one stays in use', async ({ page }) => {
	await page.goto('/trends?min_n=2');
	const threshold = page.getByLabel('Minimum n per period');
	await expect(threshold).toHaveValue('2');
	await threshold.fill('-3');
	await expect(page.getByTestId('min-n-invalid')).toContainText('still using 2');
	await expect(threshold).toHaveAttribute('aria-invalid', 'true');
	await expect(page.locator('.key')).toContainText('fewer than 2 dated papers');
	await threshold.fill('4');
	await expect(page.getByTestId('min-n-invalid')).toHaveCount(0);
	await expect(page).toHaveURL(/min_n=4/);
});

test('an out-of-range minimum n stays said while the box holds it, whatever else changes', async ({
	page
}) => {
	await page.goto('/trends');
	const threshold = page.getByLabel('Minimum n per period');
	const inUse = await threshold.inputValue();
	await threshold.fill('-5');
	const warning = page.getByTestId('min-n-invalid');
	await expect(warning).toContainText(`still using ${inUse}`);
	await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('month');
	await expect(page).toHaveURL(/period=month/);
	await expect(card(page, 'algorithms')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
	// The box keeps the typed value, and the warning still says it is not used.
	await expect(threshold).toHaveValue('-5');
	await expect(warning).toContainText(`still using ${inUse}`);
	await expect(threshold).toHaveAttribute('aria-invalid', 'true');
	await expect(page.locator('.key')).toContainText(`fewer than ${inUse} dated papers`);
	// A good value typed then clears it.
	await threshold.fill('3');
	await expect(warning).toHaveCount(0);
	await expect(page).toHaveURL(/min_n=3/);
});

test('Back undoes a view setting as it undoes a filter', async ({ page }) => {
	await page.goto('/trends?algorithm=DPO');
	const period = page.getByRole('combobox', { name: 'Period', exact: true });
	await expect(period).toHaveValue('year');
	await period.selectOption('month');
	await expect(page).toHaveURL(/algorithm=DPO&period=month/);
	await page.goBack();
	await expect(page).toHaveURL(/\/trends\?algorithm=DPO$/);
	await expect(period).toHaveValue('year');
});

test('a date or a minimum n typed key by key is one step back, not one per key', async ({
	page
}) => {
	await page.goto('/trends?algorithm=DPO');
	const to = page.getByLabel('To', { exact: true });
	await to.focus();
	// Month, day, then the year digit by digit: 0002, 0020, 0202, 2025 are each a valid date.
	await page.keyboard.type('06302025', { delay: 80 });
	await expect(page).toHaveURL(/to=2025-06-30/);
	const threshold = page.getByLabel('Minimum n per period');
	await threshold.fill('');
	await threshold.pressSequentially('12', { delay: 80 });
	await expect(page).toHaveURL(/min_n=12/);
	await page.goBack();
	await expect(page).toHaveURL(/\/trends\?algorithm=DPO&to=2025-06-30$/);
	await page.goBack();
	await expect(page).toHaveURL(/\/trends\?algorithm=DPO$/);
});

test('a date range typed the wrong way round is said, and one click turns it round', async ({
	page
}) => {
	await page.goto('/?from=2026-01-01&to=2025-01-01');
	const alert = page.getByTestId('reversed-range');
	await expect(alert).toContainText('From 2026-01-01 is after To 2025-01-01');
	await expect(page.getByTestId('undated-filter')).toHaveCount(0);
	// No page notice says what the range keeps, nor offers papers overlapping it: none can match.
	await expect(page.getByTestId('count-papers')).toContainText('0');
	await expect(page.getByTestId('date-filter-notice')).toHaveCount(0);
	await page.goto('/trends?from=2026-01-01&to=2025-01-01');
	await expect(page.getByTestId('denominator')).toContainText('Over the 0 dated papers', {
		timeout: 30_000
	});
	await expect(page.getByTestId('date-filter-notice')).toHaveCount(0);
	await expect(page.getByTestId('denominator')).not.toContainText('… to …');
	await page.goto('/?from=2026-01-01&to=2025-01-01');
	await alert.getByRole('button', { name: 'Swap them' }).click();
	await expect(page).toHaveURL(/from=2025-01-01&to=2026-01-01/);
	await expect(alert).toHaveCount(0);
});

test('says when nearly every dated paper falls in one period, and offers months', async ({
	page
}) => {
	// A date range inside one year puts every dated paper it keeps in that year.
	await page.goto('/trends?from=2025-01-01&to=2025-12-31');
	const note = page.getByTestId('crowded-period');
	await expect(note).toContainText('(100.0%) fall in 2025', { timeout: 30_000 });
	await note.getByRole('button', { name: 'Show it per month' }).press('Enter');
	await expect(page).toHaveURL(/period=month/);
	await expect(page.getByRole('combobox', { name: /^Period/ })).toBeFocused();
	// A month's papers counted per year: months would not spread them, so none are offered.
	const [busiest] = await sql<{ month: string }>(
		"SELECT strftime(published, '%Y-%m') AS month FROM papers WHERE published IS NOT NULL GROUP BY month ORDER BY count(*) DESC, month LIMIT 1"
	);
	const [year, month] = busiest.month.split('-').map(Number);
	const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
	await page.goto(`/trends?from=${busiest.month}-01&to=${busiest.month}-${lastDay}`);
	await expect(note).toContainText('(100.0%) fall in', { timeout: 30_000 });
	await expect(note).toContainText('Add papers from other periods');
	await expect(note.getByRole('button', { name: 'Show it per month' })).toHaveCount(0);
	// Without the range the seeds spread over years: nothing to say.
	await page.goto('/trends');
	await expect(page.locator('[data-chart] .chart svg').first()).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('crowded-period')).toHaveCount(0);
});

test('draws only names its dated papers name, and says when they name none', async ({ page }) => {
	// The first half of 2025 in the seeds: a few dated papers, none naming an algorithm, while
	// undated papers whose intervals overlap it do.
	const range = "published BETWEEN DATE '2025-01-01' AND DATE '2025-06-30'";
	const [c] = await sql<{ dated: number; named: number; bounded: number }>(
		`SELECT count(*) FILTER (WHERE ${range})::INTEGER AS dated,
			count(*) FILTER (WHERE ${range} AND len(algorithms) > 0)::INTEGER AS named,
			count(*) FILTER (WHERE published IS NULL AND not_before <= DATE '2025-06-30'
				AND len(algorithms) > 0)::INTEGER AS bounded
		FROM papers`
	);
	expect(c.dated).toBeGreaterThan(0);
	expect(c.named).toBe(0);
	expect(c.bounded).toBeGreaterThan(0);
	await page.goto('/trends?from=2025-01-01&to=2025-06-30');
	const card = page.locator('section.card', {
		has: page.getByRole('heading', { name: /^Algorithms per/ })
	});
	await expect(card).toContainText(
		c.dated === 1
			? 'The one dated paper names no algorithm.'
			: `None of the ${c.dated} dated papers names an algorithm.`,
		{ timeout: 30_000 }
	);
	await expect(card.locator('svg')).toHaveCount(0);
	await expect(page.getByTestId('rank-algorithms')).toContainText(
		c.dated === 1 ? 'The one dated paper' : 'None of the'
	);
});

test('a line’s legend button filters by it, says when it is on, and is big enough to tap', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/trends');
	const legend = page.getByRole('list', { name: 'Filter by a line' }).first();
	const first = legend.getByRole('button').first();
	await expect(first).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
	expect((await first.boundingBox())!.height).toBeGreaterThanOrEqual(24);
	const label = (await first.getAttribute('aria-label'))!;
	const name = label.replace(/^Filter algorithm /, '');
	await first.click();
	await expect(page).toHaveURL(new RegExp(`algorithm=${encodeURIComponent(name)}`));
	await expect(legend.getByRole('button', { name: label, exact: true })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
});

test('a found trend of 0 pt/year is explained under its table, as a sentence of its own', async ({
	page
}) => {
	// Per quarter the seeds' GRPO rises by the test with a median slope of 0.
	await page.goto('/trends?period=quarter&min_n=1');
	const table = page.getByTestId('rank-algorithms');
	await expect(table.getByTestId('ranked').first()).toBeVisible({ timeout: 30_000 });
	await expect(table).toContainText('where it does not. A found trend of 0 pt/year');
});
