import { expect, test, type Page } from '@playwright/test';
import { parquetReadObjects } from 'hyparquet';
import { readFile } from 'node:fs/promises';
import { openConsole, resultCount, runQuery } from './sql-helpers';

// More rows than the console renders: the exports must still hold all of them.
const ROWS = 210_000;
const SQL = `-- Export check
SELECT range AS i, 'v,"' || range AS s, [range, range + 1] AS l FROM range(${ROWS});`;

async function download(page: Page, testId: string) {
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		page.getByTestId(testId).click()
	]);
	return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test.describe('export of a full result', () => {
	test.beforeEach(async ({ page }) => {
		await openConsole(page);
		await runQuery(page, SQL);
		expect(await resultCount(page)).toBe(ROWS);
		await expect(page.getByTestId('result-cap-notice')).toBeVisible();
	});

	test('CSV holds every row, not only the rendered ones, named after the query and date', async ({
		page
	}) => {
		const { name, bytes } = await download(page, 'export-result-csv');
		expect(name).toMatch(/^export-check_\d{4}-\d{2}-\d{2}\.csv$/);
		const lines = bytes.toString('utf8').trimEnd().split(/\r?\n/);
		expect(lines[0]).toBe('i,s,l');
		expect(lines).toHaveLength(ROWS + 1);
		expect(lines[1]).toBe('0,"v,""0","[0, 1]"');
		expect(lines[ROWS]).toContain(`${ROWS - 1},"v,""${ROWS - 1}"`);
		await expect(page.getByTestId('result-export-status')).toContainText('written by DuckDB');
	});

	test('JSON holds every row', async ({ page }) => {
		const { name, bytes } = await download(page, 'export-result-json');
		expect(name).toMatch(/\.json$/);
		const rows = JSON.parse(bytes.toString('utf8'));
		expect(rows).toHaveLength(ROWS);
		expect(rows[5]).toEqual({ i: 5, s: 'v,"5', l: [5, 6] });
	});

	test('Parquet reads back with hyparquet, lists included', async ({ page }) => {
		const { name, bytes } = await download(page, 'export-result-parquet');
		expect(name).toMatch(/\.parquet$/);
		const file = bytes.buffer.slice(
			bytes.byteOffset,
			bytes.byteOffset + bytes.byteLength
		) as ArrayBuffer;
		const rows = await parquetReadObjects({ file });
		expect(rows).toHaveLength(ROWS);
		expect(rows[ROWS - 1]).toEqual({
			i: BigInt(ROWS - 1),
			s: `v,"${ROWS - 1}`,
			l: [BigInt(ROWS - 1), BigInt(ROWS)]
		});
	});
});

test('a result held whole is exported as shown: an INSERT is not run again', async ({ page }) => {
	await openConsole(page);
	await runQuery(page, 'CREATE OR REPLACE TABLE mine (v INTEGER)');
	await runQuery(page, 'INSERT INTO mine VALUES (1)');
	await download(page, 'export-result-json');
	await download(page, 'export-result-csv');
	await runQuery(page, 'SELECT count(*) AS n FROM mine');
	const { bytes } = await download(page, 'export-result-json');
	expect(JSON.parse(bytes.toString('utf8'))).toEqual([{ n: 1 }]);
	// A sample's file holds the rows on screen, not another draw.
	await runQuery(page, 'SELECT range AS i FROM range(100000) USING SAMPLE 5 ROWS');
	const cells = page.locator('[data-testid=result-table] .body .row .cell:nth-child(2)');
	const shown = (await cells.allTextContents()).map(Number);
	const sampled = JSON.parse((await download(page, 'export-result-json')).bytes.toString('utf8'));
	expect(sampled.map((r: { i: number }) => r.i)).toEqual(shown);
});
