import { expect, test } from '@playwright/test';
import { openConsole, resultCount, typeSql } from './sql-helpers';

// Running must not depend on which popup the editor has open.

for (const key of ['Control+Enter', 'Meta+Enter']) {
	test(`${key} runs the query while the completion popup is open`, async ({ page }) => {
		await openConsole(page);
		const content = page.locator('[data-testid=sql-editor] .cm-content');
		await content.click();
		await page.keyboard.press('ControlOrMeta+a');
		await page.keyboard.press('Delete');
		// Typed key by key, as a user does, so completion opens on its own.
		await page.keyboard.type('SELECT * FROM papers');
		await expect(page.locator('.cm-tooltip-autocomplete')).toBeVisible();
		await page.keyboard.press(key);
		await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 30_000 });
		expect(await resultCount(page)).toBeGreaterThan(0);
		await expect(content).toHaveText('SELECT * FROM papers');
		// The popup closes with the run: it would hide the results.
		await expect(page.locator('.cm-tooltip-autocomplete')).toHaveCount(0);
	});
}

test('the Run button closes the completion popup as the keys do', async ({ page }) => {
	await openConsole(page);
	// Pasted, then Run at once: the suggestions the paste asked for come after the click.
	await typeSql(page, 'SELECT * FROM papers');
	await page.getByTestId('run').click();
	await expect(page.getByTestId('result-count')).toBeVisible({ timeout: 30_000 });
	await expect(page.locator('.cm-tooltip-autocomplete')).toHaveCount(0);
});
