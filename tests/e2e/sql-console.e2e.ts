import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { emptyFilters } from '../../src/lib/queries/filters.ts';
import { overviewQueries } from '../../src/lib/queries/overview.ts';
import { sql } from './expected';
import { openConsole, resultCount, runQuery, runWithKeys, typeSql } from './sql-helpers';

test.describe('SQL console', () => {
	test.beforeEach(async ({ page }) => {
		await openConsole(page);
	});

	test('a typed query runs with Ctrl+Enter and shows its rows and count', async ({ page }) => {
		await runQuery(page, "SELECT range AS i, 'row ' || range AS label FROM range(1234)");
		expect(await resultCount(page)).toBe(1234);
		const table = page.getByTestId('result-table');
		await expect(table.locator('[role=columnheader]').nth(1)).toContainText('i');
		await expect(table.locator('[data-row="0"]')).toContainText('row 0');
		await expect(page.getByTestId('result-count')).toContainText('ms');
	});

	test('runs the statement under the cursor, or the selection', async ({ page }) => {
		await typeSql(page, 'SELECT 1 AS first_one;\nSELECT 2 AS second_one, 3 AS third_one;');
		// The cursor is at the end: the second statement runs.
		await runWithKeys(page);
		await expect(page.getByTestId('result-table')).toContainText('second_one');
		await expect(page.getByTestId('result-table')).not.toContainText('first_one');
		// Select the first statement's text and run only that.
		await page.keyboard.press('ControlOrMeta+Home');
		for (let i = 0; i < 'SELECT 1 AS first_one'.length; i++)
			await page.keyboard.press('Shift+ArrowRight');
		await runWithKeys(page);
		await expect(page.getByTestId('result-table')).toContainText('first_one');
	});

	test('a selected script runs statement by statement, in order, and shows the last result', async ({
		page
	}) => {
		await typeSql(
			page,
			'CREATE TABLE picked AS SELECT 1 AS n;\nINSERT INTO picked VALUES (2);\nSELECT sum(n) AS total FROM picked;'
		);
		await page.keyboard.press('ControlOrMeta+a');
		await runWithKeys(page);
		await expect(page.getByTestId('result-table')).toContainText('total');
		await expect(page.getByTestId('result-table').locator('[data-row="0"]')).toContainText('3');
		await expect(page.getByTestId('result-statements')).toHaveText(
			"3 statements run in order; these rows are the last one's"
		);
		// The export reads the last statement's rows again, not the whole script (which would
		// insert the row twice more).
		const [file] = await Promise.all([
			page.waitForEvent('download'),
			page.getByTestId('export-result-csv').click()
		]);
		expect((await readFile(await file.path(), 'utf8')).trimEnd().split(/\r?\n/)).toEqual([
			'total',
			'3'
		]);
		// An error in a later statement is marked where it stands in the editor.
		await typeSql(page, 'SELECT 1;\nSELECT no_such_column FROM papers;');
		await page.keyboard.press('ControlOrMeta+a');
		await runWithKeys(page);
		await expect(page.getByTestId('sql-error')).toContainText('no_such_column');
		await expect(page.getByTestId('sql-error-mark')).toHaveText('no_such_column');
	});

	test("the app's tables cannot be dropped or changed: the views keep their data", async ({
		page
	}) => {
		await typeSql(page, "SELECT E'x\\'y' AS s; DELETE FROM /* all */ memory.entities;");
		await page.keyboard.press('ControlOrMeta+a');
		await runWithKeys(page);
		await expect(page.getByTestId('sql-error')).toContainText('nothing was run');
		await typeSql(page, 'DROP TABLE papers');
		await runWithKeys(page);
		await expect(page.getByTestId('sql-error')).toContainText(
			'the console does not drop, change or fill them'
		);
		await runQuery(page, 'SELECT count(*) AS n FROM papers');
		expect(await resultCount(page)).toBe(1);
		await expect(page.getByTestId('result-table').locator('[data-row="0"]')).not.toContainText(
			/^0$/
		);
	});

	test('lists and structs read as [a, b] and {key: value}', async ({ page }) => {
		await runQuery(
			page,
			"SELECT ['PPO', 'GRPO'] AS l, {'name': 'Qwen', 'params_b': 7.5} AS s, DATE '2025-03-04' AS d"
		);
		const row = page.getByTestId('result-table').locator('[data-row="0"]');
		await expect(row).toContainText("['PPO', 'GRPO']");
		await expect(row).toContainText("{name: 'Qwen', params_b: 7.5}");
		await expect(row).toContainText('2025-03-04');
	});

	test('autocomplete offers columns of papers and fields of its structs', async ({ page }) => {
		await typeSql(page, 'SELECT authors_c');
		await page.keyboard.press('Control+Space');
		const popup = page.locator('.cm-tooltip-autocomplete');
		await expect(popup).toContainText('authors_count');
		await page.keyboard.press('Escape');
		await typeSql(page, 'SELECT g.bench');
		await page.keyboard.press('Control+Space');
		await expect(popup).toContainText('benchmark');
	});

	test('an error shows DuckDB message and marks its position', async ({ page }) => {
		await typeSql(page, 'SELECT title,\n  no_such_column FROM papers');
		await runWithKeys(page);
		const error = page.getByTestId('sql-error');
		await expect(error).toContainText('no_such_column');
		await expect(error).toContainText(/Binder Error/);
		await expect(page.getByTestId('sql-error-mark')).toHaveText('no_such_column');
	});

	test('an error replaces the last result, so nothing stale can be exported', async ({ page }) => {
		await runQuery(page, 'SELECT 42 AS answer');
		await expect(page.getByTestId('result-table')).toContainText('answer');
		await typeSql(page, 'SELECT count(*) FROM paperz');
		await runWithKeys(page);
		await expect(page.getByTestId('sql-error')).toContainText('paperz');
		await expect(page.getByTestId('result-count')).toHaveCount(0);
		await expect(page.getByTestId('result-table')).toHaveCount(0);
		await expect(page.getByRole('button', { name: /csv/i })).toHaveCount(0);
	});

	test('a query that returns no rows says so', async ({ page }) => {
		await runQuery(page, 'SELECT title FROM papers WHERE false');
		expect(await resultCount(page)).toBe(0);
		await expect(page.getByTestId('result-empty')).toHaveText('The query returned no rows.');
	});

	test('a syntax error shows DuckDB message, not JSON, and marks its position', async ({
		page
	}) => {
		await typeSql(page, "SELECT 'café 🚀' AS drink,\n  title FORM papers");
		await runWithKeys(page);
		const error = page.getByTestId('sql-error');
		await expect(error).toContainText('Parser Error: syntax error at or near "papers"');
		await expect(error).not.toContainText('exception_type');
		// DuckDB counts the position in characters: the mark must still land past "é" and "🚀".
		await expect(page.getByTestId('sql-error-mark')).toHaveText('papers');
	});

	test('result headers show DuckDB types, as the schema does', async ({ page }) => {
		await runQuery(page, "SELECT 1::BIGINT AS n, 'x' AS s, ['a'] AS l, 1.5::DOUBLE AS d");
		const headers = page.getByTestId('result-table').locator('[role=columnheader] .type');
		await expect(headers).toHaveText(['BIGINT', 'VARCHAR', 'VARCHAR[]', 'DOUBLE']);
	});

	test('a slow query can be cancelled and the page stays responsive', async ({ page }) => {
		// A result before it: cancelling must not leave it standing as this query's answer.
		await runQuery(page, 'SELECT 7 AS earlier');
		await typeSql(page, 'SELECT count(*) FROM range(2000000000) a, range(1000) b');
		await runWithKeys(page);
		const running = page.getByTestId('running');
		await expect(running).toBeVisible();
		// The clock keeps ticking while DuckDB works: the main thread is free.
		const before = await running.textContent();
		await expect(running).not.toHaveText(before ?? '', { timeout: 5_000 });
		expect(await page.evaluate(() => 6 * 7)).toBe(42);
		await page.getByTestId('cancel').click();
		await expect(page.getByTestId('cancelled')).toBeVisible({ timeout: 10_000 });
		await expect(running).toHaveCount(0);
		await expect(page.getByTestId('result-table')).toHaveCount(0);
		// History keeps the cancelled query, marked as such.
		await page.getByTestId('tab-history').click();
		const entry = page.getByTestId('history-entry').first();
		await expect(entry).toContainText('range(2000000000)');
		await expect(entry.getByTestId('history-cancelled')).toContainText('cancelled');
		// The console works again at once.
		await runQuery(page, 'SELECT 42 AS answer');
		expect(await resultCount(page)).toBe(1);
	});

	test('a big result is virtualised, capped on screen and says so', async ({ page }) => {
		const started = Date.now();
		await runQuery(page, 'SELECT range AS i, range % 7 AS k FROM range(250000)');
		const elapsed = Date.now() - started;
		expect(await resultCount(page)).toBe(250000);
		await expect(page.getByTestId('result-cap-notice')).toContainText('200,000 of 250,000');
		const rendered = await page.getByTestId('result-table').locator('[role=row][data-row]').count();
		expect(rendered).toBeLessThan(100);
		// Scroll to the end of the shown rows: the last rendered row is the cap's last.
		await page.getByTestId('result-table').evaluate((el) => (el.scrollTop = el.scrollHeight));
		await expect(page.getByTestId('result-table').locator('[data-row="199999"]')).toBeVisible();
		test
			.info()
			.annotations.push({ type: 'timing', description: `250k rows run+render ${elapsed} ms` });
	});

	test('history keeps past queries and re-runs them', async ({ page }) => {
		await runQuery(page, 'SELECT 7 AS seven');
		await runQuery(page, 'SELECT 8 AS eight');
		await page.getByTestId('tab-history').click();
		const entries = page.getByTestId('history-entry');
		await expect(entries.first()).toContainText('SELECT 8 AS eight');
		await entries.filter({ hasText: 'SELECT 7 AS seven' }).getByTestId('history-run').click();
		await expect(page.getByTestId('result-table')).toContainText('seven');
		// Kept in the browser: still there after a reload.
		await openConsole(page);
		await page.getByTestId('tab-history').click();
		await expect(page.getByTestId('history-entry').first()).toContainText('SELECT 7 AS seven');
	});

	test('the query being written is still there after another view and Back, and a reload', async ({
		page
	}) => {
		await typeSql(page, 'SELECT 41 + 1 AS kept');
		await page.getByRole('link', { name: 'Overview', exact: true }).click();
		await expect(page).toHaveURL(/\/$|\/\?/);
		await page.goBack();
		const editor = page.locator('[data-testid=sql-editor] .cm-content');
		await expect(editor).toHaveText('SELECT 41 + 1 AS kept', { timeout: 30_000 });
		await page.reload();
		await expect(editor).toHaveText('SELECT 41 + 1 AS kept', { timeout: 30_000 });
	});

	test('worked examples load with one click and run', async ({ page }) => {
		await page.getByTestId('tab-examples').click();
		await page.getByRole('button', { name: 'Claimed gains per benchmark' }).click();
		await expect(page.locator('[data-testid=sql-editor] .cm-content')).toContainText(
			'unnest(gains)'
		);
		await page.getByTestId('run').click();
		await expect(page.getByTestId('result-table')).toContainText('benchmark');
		expect(await resultCount(page)).toBeGreaterThan(0);
	});

	test("the first example lists algorithms in the Overview chart's order, ties and all", async ({
		page
	}) => {
		await page.getByTestId('tab-examples').click();
		await page.getByRole('button', { name: 'Most named algorithms' }).click();
		await page.getByTestId('run').click();
		const chart = await sql<{ name: string }>(overviewQueries(emptyFilters()).algorithms);
		// (The first cell of a row is its number; the algorithm follows.)
		const names = page.locator('[data-testid=result-table] [role=row][data-row] > :nth-child(2)');
		await expect(names).toHaveText(chart.map((r) => r.name));
	});

	test('a share link goes once the query it carries is edited or replaced', async ({ page }) => {
		await runQuery(page, 'SELECT 1 AS a, 2 AS b');
		await page.getByTestId('share').click();
		await expect(page.getByTestId('share-link')).toHaveValue(
			/#sql=SELECT%201%20AS%20a%2C%202%20AS%20b$/
		);
		await runQuery(page, 'SELECT 99 AS different');
		await expect(page.getByTestId('share-link')).toHaveCount(0);
		// Shared again, it carries the text now in the editor.
		await page.getByTestId('share').click();
		await expect(page.getByTestId('share-link')).toHaveValue(/#sql=SELECT%2099%20AS%20different$/);
	});

	test("an export's status goes once the text is edited or another query runs", async ({
		page
	}) => {
		const status = page.getByTestId('result-export-status');
		const exportParquet = () =>
			Promise.all([
				page.waitForEvent('download'),
				page.getByTestId('export-result-parquet').click()
			]);
		await runQuery(page, 'SELECT 1 AS a, 2 AS b');
		await exportParquet();
		await expect(status).toContainText('.parquet:');
		await page.locator('[data-testid=sql-editor] .cm-content').click();
		await page.keyboard.press('ControlOrMeta+End');
		await page.keyboard.insertText(' ');
		await expect(status).toHaveText('');
		await exportParquet();
		await expect(status).toContainText('.parquet:');
		// The same text run again is another run: its export has not been written.
		await page.locator('[data-testid=sql-editor] .cm-content').click();
		await runWithKeys(page);
		await expect(status).toHaveText('');
	});

	test('of several statements, the result says which one ran', async ({ page }) => {
		await typeSql(page, 'SELECT 1 AS one; SELECT 2 AS two;');
		await runWithKeys(page);
		await expect(page.getByTestId('result-table')).toContainText('two');
		await expect(page.getByTestId('result-statements')).toHaveText(
			'Only statement 2 of 2 ran, the one at the cursor; select them all to run them in order'
		);
		await page.keyboard.press('ControlOrMeta+a');
		await runWithKeys(page);
		await expect(page.getByTestId('result-statements')).toHaveText(
			"2 statements run in order; these rows are the last one's"
		);
		await typeSql(page, 'SELECT 3 AS three');
		await runWithKeys(page);
		await expect(page.getByTestId('result-table')).toContainText('three');
		await expect(page.getByTestId('result-statements')).toHaveCount(0);
	});

	test('Run with an empty or comment-only editor says there is nothing to run, no old result', async ({
		page
	}) => {
		await runQuery(page, 'SELECT 42 AS answer');
		await typeSql(page, '');
		await runWithKeys(page);
		await expect(page.getByTestId('nothing-to-run')).toHaveText(
			'Nothing to run: the editor is empty'
		);
		await expect(page.getByTestId('result-count')).toHaveCount(0);
		await expect(page.getByTestId('result-table')).toHaveCount(0);
		await typeSql(page, '-- a note for later');
		await expect(page.getByTestId('nothing-to-run')).toHaveCount(0);
		await page.getByTestId('run').click();
		await expect(page.getByTestId('nothing-to-run')).toHaveText(
			'Nothing to run: the editor holds only comments'
		);
		await runQuery(page, 'SELECT 43 AS answer');
		await expect(page.getByTestId('nothing-to-run')).toHaveCount(0);
	});
});

test('a NULL reads apart from an empty text', async ({ page }) => {
	await openConsole(page);
	await runQuery(page, "SELECT NULL AS a, '' AS b, 'x' AS c");
	const cells = page.locator('[role=row][data-row="0"] [role=gridcell]');
	await expect(cells).toHaveText(['NULL', '', 'x']);
	await expect(cells.nth(0)).toHaveClass(/null/);
	await expect(cells.nth(1)).not.toHaveClass(/null/);
});

test('values that broke the table read as values, and a new result replaces the last', async ({
	page
}) => {
	await openConsole(page);
	await runQuery(page, "SELECT 'first' AS a");
	// Two columns of one name (a join's two paper_id), a HUGEINT past 2^53, infinite dates, an
	// interval and a time (Arrow's reader gave [0, 0] and a count of microseconds).
	await runQuery(
		page,
		"SELECT 1 AS a, 2 AS a, 18446744073709551621::HUGEINT AS big, DATE 'infinity' AS d, '-infinity'::TIMESTAMP AS t, INTERVAL 3 DAY AS i, TIME '12:34:56' AS tm"
	);
	expect(await resultCount(page)).toBe(1);
	const cells = page.locator('[role=row][data-row="0"] [role=gridcell]');
	await expect(cells).toHaveText([
		'1',
		'2',
		'18446744073709551621',
		'infinity',
		'-infinity',
		'3 days',
		'12:34:56'
	]);
	await expect(page.getByTestId('run')).toBeEnabled();
	await page.getByRole('tab', { name: /History/ }).click();
	await expect(page.getByTestId('history-entry').first()).toContainText('1 row ·');
});

test('an ENUM reads its values, and an infinite timestamp inside a list or struct reads as a word', async ({
	page
}) => {
	await openConsole(page);
	// (Streamed, the ENUM's cells were empty; the list and struct made the table throw.)
	await runQuery(
		page,
		"SELECT 'b'::ENUM('a', 'b') AS e, ['infinity'::TIMESTAMP] AS l, {'t': '-infinity'::TIMESTAMP} AS s"
	);
	const cells = page.locator('[role=row][data-row="0"] [role=gridcell]');
	await expect(cells).toHaveText(['b', "['infinity']", "{t: '-infinity'}"]);
});

test('a query asked for while the data loads runs once it is loaded, from the keys on the page', async ({
	page
}) => {
	// Held back, the data file keeps the console loading until the keys are pressed.
	let release: () => void = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route(/papers\.(duckdb|parquet)$/, async (route) => {
		await held;
		await route.continue();
	});
	await page.goto('/sql');
	await expect(page.getByTestId('loading')).toBeVisible({ timeout: 30_000 });
	// Focus on the page, not in the editor: Ctrl+Enter still runs the editor's query.
	await page.locator('body').press('Control+Enter');
	await expect(page.getByTestId('loading')).toContainText('The query runs once it is loaded');
	release();
	await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 45_000 });
	await expect(page.getByTestId('tab-history')).toHaveText('History (1)');
});

