import { expect, test, type Page } from '@playwright/test';
import { sql, topAlgorithmFiltered } from './expected.ts';

/** Focus is on one clickable shape of the chart, the one with this label. */
async function expectFocusedShape(page: Page, chart: string, label: string) {
	const focused = page.locator(`[data-chart="${chart}"] .selectable:focus`);
	await expect(focused).toHaveCount(1);
	await expect(focused).toHaveAttribute('aria-label', label);
}

async function engineReady(page: Page) {
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'ready', {
		timeout: 30_000
	});
}

const count = (page: Page, key: string) => page.getByTestId(`count-${key}`).locator('strong');

test('overview shows the counts and top algorithms that SQL over the Parquet gives', async ({
	page
}) => {
	const [expected] = await sql<{ papers: number; dated: number }>(
		'SELECT count(*)::INTEGER AS papers, count(published)::INTEGER AS dated FROM papers'
	);
	const top = await sql<{ a: string; n: number }>(
		'SELECT a, count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM papers) GROUP BY a ORDER BY n DESC, a LIMIT 3'
	);
	await page.goto('/');
	await expect(count(page, 'papers')).toHaveText(expected.papers.toLocaleString('en'));
	await expect(count(page, 'dated')).toHaveText(String(expected.dated));
	const chart = page.locator('[data-chart="overview-algorithm"]');
	for (const row of top) {
		await expect(
			chart.getByRole('button', { name: `${row.a}, ${row.n} papers: filter` })
		).toBeVisible();
	}
	await expect(page.locator('section.card svg').first()).toBeVisible();
	await expect(page.locator('.card [role=alert]')).toHaveCount(0);
});

test('clicking a bar filters every chart, the URL keeps it, and Back undoes it', async ({
	page
}) => {
	const { top, filtered } = await topAlgorithmFiltered();
	await page.goto('/');
	await engineReady(page);
	const all = await count(page, 'papers').textContent();
	await page
		.locator('[data-chart="overview-algorithm"]')
		.getByRole('button', { name: `${top.a}, ${top.n} papers: filter` })
		.click();
	await expect(page).toHaveURL(new RegExp(`algorithm=${encodeURIComponent(top.a)}`));
	await expect(count(page, 'papers')).toHaveText(String(top.n));
	await expect(count(page, 'benchmarks')).toHaveText(String(filtered.b));
	// The benchmark card counts the filtered papers that name a benchmark (of all filtered ones).
	await expect(page.locator('[data-chart="overview-benchmark"] [data-testid=n]')).toHaveText(
		`n = ${filtered.naming}`
	);
	await expect(
		page.locator('[data-chart="overview-benchmark"] [data-testid=n-counted]')
	).toHaveText(`papers naming at least one benchmark, of ${top.n}`);
	await expect(page.getByTestId('chip')).toHaveText(new RegExp(`algorithm: ${top.a}`));
	await page.goBack();
	await expect(count(page, 'papers')).toHaveText(all!);
	await expect(page.getByTestId('chip')).toHaveCount(0);
});

