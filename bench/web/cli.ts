// npm run bench:web [-- --runs 5 --parquet file]: dashboard timings in headless Chromium, cold cache,
// as medians, next to the floor of a bare page that only starts DuckDB-WASM and runs SELECT 1.
// Run `npm run build` first: this measures the built site in build/.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { serveStatic } from './static-server.ts';

const { values } = parseArgs({
	options: { runs: { type: 'string', default: '5' }, parquet: { type: 'string' } }
});
const runs = Number(values.runs);
const root = resolve('build');
if (!existsSync(join(root, 'index.html')))
	throw new Error('build/ is missing: run `npm run build` first');

const work = await mkdtemp(join(tmpdir(), 'bench-web-'));
const overrides: Record<string, string> = {};
if (values.parquet) {
	const parquet = resolve(values.parquet);
	const overview = join(work, 'overview.json');
	const pre = spawnSync(
		process.execPath,
		['--import', 'tsx', 'scripts/precompute-overview.ts', parquet, overview],
		{ stdio: 'inherit' }
	);
	if (pre.status !== 0) throw new Error('precompute failed');
	overrides['/data/papers.parquet'] = parquet;
	overrides['/data/overview.json'] = overview;
}
// The floor page, bundled with the same duckdb-wasm package; it loads the app's own wasm files.
await build({
	entryPoints: ['bench/web/floor.ts'],
	bundle: true,
	format: 'esm',
	outfile: join(work, 'floor.js'),
	logLevel: 'error'
});
await writeFile(
	join(work, 'floor.html'),
	'<!doctype html><script type="module" src="/bench-floor.js"></script>'
);
overrides['/bench-floor.js'] = join(work, 'floor.js');
overrides['/bench-floor.html'] = join(work, 'floor.html');
const assets = readdirSync(join(root, '_app/immutable/assets'));
const asset = (prefix: string) =>
	`/_app/immutable/assets/${assets.find((a) => a.startsWith(prefix))}`;
const floorQuery = new URLSearchParams({
	mvpWasm: asset('duckdb-mvp.'),
	mvpWorker: asset('duckdb-browser-mvp.worker.'),
	ehWasm: asset('duckdb-eh.'),
	ehWorker: asset('duckdb-browser-eh.worker.')
});

const { url, server, sent } = await serveStatic(root, overrides);
const PARQUET_PATH = '/data/papers.parquet';
const parquetFile = values.parquet ? resolve(values.parquet) : join(root, 'data/papers.parquet');
const parquetBytes = statSync(parquetFile).size;
// A paper from the middle of the file, for the paper page's timing.
const instance = await DuckDBInstance.create(':memory:');
const duck = await instance.connect();
const [{ paper_id: paperId, papers }] = (
	await duck.runAndReadAll(
		`SELECT (SELECT paper_id FROM read_parquet('${parquetFile}') ORDER BY paper_id
			OFFSET (SELECT count(*) // 2 FROM read_parquet('${parquetFile}')) LIMIT 1) AS paper_id,
			(SELECT count(*)::INTEGER FROM read_parquet('${parquetFile}')) AS papers`
	)
).getRowObjectsJson() as { paper_id: string; papers: number }[];
duck.closeSync();
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser: Browser = await chromium.launch({
	executablePath,
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run'
	]
});

interface Sample {
	floor: number;
	firstChart: number;
	allCharts: number;
	ready: number;
	filter: number;
	filterAll: number;
	/** MB of papers.parquet the overview fetched (chart columns only). */
	overviewMb: number;
	paper: number;
	paperMb: number;
}

/** Clicks the top algorithm bar; resolves to [ms until the paper count changed, ms until every
 * card has its new answer drawn (not busy, with its chart or its empty note)]. */