test.describe('on a dark screen', () => {
	test.use({ colorScheme: 'dark' });

	test('the editor and its chart take the dark colours, not a white gutter and light ink', async ({
		page
	}) => {
		await openConsole(page);
		await runQuery(page, "SELECT 'PPO' AS algorithm, 3 AS papers -- a comment");
		const editor = page.getByTestId('sql-editor');
		const colour = (selector: string, property: string) =>
			editor
				.locator(selector)
				.first()
				.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
		// The page's dark surface and code background, and app.css's dark keyword colour.
		expect(await colour('.cm-editor', 'background-color')).toBe('rgb(27, 30, 35)');
		expect(await colour('.cm-gutters', 'background-color')).toBe('rgb(35, 39, 46)');
		const keyword = editor.locator('.cm-line span', { hasText: /^SELECT$/ });
		expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(210, 168, 255)');
		// "Chart this" draws in the dark figure theme, as the dashboard's cards do.
		await page.getByTestId('view-chart').click();
		const svg = page.getByTestId('chart-this').locator('svg').first();
		await expect(svg).toBeVisible();
		expect(await svg.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
			'rgb(22, 24, 29)'
		);
	});
});

test('the schema panel lists a table or view once created, and no longer once dropped', async ({
	page
}) => {
	await openConsole(page);
	const panel = page.getByTestId('schema-panel');
	// The whole script runs when it is selected.
	const runScript = async (sql: string) => {
		await typeSql(page, sql);
		await page.keyboard.press('ControlOrMeta+a');
		await runWithKeys(page);
		await expect(page.getByTestId('result-statements')).toBeVisible();
		await expect(page.getByTestId('running')).toHaveCount(0);
	};
	await runScript('CREATE TABLE made_here AS SELECT 1 AS n; SELECT 1 AS done');
	await expect(panel.getByRole('button', { name: 'made_here' })).toBeVisible();
	await runScript('CREATE VIEW seen_here AS SELECT n FROM made_here; SELECT 1 AS done');
	await expect(panel.getByRole('button', { name: 'seen_here' })).toBeVisible();
	await runScript('DROP VIEW seen_here; DROP TABLE made_here; SELECT 1 AS done');
	await expect(panel.getByRole('button', { name: 'made_here' })).toHaveCount(0);
	await expect(panel.getByRole('button', { name: 'seen_here' })).toHaveCount(0);
});

