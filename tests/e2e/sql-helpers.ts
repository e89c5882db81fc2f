import { expect, type Page } from '@playwright/test';

// Shared steps of the SQL console tests.

export async function openConsole(page: Page, hash = ''): Promise<void> {
	await page.goto(`/sql${hash}`);
	// Run says when the data is loaded into DuckDB (before, a query waits for it).
	await expect(page.getByTestId('run')).toHaveAttribute('data-ready', 'true', { timeout: 45_000 });
}

/** Replaces the editor's text by typing, as a user would. */
export async function typeSql(page: Page, sql: string): Promise<void> {
	const content = page.locator('[data-testid=sql-editor] .cm-content');
	await content.click();
	await page.keyboard.press('ControlOrMeta+a');
	await page.keyboard.press('Delete');
	// insertText avoids auto-closed brackets doubling what we type.
	await page.keyboard.insertText(sql);
}

export async function runWithKeys(page: Page): Promise<void> {
	await page.keyboard.press('Control+Enter');
}

export async function resultCount(page: Page): Promise<number> {
	const text = (await page.getByTestId('result-count').textContent()) ?? '';
	const match = /([\d,]+)\s+rows?/.exec(text);
	if (!match) throw new Error(`no row count in ${JSON.stringify(text)}`);
	return Number(match[1].replace(/,/g, ''));
}

export async function runQuery(page: Page, sql: string): Promise<void> {
	await typeSql(page, sql);
	await runWithKeys(page);
	await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('running')).toHaveCount(0, { timeout: 30_000 });
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
	const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
	signature.forEach((b, i) => {
		if (bytes[i] !== b) throw new Error(`not a PNG: byte ${i} is ${bytes[i]}`);
	});
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	return { width: view.getUint32(16), height: view.getUint32(20) };
}
