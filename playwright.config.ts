import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium where it is installed (this project's CI installs it); Playwright's own elsewhere.
const debianChromium = '/usr/bin/chromium';
const executablePath =
	process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run'
];

// A worktree can run its own suite beside another: E2E_PORT picks the preview port.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	timeout: 60_000,
	// A first answer waits for DuckDB-WASM to start: seconds on a busy 2-core machine.
	expect: { timeout: 15_000 },
	fullyParallel: false,
	workers: 1,
	reporter: process.env.CI ? 'list' : 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		launchOptions: { executablePath, args: chromiumArgs },
		trace: 'off'
	},
	webServer: {
		command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: false,
		timeout: 60_000
	}
});