test('a value cut by its column shows whole in its tooltip', async ({ page }) => {
	await openConsole(page);
	// The column is as wide as its first rows' values; a longer one further down is cut.
	await runQuery(
		page,
		"SELECT CASE WHEN range < 200 THEN 'id' || range ELSE 'paper-0123456789abcdefghij' END AS id FROM range(300)"
	);
	const table = page.getByTestId('result-table');
	await table.evaluate((el) => (el.scrollTop = 250 * 26));
	const cut = table.locator('[data-row="250"] [role=gridcell]').first();
	await cut.hover();
	await expect(cut).toHaveAttribute('title', 'paper-0123456789abcdefghij');
	await table.evaluate((el) => (el.scrollTop = 0));
	const whole = table.locator('[data-row="0"] [role=gridcell]').first();
	await whole.hover();
	await expect(whole).not.toHaveAttribute('title');
});

test('"Chart this" can draw the second of two columns named alike', async ({ page }) => {
	await openConsole(page);
	await runQuery(page, "SELECT 'x' AS k, 1 AS a, 100 AS a");
	await page.getByTestId('view-chart').click();
	await page.getByTestId('chart-y').selectOption({ index: 2 });
	const ticks = page.locator('[data-testid=chart-this] svg [aria-label="y-axis tick label"] text');
	await expect(ticks.last()).toHaveText('100');
});