test('clicking a name beside its bar filters as the bar does', async ({ page }) => {
	const { top } = await topAlgorithmFiltered();
	await page.goto('/');
	await engineReady(page);
	await page
		.locator('[data-chart="overview-algorithm"] g[aria-label="y-axis tick label"] text')
		.filter({ hasText: new RegExp(`^${top.a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
		.click();
	await expect(page).toHaveURL(new RegExp(`algorithm=${encodeURIComponent(top.a)}`));
	await expect(count(page, 'papers')).toHaveText(String(top.n));
});

test('without the build’s cube, a second bar click is DuckDB’s (asked in the click) and filters every chart by both', async ({
	page
}) => {
	const { top } = await topAlgorithmFiltered();
	const inTop = `list_contains(algorithms, '${top.a.replaceAll("'", "''")}')`;
	const [benchmark] = await sql<{ b: string; n: number }>(
		`SELECT b, count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(benchmarks) AS b FROM papers WHERE ${inTop})
		GROUP BY b ORDER BY n DESC, b LIMIT 1`
	);
	const both = `${inTop} AND list_contains(benchmarks, '${benchmark.b.replaceAll("'", "''")}')`;
	const [expected] = await sql<{ papers: number; algorithms: number }>(
		`SELECT count(*)::INTEGER AS papers,
		(SELECT count(DISTINCT a)::INTEGER FROM (SELECT unnest(algorithms) AS a FROM papers WHERE ${both})) AS algorithms
		FROM papers WHERE ${both}`
	);
	// A build whose data the cube cannot stand for writes none: DuckDB answers every filter.
	await page.route('**/data/overview-cube.bin', (route) => route.fulfill({ status: 404 }));
	await page.goto('/');
	await engineReady(page);
	await page
		.locator('[data-chart="overview-algorithm"]')
		.getByRole('button', { name: `${top.a}, ${top.n} papers: filter` })
		.click();
	await expect(count(page, 'papers')).toHaveText(String(top.n));
	await page
		.locator('[data-chart="overview-benchmark"]')
		.getByRole('button', { name: `${benchmark.b}, ${benchmark.n} papers: filter` })
		.click();
	await expect(page).toHaveURL(new RegExp(`benchmark=${encodeURIComponent(benchmark.b)}`));
	await expect(count(page, 'papers')).toHaveText(String(expected.papers));
	await expect(count(page, 'algorithms')).toHaveText(String(expected.algorithms));
	await expect(
		page
			.locator('[data-chart="overview-algorithm"]')
			.getByRole('button', { name: `${top.a}, ${expected.papers} papers: filter` })
	).toBeVisible();
	await expect(page.locator('.card [role=alert]')).toHaveCount(0);
});

test('the URL restores filters on a fresh visit, and the keyboard can set one', async ({
	page
}) => {
	const [expected] = await sql<{ n: number }>(
		"SELECT count(*)::INTEGER AS n FROM papers WHERE list_contains(algorithms, 'PPO') AND list_contains(paradigms, 'Offline RL')"
	);
	await page.goto('/?algorithm=PPO&paradigm=Offline+RL');
	await expect(count(page, 'papers')).toHaveText(String(expected.n));
	await expect(page.getByTestId('chip')).toHaveCount(2);
	// A chip removed with the keyboard hands focus to the chip that takes its place.
	await page.getByTestId('chip').first().focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('chip')).toHaveCount(1);
	await expect(page.getByTestId('chip')).toBeFocused();
	await page.goBack();
	await expect(page.getByTestId('chip')).toHaveCount(2);
	// Clearing them all hands it to the search box.
	await page.getByRole('button', { name: 'Clear all filters' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('chip')).toHaveCount(0);
	await expect(page.getByRole('searchbox')).toBeFocused();
	const bar = page.locator('[data-chart="overview-domain"] .selectable').first();
	const label = await bar.getAttribute('aria-label');
	await bar.focus();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/domain=/);
	// The chart is drawn anew for the filter; focus stays on its bar, not on the page.
	await expectFocusedShape(page, 'overview-domain', label!);
});

test('the size control shows the chosen band, and choosing it again removes it', async ({
	page
}) => {
	await page.goto(`/?size=${encodeURIComponent('4–10B')}`);
	const size = page.getByRole('combobox', { name: /^Size/ });
	await expect(size.locator('option:checked')).toHaveText('4–10B');
	await expect(size.locator('option', { hasText: '✓ 4–10B (remove)' })).toHaveCount(1);
	await size.selectOption('1–4B');
	await expect(size.locator('option:checked')).toHaveText('2 bands');
	await size.selectOption('4–10B');
	await expect(page).not.toHaveURL(/size=4/);
	await expect(size.locator('option:checked')).toHaveText('1–4B');
});

test('a top list says how many names tie with its last bar past the cut, in its exports too', async ({
	page
}) => {
	const counts = await sql<{ n: number }>(
		'SELECT count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM papers) GROUP BY a ORDER BY n DESC, a'
	);
	const last = counts[14].n;
	const leftOut = counts.slice(15).filter((c) => c.n === last).length;
	// The seeds cut the algorithms inside a tie.
	expect(leftOut).toBeGreaterThan(0);
	const note = `${leftOut} more ${leftOut === 1 ? 'name has' : 'names have'} ${last} papers, as the last bar: left out by the cut (ties are shown in name order).`;
	await page.goto('/');
	const card = page.locator('[data-chart="overview-algorithm"]');
	await expect(card.getByTestId('ties-left-out')).toHaveText(note);
	// An exported figure carries the note at the end of its caption, a footnote; its subtitle
	// stays free for the speaker's words.
	await expect(card.locator('.chart svg').first()).toBeVisible();
	await card.getByRole('button', { name: 'Export' }).click();
	await expect(page.getByTestId('export-subtitle')).toHaveValue('');
	const caption = await page.getByTestId('export-caption').inputValue();
	expect(caption.endsWith(` ${note}`)).toBe(true);
});

test('an empty top list says the filtered papers name none of its kind, not that none match', async ({
	page
}) => {
	// A paper's own name, in papers that name no algorithm: the filter keeps papers, the
	// algorithm chart has nothing to draw.
	const [pick] = await sql<{ name: string; n: number }>(
		`WITH named AS (SELECT paper_id, len(algorithms) AS a, list_transform(flatten([algorithms, benchmarks, proposed, list_transform(models, m -> m.name)]), x -> lower(x)) AS names FROM papers),
		candidates AS (SELECT DISTINCT unnest(proposed) AS name FROM papers)
		SELECT c.name, count(*)::INTEGER AS n FROM candidates c JOIN named ON list_contains(named.names, lower(c.name))
		GROUP BY c.name HAVING max(named.a) = 0 ORDER BY n DESC, c.name LIMIT 1`
	);
	await page.goto(`/?name=${encodeURIComponent(pick.name)}`);
	const card = page.locator('[data-chart="overview-algorithm"]');
	await expect(card).toContainText(
		`No paper here names an algorithm (${pick.n} ${pick.n === 1 ? 'paper matches' : 'papers match'} the filters).`,
		{ timeout: 30_000 }
	);
});

test('every view renders its charts without errors', async ({ page }) => {
	const [dated] = await sql<{ d: number }>('SELECT count(published)::INTEGER AS d FROM papers');
	await page.goto('/trends');
	await expect(page.getByTestId('denominator')).toContainText(
		`Over the ${dated.d.toLocaleString('en')} dated papers`
	);
	await expect(page.locator('[data-chart="trends-algorithms"] svg').first()).toBeVisible({
		timeout: 30_000
	});
	await page.goto('/methods');
	await expect(page.locator('[data-chart="methods-benchmarks"] svg').first()).toBeVisible({
		timeout: 30_000
	});
	await page.goto('/gains');
	await expect(page.locator('[data-chart="gains-algorithms-percent"] svg').first()).toBeVisible({
		timeout: 30_000
	});
	await page.goto('/papers');
	const [all] = await sql<{ n: number }>('SELECT count(*)::INTEGER AS n FROM papers');
	await expect(page.getByTestId('papers-count')).toContainText(`${all.n} papers match`);
	await expect(page.locator('.card [role=alert], main > [role=alert]')).toHaveCount(0);
});

test('the search and the date range are chips that remove them, and emptying the box ends the search', async ({
	page
}) => {
	const [all] = await sql<{ n: number }>('SELECT count(*)::INTEGER AS n FROM papers');
	await page.goto('/?q=reward&from=2020-01-01');
	const search = page.getByTestId('chip-search');
	await expect(search).toContainText('search: “reward”');
	await page.getByTestId('chip-dates').click();
	await expect.poll(() => new URL(page.url()).searchParams.has('from')).toBe(false);
	await expect(page.getByTestId('chip-dates')).toHaveCount(0);
	// Focus goes to the chip that took the removed one's place.
	await expect(search).toBeFocused();
	await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('reward');
	// Escape empties the box: the search ends with it, not only its text.
	await page.getByRole('searchbox').focus();
	await page.keyboard.press('Escape');
	await expect(page.getByRole('searchbox')).toHaveValue('');
	await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
	await expect(search).toHaveCount(0);
	await expect(count(page, 'papers')).toHaveText(all.n.toLocaleString('en'));
	// Deleting a search ends it; the next one typed into the box is searched for.
	const box = page.getByRole('searchbox');
	await box.fill('reward');
	await box.press('Enter');
	await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('reward');
	await box.press('Control+A');
	await box.press('Backspace');
	await box.pressSequentially('policy');
	await box.press('Enter');
	await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('policy');
	await expect(box).toHaveValue('policy');
});

test('clicking a trend legend item filters by it', async ({ page }) => {
	await page.goto('/trends');
	const item = page.locator('[data-chart="trends-algorithms"] .legend button').first();
	await expect(item).toBeVisible({ timeout: 30_000 });
	const name = (await item.textContent())!.trim();
	await item.click();
	await expect.poll(() => new URL(page.url()).searchParams.getAll('algorithm')).toEqual([name]);
	await expect(page.getByTestId('chip')).toContainText(`algorithm: ${name}`);
});

test('a heatmap cell lists exactly the papers behind it', async ({ page }) => {
	const [cell] = await sql<{ a: string; b: string; n: number }>(
		`SELECT a, b, count(DISTINCT paper_id)::INTEGER AS n FROM (SELECT paper_id, unnest(algorithms) AS a, benchmarks FROM papers), unnest(benchmarks) AS t(b) GROUP BY a, b ORDER BY n DESC, a, b LIMIT 1`
	);
	await page.goto('/methods');
	await page
		.locator('[data-chart="methods-benchmarks"]')
		.getByRole('button', { name: `${cell.a} and ${cell.b}: ${cell.n} papers, show them` })
		.click();
	const listed = page.getByTestId('cell-papers');
	await expect(listed.locator('tbody tr')).toHaveCount(cell.n);
	await expect(listed.getByRole('heading')).toContainText(`Papers behind ${cell.a} × ${cell.b}`);

	// The listed cell is in the URL: Back from one of its papers shows the same list.
	await expect(page).toHaveURL(/[?&]cell=/);
	const followed = listed.locator('tbody tr a').first();
	await followed.scrollIntoViewIfNeeded();
	await followed.click();
	await expect(page).toHaveURL(/\/paper\?id=/);
	await page.goBack();
	await expect(listed.locator('tbody tr')).toHaveCount(cell.n, { timeout: 30_000 });
	await expect(followed).toBeInViewport();
	// Closing it leaves the URL, and Back opens it again.
	await listed.getByRole('button', { name: 'close' }).click();
	await expect(page).not.toHaveURL(/[?&]cell=/);
	await expect(listed.locator('tbody tr')).toHaveCount(0);
	await page.goBack();
	await expect(listed.locator('tbody tr')).toHaveCount(cell.n);
});

test('a heatmap cell opened with Enter lists its papers, and Escape closes the list', async ({
	page
}) => {
	await page.goto('/methods');
	const cell = page.locator('[data-chart="methods-benchmarks"] .selectable').first();
	const label = await cell.getAttribute('aria-label');
	await cell.focus();
	await page.keyboard.press('Enter');
	const listed = page.getByTestId('cell-papers');
	await expect(listed.locator('tbody tr').first()).toBeVisible();
	await page.keyboard.press('Escape');
	await expect(page).not.toHaveURL(/[?&]cell=/);
	await expect(listed.locator('tbody tr')).toHaveCount(0);
	// Focus goes back to the cell the list was opened from.
	await expectFocusedShape(page, 'methods-benchmarks', label!);
});

test('a heatmap is one tab stop, and arrow keys move between its cells', async ({ page }) => {
	await page.goto('/methods');
	const cells = page.locator('[data-chart="methods-benchmarks"] .selectable');
	await expect(cells.first()).toBeVisible({ timeout: 30_000 });
	// Only one cell is in the tab order: the top-left one.
	await expect(cells.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
	const first = cells.and(page.locator('[tabindex="0"]'));
	const start = await first.getAttribute('aria-label');
	await first.focus();
	await page.keyboard.press('ArrowRight');
	const right = page.locator('[data-chart="methods-benchmarks"] .selectable:focus');
	await expect(right).toHaveCount(1);
	const moved = await right.getAttribute('aria-label');
	expect(moved).not.toBe(start);
	// The same row: the row's name starts both labels.
	expect(moved!.split(' and ')[0]).toBe(start!.split(' and ')[0]);
	// The focused cell is now the one tab stop, and Left goes back.
	await expect(cells.and(page.locator('[tabindex="0"]'))).toHaveAttribute('aria-label', moved!);
	await page.keyboard.press('ArrowLeft');
	await expectFocusedShape(page, 'methods-benchmarks', start!);
	await page.keyboard.press('ArrowDown');
	const down = await page
		.locator('[data-chart="methods-benchmarks"] .selectable:focus')
		.getAttribute('aria-label');
	expect(down!.split(' and ')[0]).not.toBe(start!.split(' and ')[0]);
});

test('"Show 100 more" is part of the URL: Back from a paper far down the list finds it', async ({
	page
}) => {
	const [all] = await sql<{ n: number }>('SELECT count(*)::INTEGER AS n FROM papers');
	expect(all.n).toBeGreaterThan(150);
	await page.goto('/papers');
	const rows = page.locator('table.papers tbody tr');
	await expect(rows).toHaveCount(100, { timeout: 45_000 });
	await page.getByRole('button', { name: 'Show 100 more' }).click();
	await expect(rows).toHaveCount(Math.min(200, all.n));
	await expect(page).toHaveURL(/[?&]shown=200/);
	const link = rows.nth(150).locator('a').first();
	await link.scrollIntoViewIfNeeded();
	const y = await page.evaluate(() => window.scrollY);
	expect(y).toBeGreaterThan(1000);
	await link.click();
	await expect(page).toHaveURL(/\/paper\?id=/);
	await page.goBack();
	await expect(rows).toHaveCount(Math.min(200, all.n), { timeout: 30_000 });
	// And where the reader was: the paper followed is on screen again, not the top of the list.
	await expect(rows.nth(150).locator('a').first()).toBeInViewport();
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
	// The paper page's own "← Papers" link finds it too.
	await rows.nth(150).locator('a').first().click();
	await expect(page).toHaveURL(/\/paper\?id=/);
	await page.getByTestId('back-to-list').click();
	await expect(page).toHaveURL(/\/papers\?(.*&)?shown=200/);
	await expect(rows.nth(150).locator('a').first()).toBeInViewport({ timeout: 30_000 });
});

test('sorting the papers table by votes puts the most voted first', async ({ page }) => {
	const [top] = await sql<{ title: string }>(
		'SELECT title FROM papers ORDER BY votes DESC NULLS LAST, title LIMIT 1'
	);
	await page.goto('/papers');
	await page.getByRole('button', { name: /^votes/ }).click();
	await expect(page.locator('table.papers tbody tr').first().locator('td').first()).toHaveText(
		top.title
	);
	// The order is in the URL: a reload keeps it.
	await expect(page).toHaveURL(/sort=votes/);
	await page.reload();
	await expect(page.locator('table.papers tbody tr').first().locator('td').first()).toHaveText(
		top.title
	);
});

test('no request leaves the origin', async ({ page, baseURL }) => {
	const foreign: string[] = [];
	page.on('request', (request) => {
		const url = request.url();
		if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:'))
			foreign.push(url);
	});
	for (const path of ['/', '/trends', '/emerging', '/methods', '/gains', '/papers', '/sql']) {
		await page.goto(path);
		await engineReady(page);
	}
	expect(foreign).toEqual([]);
});

test('the filter bar promises a click filters only where it does', async ({ page }) => {
	const hint = page.getByTestId('filter-hint');
	await page.goto('/');
	await expect(hint).toHaveText('Click a name or its bar in a top list to filter every chart.');
	await page.goto('/trends');
	await expect(hint).toHaveText('Click a name in a legend or a ranking to filter every chart.');
	await page.goto('/methods');
	await expect(
		page.getByText(
			'Click a cell (or focus it, move with the arrow keys and press Enter) to list the papers behind it.'
		)
	).toBeVisible({ timeout: 30_000 });
	await expect(hint).toHaveCount(0);
	// A row of Gains filters nothing: no promise there.
	await page.goto('/gains');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await expect(hint).toHaveCount(0);
});

test('the console keeps the filters in its address and gives them back to the next view', async ({
	page
}) => {
	await page.goto('/?algorithm=GRPO&from=2025-01-01');
	await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'SQL' }).click();
	await expect(page).toHaveURL(/\/sql\?algorithm=GRPO&from=2025-01-01$/);
	await expect(page.getByTestId('filters-kept')).toContainText('algorithm GRPO');
	await page
		.getByRole('navigation', { name: 'Views' })
		.getByRole('link', { name: 'Overview' })
		.click();
	await expect(page).toHaveURL(/\/\?algorithm=GRPO&from=2025-01-01$/);
	await expect(page.getByTestId('filters-kept')).toHaveCount(0);
	await expect(page.getByRole('button', { name: /GRPO/ }).first()).toBeVisible();
});

test('a corpus of arXiv papers alone shows no votes or organization column, which only listings fill', async ({
	page
}) => {
	// The build's answers, with the sources of an arXiv dump: papers seen in no listing.
	await page.route('**/data/overview.json', async (route) => {
		const built = await (await route.fetch()).json();
		built.sources = [{ file: null, captured: null, newest: '2025-06-30', newest_source: 'arxiv' }];
		await route.fulfill({ json: built });
	});
	await page.goto('/papers');
	const headers = page.locator('table.papers thead th');
	await expect(headers.first()).toHaveText('title', { timeout: 45_000 });
	await expect(headers).toHaveText(['title', /^published/, 'algorithms', 'benchmarks', 'sizes']);
	await expect(page.locator('table.papers tbody tr').first().locator('td')).toHaveCount(5);
	// A link sorting by votes sorts by date there: newest first.
	const [newest] = await sql<{ title: string }>(
		'SELECT title FROM papers ORDER BY published DESC NULLS LAST, title LIMIT 1'
	);
	await page.goto('/papers?sort=votes');
	await expect(page.locator('table.papers tbody tr').first().locator('td').first()).toHaveText(
		newest.title,
		{ timeout: 45_000 }
	);
	// With listings among the sources the column is there.
	await page.unroute('**/data/overview.json');
	await page.goto('/papers');
	await expect(page.getByRole('button', { name: /^votes/ })).toBeVisible({ timeout: 45_000 });
});

test('a bar chart is one tab stop: the arrows move between its bars, Tab leaves it', async ({
	page
}) => {
	await page.goto('/');
	const bars = page.locator('[data-chart="overview-algorithm"] .selectable');
	await expect(bars.first()).toBeVisible({ timeout: 45_000 });
	const [first, second, last] = await Promise.all([
		bars.nth(0).getAttribute('aria-label'),
		bars.nth(1).getAttribute('aria-label'),
		bars.last().getAttribute('aria-label')
	]);
	await bars.first().focus();
	await page.keyboard.press('ArrowDown');
	await expectFocusedShape(page, 'overview-algorithm', second!);
	await page.keyboard.press('End');
	await expectFocusedShape(page, 'overview-algorithm', last!);
	await page.keyboard.press('Home');
	await expectFocusedShape(page, 'overview-algorithm', first!);
	// Tab goes on past the chart, not to its next bar.
	await page.keyboard.press('Tab');
	await expect(page.locator('[data-chart="overview-algorithm"] .selectable:focus')).toHaveCount(0);
	// and Shift+Tab comes back to the bar last focused.
	await page.keyboard.press('Shift+Tab');
	await expectFocusedShape(page, 'overview-algorithm', first!);
});

test('each chart card is a region named by its title, and its Export says which chart', async ({
	page
}) => {
	await page.goto('/');
	const card = page.getByRole('region', { name: 'Top algorithms' });
	await expect(card.getByRole('group', { name: 'Top algorithms: chart' })).toBeVisible({
		timeout: 45_000
	});
	await expect(
		card.getByRole('button', { name: 'Export Top algorithms', exact: true })
	).toBeVisible();
	// Six cards, six Exports that a screen reader's list of buttons tells apart.
	const names = await page
		.getByRole('button', { name: /^Export / })
		.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
	expect(new Set(names).size).toBe(names.length);
});
