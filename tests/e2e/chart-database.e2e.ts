// The charts' data arrives as the DuckDB file the build wrote (data/papers.duckdb), attached as it
// is; a build without one, or with one another build wrote, makes the app decode papers.parquet.
// Either way the filters give what SQL over the Parquet gives.
import { DuckDBInstance } from '@duckdb/node-api';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeChartDatabase } from '../../scripts/chart-database-file.ts';
import { CHART_COLUMNS } from '../../src/lib/db/columns.ts';
import { PARQUET, sql } from './expected.ts';
import { withTempDir } from './temp-dir.ts';

const ROUTE = '**/data/papers.duckdb';

/** A filter and a date range on: DuckDB answers (the build's cube answers no date range). */
async function filteredCount(page: Page): Promise<string[]> {
	const [expected] = await sql<{ n: number }>(
		"SELECT count(*)::INTEGER AS n FROM papers WHERE list_contains(algorithms, 'PPO') AND published IS NOT NULL"
	);
	const parquet: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('/data/papers.parquet')) parquet.push(request.method());
	});
	await page.goto('/?algorithm=PPO&from=1900-01-01');
	await expect(page.getByTestId('engine')).toHaveAttribute('data-state', 'ready', {
		timeout: 30_000
	});
	await expect(page.getByTestId('count-papers').locator('strong')).toHaveText(String(expected.n));
	expect(expected.n).toBeGreaterThan(0);
	return parquet;
}

test('the filters read the chart database: papers.parquet is never fetched', async ({ page }) => {
	expect(await filteredCount(page)).toEqual([]);
});

test('a build without the chart database decodes papers.parquet, with the same answers', async ({
	page
}) => {
	await page.route(ROUTE, (route) => route.fulfill({ status: 404, body: 'not found' }));
	expect(await filteredCount(page)).toContain('GET');
});

test('a chart database another build wrote (a column short) gives way to papers.parquet', async ({
	page
}) => {
	const body = await withTempDir('chart-db-', async (dir) => {
		const out = join(dir, 'papers.duckdb');
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		const fewer = CHART_COLUMNS.filter((c) => c !== 'benchmarks');
		await connection.run(
			`CREATE TABLE papers AS SELECT ${fewer.join(', ')} FROM read_parquet('${PARQUET}')`
		);
		await writeChartDatabase(connection, 'papers', out);
		connection.closeSync();
		instance.closeSync();
		return readFile(out);
	});
	await page.route(ROUTE, (route) =>
		route.fulfill({ body, contentType: 'application/octet-stream' })
	);
	expect(await filteredCount(page)).toContain('GET');
});