test('a NULL category is drawn and named in "Chart this"', async ({ page }) => {
	await openConsole(page);
	await runQuery(page, "SELECT * FROM (VALUES ('alpha', 1), (NULL, 2)) t(c, n)");
	await page.getByTestId('view-chart').click();
	const ticks = page.locator('[data-testid=chart-this] svg [aria-label="x-axis tick label"] text');
	await expect(ticks).toHaveText(['alpha', '(null)']);
});

test('"Chart this" says which values lead in what it draws, for bars and for dots', async ({
	page
}) => {
	const query = `SELECT a AS algorithm, count(*)::INTEGER AS papers
		FROM (SELECT unnest(algorithms) AS a FROM papers) GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`;
	const rows = await sql<{ algorithm: string; papers: number }>(query);
	test.skip(rows.length < 2 || rows[0].papers === rows[1].papers, 'no single leader');
	const total = rows.reduce((n, r) => n + r.papers, 0);
	await openConsole(page);
	await runQuery(page, query.replace(/\s+/g, ' '));
	await page.getByTestId('view-chart').click();
	const summary = page.getByTestId('chart-summary');
	await expect(summary).toContainText(
		`${rows[0].algorithm} leads on papers: ${rows[0].papers} of the ${total} summed over all bars (` +
			`${Math.round((100 * rows[0].papers) / total)}%); then ${rows[1].algorithm} ${rows[1].papers} (`
	);
	await page.getByTestId('chart-mark').selectOption('dot');
	await expect(summary).toContainText(
		`Highest papers: ${rows[0].papers} at ${rows[0].algorithm}; then ${rows[1].papers} at ${rows[1].algorithm}`
	);
});

test('"Chart this" draws and sums up dates holding DuckDB\'s infinity, the page not erroring', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await openConsole(page);
	await runQuery(
		page,
		"SELECT * FROM (VALUES ('infinity'::DATE, 1), (DATE '2025-01-01', 2), (DATE '2025-02-01', 3)) t(d, n)"
	);
	await page.getByTestId('view-chart').click();
	await expect(page.getByTestId('chart-summary')).toContainText(
		'Highest n: 3 at 2025-02-01; then 2 at 2025-01-01.'
	);
	expect(errors).toEqual([]);
});

test('"Chart this" writes years in a tooltip as its axis does, "2024", not "2,024"', async ({
	page
}) => {
	await openConsole(page);
	await runQuery(page, 'SELECT * FROM (VALUES (2023, 2), (2024, 5), (2025, 3)) t(year, papers)');
	await page.getByTestId('view-chart').click();
	await page.getByTestId('chart-mark').selectOption('line');
	const svg = page.getByTestId('chart-this').locator('svg').first();
	const box = (await svg.boundingBox())!;
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	const tip = svg.locator('[aria-label="tip"]');
	await expect(tip).toContainText('2024');
	await expect(tip).not.toContainText('2,024');
});
