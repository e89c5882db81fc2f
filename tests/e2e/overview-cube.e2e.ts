// A click on an overview bar redraws from the cube the build wrote, which answers every state of
// list, size and date filters (with the build's search index, a one-word search and names too):
// at once, even while DuckDB is not there (here it never starts).
import { expect, test } from '@playwright/test';
import { PARQUET, sql, topAlgorithmFiltered } from './expected.ts';
import { conditions, emptyFilters, type Filters } from '../../src/lib/queries/filters.ts';
import { datedSummarySql, type DatedSummary } from '../../src/lib/queries/trends.ts';

const ENTITIES = 'static/data/entities.parquet';

test('bar clicks filter the overview without DuckDB, from the build’s cube', async ({ page }) => {
	const { top, filtered } = await topAlgorithmFiltered();
	const [benchmark] = await sql<{ b: string; n: number }>(
		`SELECT b, count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(benchmarks) AS b FROM papers WHERE list_contains(algorithms, '${top.a}'))
		GROUP BY b ORDER BY n DESC, b LIMIT 1`
	);
	const [both] = await sql<{ n: number; algorithms: number }>(
		`SELECT count(*)::INTEGER AS n,
		(SELECT count(DISTINCT a)::INTEGER FROM (SELECT unnest(algorithms) AS a FROM papers
			WHERE list_contains(algorithms, '${top.a}') AND list_contains(benchmarks, '${benchmark.b}'))) AS algorithms
		FROM papers WHERE list_contains(algorithms, '${top.a}') AND list_contains(benchmarks, '${benchmark.b}')`
	);
	// DuckDB's wasm never arrives: only the build's answers can draw anything.
	await page.route('**/duckdb-*.wasm', () => {});
	const cube = page.waitForResponse('**/data/overview-cube.bin');
	await page.goto('/');
	await cube;
	await page
		.locator('[data-chart="overview-algorithm"]')
		.getByRole('button', { name: `${top.a}, ${top.n} papers: filter` })
		.click();
	const count = (key: string) => page.getByTestId(`count-${key}`).locator('strong');
	await expect(count('papers')).toHaveText(String(top.n));
	await expect(count('benchmarks')).toHaveText(String(filtered.b));
	await expect(page.locator('[data-chart="overview-benchmark"] [data-testid=n]')).toHaveText(
		`n = ${filtered.naming}`
	);
	// A second filter on top of the first: still the cube's answer, not DuckDB's.
	await page
		.locator('[data-chart="overview-benchmark"]')
		.getByRole('button', { name: `${benchmark.b}, ${benchmark.n} papers: filter` })
		.click();
	await expect(count('papers')).toHaveText(String(both.n));
	await expect(count('algorithms')).toHaveText(String(both.algorithms));
	await expect(page.locator('[data-chart="overview-algorithm"] .chart')).not.toHaveClass(/stale/);
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('a date range typed on top of a bar filter is drawn from the cube', async ({ page }) => {
	const { top } = await topAlgorithmFiltered();
	// The middle day of the top algorithm's dated papers: the range keeps some, not all.
	const [{ middle }] = await sql<{ middle: string }>(
		`SELECT strftime(quantile_disc(published, 0.5), '%Y-%m-%d') AS middle FROM papers
		WHERE list_contains(algorithms, '${top.a}')`
	);
	const counted = async (f: Partial<Filters>) => {
		const state = { ...emptyFilters(), algorithm: [top.a], ...f };
		const [row] = await sql<{ n: number; dated: number }>(
			`SELECT count(*)::INTEGER AS n, count(published)::INTEGER AS dated FROM papers
			WHERE ${conditions(state).join(' AND ')}`
		);
		return row;
	};
	const inRange = await counted({ from: middle });
	const withBounded = await counted({ from: middle, bounded: true });
	expect(inRange.n).toBeGreaterThan(0);
	expect(inRange.n).toBeLessThan(top.n);
	expect(withBounded.n).toBeGreaterThan(inRange.n);
	await page.route('**/duckdb-*.wasm', () => {});
	const cube = page.waitForResponse('**/data/overview-cube.bin');
	await page.goto(`/?algorithm=${encodeURIComponent(top.a)}`);
	await cube;
	const count = (key: string) => page.getByTestId(`count-${key}`).locator('strong');
	await expect(count('papers')).toHaveText(String(top.n));
	await page.getByLabel('From').fill(middle);
	await page.getByLabel('From').dispatchEvent('change');
	await expect(page).toHaveURL(new RegExp(`from=${middle}`));
	await expect(count('papers')).toHaveText(String(inRange.n));
	await expect(count('papers')).not.toHaveClass(/stale/);
	// What the range leaves out is told at once too, as DuckDB's summary counts it.
	const [summary] = await sql<DatedSummary>(
		datedSummarySql({ ...emptyFilters(), algorithm: [top.a], from: middle }, true)
	);
	const undated = summary.papers - summary.dated - summary.dated_outside;
	expect(undated).toBeGreaterThan(0);
	await expect(page.getByTestId('undated-count')).toHaveText(String(undated));
	await expect(page.getByTestId('date-filter-notice')).toContainText(
		`leaves out the ${undated} papers without a date`
	);
	await expect(page.getByTestId('bounded-count')).toHaveText(String(summary.bounded));
	await expect(page.locator('[data-chart="overview-algorithm"] .chart')).not.toHaveClass(/stale/);
	// With the bounded papers (from the address: the switch waits for DuckDB's count of them).
	await page.goto(`/?algorithm=${encodeURIComponent(top.a)}&from=${middle}&bounded=1`);
	await expect(count('papers')).toHaveText(String(withBounded.n));
	await expect(count('dated')).toHaveText(String(withBounded.dated));
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('a page opened with bar filters in its address draws them from the cube', async ({ page }) => {
	const { top } = await topAlgorithmFiltered();
	await page.route('**/duckdb-*.wasm', () => {});
	await page.goto(`/?algorithm=${encodeURIComponent(top.a)}`);
	await expect(page.getByTestId('count-papers').locator('strong')).toHaveText(String(top.n));
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('a state the cube cannot answer shows the last answer faded, and no export of it', async ({
	page
}) => {
	const { top } = await topAlgorithmFiltered();
	// DuckDB never arrives: a search for two words can only be asked of it (the search index
	// answers one).
	await page.route('**/duckdb-*.wasm', () => {});
	const cube = page.waitForResponse('**/data/overview-cube.bin');
	// Fetched for the search (else once DuckDB is ready): the page answers with it when it can.
	const index = page.waitForResponse('**/data/search-index.bin');
	await page.goto('/');
	await cube;
	const card = page.locator('[data-chart="overview-algorithm"]');
	await card.getByRole('button', { name: `${top.a}, ${top.n} papers: filter` }).click();
	const papers = page.getByTestId('count-papers').locator('strong');
	await expect(papers).toHaveText(String(top.n));
	await expect(card.getByRole('button', { name: 'Export' })).toBeEnabled();
	await page.getByRole('searchbox').fill('reward model');
	await page.getByRole('searchbox').press('Enter');
	await index;
	// The URL says the search; the numbers are still the first state's, and look it.
	await expect(page).toHaveURL(/q=reward/);
	await expect(papers).toHaveClass(/stale/);
	await expect(card.locator('.chart')).toHaveClass(/stale/);
	await expect(card.getByRole('button', { name: 'Export' })).toBeDisabled();
});

test('a search for one word is answered from the cube and the build’s search index, without DuckDB', async ({
	page
}) => {
	const { top } = await topAlgorithmFiltered();
	const count = async (f: Filters) =>
		(
			await sql<{ n: number }>(
				`SELECT count(*)::INTEGER AS n FROM papers WHERE ${conditions(f).join(' AND ') || 'true'}`
			)
		)[0].n;
	const searched = { ...emptyFilters(), q: 'reward' };
	const [alone, withBar] = [
		await count(searched),
		await count({ ...searched, algorithm: [top.a] })
	];
	expect(alone).toBeGreaterThan(withBar);
	expect(withBar).toBeGreaterThan(0);
	await page.route('**/duckdb-*.wasm', () => {});
	const cube = page.waitForResponse('**/data/overview-cube.bin');
	await page.goto('/');
	await cube;
	const papers = page.getByTestId('count-papers').locator('strong');
	// The index is fetched once DuckDB is ready, or for a search: here, for this one.
	await page.getByRole('searchbox').fill('Reward');
	await page.getByRole('searchbox').press('Enter');
	await expect(papers).toHaveText(String(alone));
	await expect(papers).not.toHaveClass(/stale/);
	// A bar on top narrows the search's papers, in the page too.
	await page
		.locator('[data-chart="overview-algorithm"]')
		.getByRole('button', {
			name: new RegExp(`^${top.a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\d+ papers: filter`)
		})
		.click();
	await expect(papers).toHaveText(String(withBar));
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('a learned name in the address is answered from the cube and the search index, without DuckDB', async ({
	page
}) => {
	// The learned name most papers name, by its key (nameKeySql), as Emerging links to it.
	const count = async (f: Partial<Filters>) =>
		(
			await sql<{ n: number }>(
				`SELECT count(*)::INTEGER AS n FROM papers WHERE ${conditions({ ...emptyFilters(), ...f }).join(' AND ')}`
			)
		)[0].n;
	const learned = (
		await sql<{ name: string }>('SELECT name FROM entities ORDER BY name', PARQUET, ENTITIES)
	).map((r) => r.name);
	const counts = await Promise.all(learned.slice(0, 40).map((name) => count({ name: [name] })));
	const name = learned[counts.indexOf(Math.max(...counts))];
	const { top } = await topAlgorithmFiltered();
	const [alone, shouted, withBar] = [
		await count({ name: [name] }),
		await count({ name: [name.toUpperCase()] }),
		await count({ name: [name], algorithm: [top.a] })
	];
	expect(alone).toBeGreaterThan(1);
	await page.route('**/duckdb-*.wasm', () => {});
	const index = page.waitForResponse('**/data/search-index.bin');
	await page.goto(`/?name=${encodeURIComponent(name)}`);
	await index;
	const papers = page.getByTestId('count-papers').locator('strong');
	await expect(papers).toHaveText(String(alone));
	await expect(papers).not.toHaveClass(/stale/);
	// Another spelling of it, and a bar on top: still the page's answers.
	await page.goto(`/?name=${encodeURIComponent(name.toUpperCase())}`);
	await expect(papers).toHaveText(String(shouted));
	await page.goto(`/?name=${encodeURIComponent(name)}&algorithm=${encodeURIComponent(top.a)}`);
	await expect(papers).toHaveText(String(withBar));
	await expect(papers).not.toHaveClass(/stale/);
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('a search finds a name by a word it starts, as a title is found: "curriculum" finds Curriculum Learning', async ({
	page
}) => {
	const [{ tagged, titled }] = await sql<{ tagged: number; titled: number }>(
		`SELECT count(*) FILTER (WHERE list_contains(paradigms, 'Curriculum Learning'))::INTEGER AS tagged,
		count(*) FILTER (WHERE regexp_matches(title, '(?i)\\bcurriculum'))::INTEGER AS titled
		FROM papers`
	);
	const [{ n: found }] = await sql<{ n: number }>(
		`SELECT count(*)::INTEGER AS n FROM papers WHERE ${conditions({ ...emptyFilters(), q: 'curriculum' }).join(' AND ')}`
	);
	// The seeds tag more papers than their titles name, and the search finds every tagged one.
	expect(tagged).toBeGreaterThan(titled);
	expect(found).toBeGreaterThanOrEqual(tagged);
	await page.route('**/duckdb-*.wasm', () => {});
	await page.goto('/?q=curriculum');
	const papers = page.getByTestId('count-papers').locator('strong');
	await expect(papers).toHaveText(String(found));
	await expect(papers).not.toHaveClass(/stale/);
});
