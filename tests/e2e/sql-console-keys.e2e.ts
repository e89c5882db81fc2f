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

test('Run pressed from the keyboard keeps the focus', async ({ page }) => {
	await openConsole(page);
	await typeSql(page, 'SELECT 42 AS answer');
	const run = page.getByTestId('run');
	await run.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('result-table')).toContainText('42');
	await expect(page.getByTestId('running')).toHaveCount(0);
	// (Disabled while running, it dropped the focus to the page.)
	await expect(run).toBeFocused();
	// Cancel, with nothing to cancel, says so and keeps the keys too: once a run ended, a disabled
	// Cancel under them dropped the focus the same way.
	const cancel = page.getByTestId('cancel');
	await expect(cancel).toHaveAttribute('aria-disabled', 'true');
	await cancel.focus();
	await page.keyboard.press('Enter');
	await expect(cancel).toBeFocused();
	await expect(page.getByTestId('result-table')).toContainText('42');
});

test('the editor has a name, and Tab reaches it before the schema', async ({ page }) => {
	await openConsole(page);
	const editor = page.getByRole('textbox', { name: /SQL query/ });
	await expect(editor).toBeVisible();
	let presses = 0;
	while (!(await editor.evaluate((el) => el === document.activeElement)) && presses < 60) {
		await page.keyboard.press('Tab');
		presses++;
	}
	// The site's links and skip link come first; the schema's names come after.
	expect(presses).toBeLessThanOrEqual(15);
});
