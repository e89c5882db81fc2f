// A click on an overview bar redraws from the answers the build computed for every filter one
// click away: at once, even while DuckDB is not there (here it never starts).
import { expect, test } from '@playwright/test';
import { sql, topAlgorithmFiltered } from './expected.ts';

test('a click on a bar filters the overview without DuckDB, from the build’s answers', async ({
	page
}) => {
	const { top, filtered } = await topAlgorithmFiltered();
	const [benchmark] = await sql<{ b: string; n: number }>(
		`SELECT b, count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(benchmarks) AS b FROM papers WHERE list_contains(algorithms, '${top.a}'))
		GROUP BY b ORDER BY n DESC, b LIMIT 1`
	);
	// DuckDB's wasm never arrives: only the precomputed answers can draw anything.
	await page.route('**/duckdb-*.wasm', () => {});
	const answers = page.waitForResponse('**/data/overview-filters.json');
	await page.goto('/');
	await answers;
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
	await expect(
		page
			.locator('[data-chart="overview-benchmark"]')
			.getByRole('button', { name: `${benchmark.b}, ${benchmark.n} papers: filter` })
	).toBeVisible();
	await expect(page.getByTestId('engine')).not.toHaveAttribute('data-state', 'ready');
});

test('a state the build did not answer shows the last answer faded, and no export of it', async ({
	page
}) => {
	const { top } = await topAlgorithmFiltered();
	// Another algorithm the first one's papers name, as its bar reads once the first is chosen.
	const [second] = await sql<{ a: string; n: number }>(
		`SELECT a, count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM papers
		WHERE list_contains(algorithms, '${top.a}'))
		WHERE a <> '${top.a}' GROUP BY a ORDER BY n DESC, a LIMIT 1`
	);
	// DuckDB never arrives: two algorithms at once can only be asked of it.
	await page.route('**/duckdb-*.wasm', () => {});
	const answers = page.waitForResponse('**/data/overview-filters.json');
	await page.goto('/');
	await answers;
	const card = page.locator('[data-chart="overview-algorithm"]');
	const bar = (name: string, n: number) =>
		card.getByRole('button', { name: `${name}, ${n} papers: filter` });
	await bar(top.a, top.n).click();
	const papers = page.getByTestId('count-papers').locator('strong');
	await expect(papers).toHaveText(String(top.n));
	await expect(card.getByRole('button', { name: 'Export' })).toBeEnabled();
	await bar(second.a, second.n).click();
	// The chips say both algorithms; the numbers are still the first state's, and look it.
	await expect(page).toHaveURL(new RegExp(`algorithm=.*${encodeURIComponent(second.a)}`));
	await expect(papers).toHaveClass(/stale/);
	await expect(card.locator('.chart')).toHaveClass(/stale/);
	await expect(card.getByRole('button', { name: 'Export' })).toBeDisabled();
});