const FILTER_CLICK = `new Promise((done) => {
	const target = document.querySelector('[data-testid=count-papers] strong');
	const before = target.textContent;
	const start = performance.now();
	let counts = 0;
	const settled = () => [...document.querySelectorAll('section.card')].every((c) =>
		c.getAttribute('aria-busy') === 'false' && (c.querySelector('.chart svg') || c.querySelector('.empty')));
	const untilSettled = () =>
		settled() ? done([counts, performance.now() - start]) : requestAnimationFrame(untilSettled);
	const observer = new MutationObserver(() => {
		if (target.textContent !== before) {
			observer.disconnect();
			counts = performance.now() - start;
			requestAnimationFrame(untilSettled);
		}
	});
	observer.observe(target, { characterData: true, childList: true, subtree: true });
	document.querySelector('[data-chart="overview-algorithm"] .selectable')
		.dispatchEvent(new MouseEvent('click', { bubbles: true }));
})`;

async function once(): Promise<Sample> {
	// A fresh context per run: cold HTTP cache, no storage.
	const floorContext = await browser.newContext();
	const floorPage = await floorContext.newPage();
	await floorPage.goto(`${url}/bench-floor.html?${floorQuery}`);
	const floor = await floorPage
		.waitForFunction(() => (window as unknown as { __floor?: number }).__floor, null, {
			timeout: 600_000
		})
		.then((h) => h.jsonValue() as Promise<number>);
	await floorContext.close();

	sent.clear();
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(`${url}/`);
	const since = () => page.evaluate(() => performance.now());
	await page.waitForSelector('section.card .chart svg', { timeout: 600_000 });
	const firstChart = await since();
	await page.waitForFunction(
		() => {
			const cards = document.querySelectorAll('section.card');
			return (
				cards.length >= 6 &&
				[...cards].every((c) => c.querySelector('.chart svg') || c.querySelector('.empty'))
			);
		},
		null,
		{ timeout: 600_000 }
	);
	const allCharts = await since();
	await page.waitForSelector('[data-testid=engine][data-state=ready]', { timeout: 600_000 });
	const ready = await since();
	// Passed as text: tsx names functions with a helper (__name) that the page does not have.
	const [filter, filterAll] = (await page.evaluate(FILTER_CLICK)) as [number, number];
	await context.close();
	const overviewMb = (sent.get(PARQUET_PATH) ?? 0) / 1e6;

	// A paper page opened cold: it reads its own row group, not the whole file.
	sent.clear();
	const paperContext = await browser.newContext();
	const paperPage = await paperContext.newPage();
	await paperPage.goto(`${url}/paper?id=${paperId}`);
	await paperPage.waitForSelector('[data-testid=paper-abstract]', { timeout: 600_000 });
	const paper = await paperPage.evaluate(() => performance.now());
	await paperContext.close();
	const paperMb = (sent.get(PARQUET_PATH) ?? 0) / 1e6;
	return { floor, firstChart, allCharts, ready, filter, filterAll, overviewMb, paper, paperMb };
}

const samples: Sample[] = [];
for (let i = 0; i < runs; i++) samples.push(await once());
await browser.close();
server.close();

const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
const rows: [string, keyof Sample, string][] = [
	['floor: bare page, DuckDB-WASM start + SELECT 1', 'floor', 'since navigation start'],
	['first chart (overview)', 'firstChart', 'since navigation start'],
	['all overview charts', 'allCharts', 'since navigation start'],
	['DuckDB ready (data loaded, filters live)', 'ready', 'since navigation start'],
	['filter click → counts updated', 'filter', 'click to DOM update'],
	['filter click → every overview chart redrawn', 'filterAll', 'click to last chart drawn'],
	['paper page, abstract shown (cold)', 'paper', 'since navigation start'],
	['  papers.parquet fetched by the overview (MB)', 'overviewMb', 'chart columns only'],
	['  papers.parquet fetched by a paper page (MB)', 'paperMb', 'footer + one row group']
];
console.log(
	`\n${values.parquet ?? 'build/data/papers.parquet'} · ${papers.toLocaleString('en-US')} papers, ${(parquetBytes / 1e6).toFixed(1)} MB · ${runs} cold runs · medians (min–max)\n`
);
console.log('measure                                          median ms   range ms      note');
for (const [label, key, note] of rows) {
	const xs = samples.map((s) => s[key]);
	console.log(
		`${label.padEnd(48)} ${fmt(median(xs)).padStart(9)}   ${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`.padEnd(
			75
		) + note
	);
}
