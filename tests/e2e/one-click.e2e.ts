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
