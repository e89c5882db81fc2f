// npm run bench:web [-- --runs 5 --parquet file --site dir --against dir --idle ms --trace file]: dashboard timings in headless
// Chromium, cold cache, as medians, next to the floor of a bare page that only starts DuckDB-WASM
// and runs SELECT 1. Times are taken in the page (paint-probe.ts), with the app's own phase marks
// beside them. Run `npm run build` first: this measures the built site in build/ (or --site, e.g.
// a copy of build/ from before a change; --against dir measures a second one in turn with it);
// --parquet serves another data file without a rebuild.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { HELP_OPTION, optionsOrExit } from '../../etl/cli-options.ts';
import { chromium, type Browser } from 'playwright-core';
import { PAGES_FILE } from '../../etl/schema/paper-pages-format.ts';
import { writePaperPages } from '../../etl/write/paper-pages.ts';
import { PHASES as APP_PHASES } from '../../src/lib/db/phase-marks.ts';
import { NAMED_KEYS } from '../../src/lib/queries/filters.ts';
import { nameKeySql } from '../../etl/schema/entity-naming.ts';
import { VIEW_FIRST_QUERIES } from '../../src/lib/queries/view-first-queries.ts';
import { announcedTimes, APP_MARKS, PAINT_PROBE, type Milestone } from './paint-probe.ts';
import { filterClick, followLink, search, toDate } from './filter-click.ts';
import { formatTable, type Row } from './report.ts';
import { serveStatic } from './static-server.ts';

const USAGE = `npm run bench:web -- [options]   (run \`npm run build\` first)

Cold runs of the built site in headless Chromium, next to a bare page that starts DuckDB-WASM
and runs SELECT 1 (the floor), in the same run; medians and ranges.

  --runs N         cold runs of each site (default 5)
  --site dir       the built site to measure (default build)
  --against dir    a second built site (e.g. a copy of build/ from before a change), measured
                   in turn with the first, run by run
  --parquet file   serve another papers.parquet (and the entities.parquet and paper pages beside
                   it) instead of the site's data, with the overview precomputed from it
  --idle ms        the idle visit (a second visit, whose reader looks a while before the same
                   two clicks): how long it waits once DuckDB is ready (default 1000)
  --trace file     a Chrome trace of the first run's overview (load, ready, both clicks)
  --port N         serve the site on port N (the --against site on N + 1); default: any free port
  -h, --help       this text
`;

const { values } = optionsOrExit(
	{
		runs: { type: 'string', default: '5' },
		parquet: { type: 'string' },
		site: { type: 'string', default: 'build' },
		trace: { type: 'string' },
		against: { type: 'string' },
		idle: { type: 'string', default: '1000' },
		port: { type: 'string', default: '0' },
		...HELP_OPTION
	},
	USAGE,
	{
		check: ({ values: { runs, idle, port } }) => {
			if (!/^[1-9]\d*$/.test(String(runs))) throw new Error('--runs takes a whole number ≥ 1');
			if (!/^\d+$/.test(String(idle))) throw new Error('--idle takes a whole number of ms');
			if (!/^\d+$/.test(String(port))) throw new Error('--port takes a port number');
		}
	}
);
const runs = Number(values.runs);
const idleMs = Number(values.idle);
const root = resolve(values.site);
if (!existsSync(join(root, 'index.html')))
	throw new Error(`${values.site}/ is missing: run \`npm run build\` first`);

// Checked before anything is computed for them (the precompute takes ~20 s at 1M).
const sites = [root, ...(values.against ? [resolve(values.against)] : [])];
for (const site of sites) {
	if (!existsSync(join(site, 'index.html'))) throw new Error(`${site}: no built site`);
}
// --parquet writes one set of build answers, in this checkout's files: a site built before
// overview-deferred.json would miss its gains answer and ask DuckDB for it, skewing the comparison.
const readsDeferred = (site: string) =>
	readdirSync(join(site, '_app/immutable'), { recursive: true, encoding: 'utf8' }).some(
		(file) =>
			file.endsWith('.js') &&
			readFileSync(join(site, '_app/immutable', file), 'utf8').includes('overview-deferred.json')
	);
const otherLayout = values.parquet ? sites.filter((site) => !readsDeferred(site)) : [];
if (otherLayout.length)
	throw new Error(
		`--parquet: ${otherLayout.join(', ')} reads the build's answers from other files than this checkout writes; compare it without --parquet`
	);

const work = await mkdtemp(join(tmpdir(), 'bench-web-'));
// The chart database copied here can be ~100 MB at 1M papers: gone however the run ends.
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.on(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
const PARQUET_PATH = '/data/papers.parquet';
const PAGES_PATH = `/data/${PAGES_FILE}`;

/** The paper pages the ETL wrote beside `parquet`, or written now from it. */
async function pagesBeside(parquet: string, dir: string): Promise<string> {
	const beside = join(dirname(parquet), PAGES_FILE);
	if (existsSync(beside) && statSync(beside).mtimeMs >= statSync(parquet).mtimeMs) return beside;
	const out = join(dir, PAGES_FILE);
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${parquet}')`);
	await writePaperPages(connection, 'papers', out);
	connection.closeSync();
	return out;
}
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
	overrides['/data/overview-deferred.json'] = join(work, 'overview-deferred.json');
	overrides['/data/overview-cube.bin'] = join(work, 'overview-cube.bin');
	overrides['/data/search-index.bin'] = join(work, 'search-index.bin');
	overrides['/data/papers.duckdb'] = join(work, 'papers.duckdb');
	overrides['/data/emerging.json'] = join(work, 'emerging.json');
	overrides['/data/trends.json'] = join(work, 'trends.json');
	for (const view of Object.keys(VIEW_FIRST_QUERIES))
		overrides[`/data/${view}.json`] = join(work, `${view}.json`);
	overrides[PAGES_PATH] = await pagesBeside(parquet, work);
	// The learned names the ETL wrote beside it, so the app loads the corpus's own.
	const entities = join(dirname(parquet), 'entities.parquet');
	if (existsSync(entities)) overrides['/data/entities.parquet'] = entities;
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

const port = Number(values.port);
const servers = await Promise.all(
	sites.map((site, i) => serveStatic(site, overrides, port && port + i))
);
const parquetFile = values.parquet ? resolve(values.parquet) : join(root, 'data/papers.parquet');
const parquetBytes = statSync(parquetFile).size;
// A paper from the middle of the file, for the paper page's timing.
const instance = await DuckDBInstance.create(':memory:');
const duck = await instance.connect();
const [{ paper_id: paperId, papers, middle_day: middleDay }] = (
	await duck.runAndReadAll(
		`SELECT (SELECT paper_id FROM read_parquet('${parquetFile}') ORDER BY paper_id
			OFFSET (SELECT count(*) // 2 FROM read_parquet('${parquetFile}')) LIMIT 1) AS paper_id,
			(SELECT count(*)::INTEGER FROM read_parquet('${parquetFile}')) AS papers,
			(SELECT strftime(median(published), '%Y-%m-%d') FROM read_parquet('${parquetFile}')) AS middle_day`
	)
).getRowObjectsJson() as { paper_id: string; papers: number; middle_day: string | null }[];
// The learned name the most papers name (by nameKeySql's key), for the name filter's timing.
const entitiesFile = join(dirname(parquetFile), 'entities.parquet');
const [{ name: learnedName } = { name: null }] = existsSync(entitiesFile)
	? ((
			await duck.runAndReadAll(
				`SELECT e.name, count(*) AS papers FROM read_parquet('${entitiesFile}') e
			JOIN (SELECT unnest(list_distinct(${NAMED_KEYS})) AS key FROM read_parquet('${parquetFile}')) k
			ON k.key = ${nameKeySql('e.name')} GROUP BY e.name ORDER BY papers DESC, e.name LIMIT 1`
			)
		).getRowObjectsJson() as { name: string }[])
	: [];
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
		'--no-first-run',
		// Chromium 156 loads its omnibox popup (a WebUI page of its own, with its own renderer)
		// as each new context's tab opens: on two cores it ran beside every cold visit measured
		// here, ~180 ms of CPU in the first 900 ms of a trace. A reader's browser does that once,
		// not per page, so the bench leaves it out, for the floor and the app alike.
		'--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'
	]
});

interface Sample {
	floor: number;
	firstChart: number;
	allCharts: number;
	ready: number;
	filter: number;
	filterAll: number;
	filterQueries: number;
	secondAll: number;
	secondQueries: number;
	/** A date range on top of the two filters: DuckDB's answer. */
	datedAll: number;
	datedQueries: number;
	/** The most named learned name, followed from the unfiltered overview `--idle` ms after ready. */
	nameAll: number;
	nameQueries: number;
	/** A search from the unfiltered overview, in a visit `--idle` ms after ready. */
	searchAll: number;
	searchQueries: number;
	/** The second filter again, in the idle visit: a page left `--idle` ms once DuckDB was ready. */
	idleSecondAll: number;
	idleSecondQueries: number;
	/** Each other view opened cold, as it first opens (the build's answers): on screen, ms. */
	views: Record<ColdView, number>;
	/** MB of papers.parquet the overview fetched (chart columns only). */
	overviewMb: number;
	paper: number;
	paperMb: number;
	/** The app's phase marks (rl:…) on the overview, then on the paper page. */
	marks: Record<string, number>;
}

const WAIT_MS = 600_000;
/** The views besides the overview, each opened cold once per run. */
const COLD_VIEWS = ['trends', 'emerging', 'methods', 'gains', 'papers'] as const;
type ColdView = (typeof COLD_VIEWS)[number];
/** A word in many titles of every corpus: the search narrows, and its answer is not empty. */
const SEARCHED = 'reinforcement';

async function until<T>(what: string, promise: Promise<T>): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`${what}: no answer in ${WAIT_MS} ms`)), WAIT_MS);
	});
	try {
		return await Promise.race([promise, timeout]);
	} finally {
		clearTimeout(timer);
	}
}

const TRACE_CATEGORIES = [
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'v8',
	'v8.execute',
	'v8.wasm',
	'disabled-by-default-v8.cpu_profiler',
	'blink.user_timing',
	'loading'
];

/** A page opened cold (a fresh context: cold HTTP cache, no storage) with the paint probe. */
async function coldVisit(url: string, path: string) {
	const context = await browser.newContext();
	await context.addInitScript(PAINT_PROBE);
	const page = await context.newPage();
	const times = announcedTimes(page);
	await page.goto(`${url}${path}`);
	return { context, page, times };
}

/** A cold visit of the overview, left `--idle` ms once DuckDB is ready, as a reader looks first. */
async function idleVisit(url: string) {
	const { context, page, times } = await coldVisit(url, '/');
	await until('ready', times.until('ready'));
	await page.waitForTimeout(idleMs);
	return { context, page };
}

async function once(
	{ url, sent }: { url: string; sent: Map<string, number> },
	trace?: string
): Promise<Sample> {
	// A fresh context per run: cold HTTP cache, no storage.
	const floorContext = await browser.newContext();
	const floorPage = await floorContext.newPage();
	const floorTimes = announcedTimes(floorPage);
	await floorPage.goto(`${url}/bench-floor.html?${floorQuery}`);
	const floor = await until('floor', floorTimes.until('floor'));
	await floorContext.close();

	sent.clear();
	const context = await browser.newContext();
	await context.addInitScript(PAINT_PROBE);
	const page = await context.newPage();
	const times = announcedTimes(page);
	if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
	await page.goto(`${url}/`);
	const painted = (name: Milestone) => until(name, times.until(name));
	const firstChart = await painted('firstChart');
	const allCharts = await painted('allCharts');
	const ready = await painted('ready');
	const marks = (await page.evaluate(APP_MARKS)) as Record<string, number>;
	// The top algorithm, then the top benchmark on top of it: both answered by the build's cube
	// (DuckDB answers names and searches).
	const click = async (...bars: [string, number][]) =>
		(await until(bars[0][0], page.evaluate(filterClick(...bars)))) as [number, number, number];
	const [filter, filterAll, filterQueries] = await click(['overview-algorithm', 0]);
	const [, secondAll, secondQueries] = await click(['overview-benchmark', 0]);
	// A date range on top (to the median date, so the count changes): the cube's answer too (a
	// cube without date columns leaves it to DuckDB, from the state's slice).
	const [, datedAll, datedQueries] = (await until(
		'date range',
		page.evaluate(toDate(middleDay ?? '2100-01-01'))
	)) as number[];
	if (trace) await browser.stopTracing();
	await context.close();
	const overviewMb = (sent.get(PARQUET_PATH) ?? 0) / 1e6;

	// The idle visit: the same two clicks as a reader makes them, `--idle` ms after DuckDB is ready.
	const { context: idleContext, page: idlePage } = await idleVisit(url);
	const idleClick = async (chart: string) =>
		(await until(chart, idlePage.evaluate(filterClick([chart, 0])))) as number[];
	await idleClick('overview-algorithm');
	const [, idleSecondAll, idleSecondQueries] = await idleClick('overview-benchmark');
	await idleContext.close();

	// The search visit: a word searched from the whole overview, `--idle` ms after DuckDB is
	// ready (DuckDB's answer: the cube holds no titles).
	const { context: searchContext, page: searchPage } = await idleVisit(url);
	const [, searchAll, searchQueries] = (await until(
		'search',
		searchPage.evaluate(search(SEARCHED))
	)) as number[];
	await searchContext.close();

	// The name visit: a link to the overview filtered by the most named learned name, followed
	// `--idle` ms after ready (as from Emerging): the cube with the search index, else DuckDB.
	const { context: nameContext, page: namePage } = await idleVisit(url);
	const [, nameAll, nameQueries] = learnedName
		? ((await until(
				'name',
				namePage.evaluate(followLink(`/?name=${encodeURIComponent(learnedName)}`))
			)) as number[])
		: [NaN, NaN];
	await nameContext.close();

	// Every other view opened cold, as it first opens: the build's answers. (Emerging only when the
	// corpus has learned names.)
	const views = {} as Record<ColdView, number>;
	for (const view of COLD_VIEWS) {
		if (view === 'emerging' && !learnedName) {
			views[view] = NaN;
			continue;
		}
		const { context: viewContext, times: viewTimes } = await coldVisit(url, `/${view}`);
		views[view] = await until(view, viewTimes.until(view));
		await viewContext.close();
	}

	// A paper page opened cold: it reads its own block of the paper pages, not the papers file.
	sent.clear();
	const {
		context: paperContext,
		page: paperPage,
		times: paperTimes
	} = await coldVisit(url, `/paper?id=${paperId}`);
	const paper = await until('paper', paperTimes.until('paper'));
	Object.assign(marks, await paperPage.evaluate(APP_MARKS));
	await paperContext.close();
	const paperMb = ((sent.get(PARQUET_PATH) ?? 0) + (sent.get(PAGES_PATH) ?? 0)) / 1e6;
	return {
		floor,
		firstChart,
		allCharts,
		ready,
		filter,
		filterAll,
		filterQueries,
		secondAll,
		secondQueries,
		datedAll,
		datedQueries,
		searchAll,
		searchQueries,
		nameAll,
		nameQueries,
		idleSecondAll,
		idleSecondQueries,
		overviewMb,
		views,
		paper,
		paperMb,
		marks
	};
}

const samples: Sample[][] = sites.map(() => []);
for (let i = 0; i < runs; i++) {
	for (const [k, served] of servers.entries()) {
		samples[k].push(await once(served, i === 0 && k === 0 ? values.trace : undefined));
	}
}
await browser.close();
for (const served of servers) served.server.close();

/** The table of one site's runs. */
function report(samples: Sample[]): Row[] {
	const column = (key: Exclude<keyof Sample, 'marks' | 'views'>) => samples.map((s) => s[key]);
	const mark = (name: string) => samples.map((s) => s.marks[name] ?? NaN);
	return [
		{
			label: 'floor: bare page, DuckDB-WASM start + SELECT 1',
			values: column('floor'),
			note: 'since navigation start'
		},
		{
			label: 'first chart (overview)',
			values: column('firstChart'),
			note: 'painted, since navigation start'
		},
		{
			label: 'all overview charts',
			values: column('allCharts'),
			note: 'painted, since navigation start'
		},
		{
			label: 'DuckDB ready (data loaded, filters live)',
			values: column('ready'),
			note: 'painted, since navigation start'
		},
		{ label: '  ready / floor', values: samples.map((s) => s.ready / s.floor), note: 'same run' },
		...Object.entries(APP_PHASES).map(([name, label]) => ({
			label: `  ${label}`,
			values: mark(name),
			note: name
		})),
		{
			label: 'filter click → counts updated',
			values: column('filter'),
			note: 'top algorithm bar, one click away'
		},
		{
			label: 'filter click → every overview chart redrawn',
			values: column('filterAll'),
			note: 'click to last chart drawn'
		},
		{
			label: '  of which until the last query answered',
			values: column('filterQueries'),
			note: 'rl:query measures (0: none ran)'
		},
		{
			label: 'second filter click → every chart redrawn',
			values: column('secondAll'),
			note: '+ top benchmark: two filters, the cube'
		},
		{
			label: '  of which until the last query answered',
			values: column('secondQueries'),
			note: 'rl:query measures (one connection)'
		},
		{
			label: 'date range on top → every chart redrawn',
			values: column('datedAll'),
			note: `To ${middleDay}, the median date: the cube (else DuckDB)`
		},
		{
			label: '  of which until the last query answered',
			values: column('datedQueries'),
			note: 'rl:query measures'
		},
		{
			label: `search “${SEARCHED}”, ${idleMs / 1000} s after ready`,
			values: column('searchAll'),
			note: 'every chart redrawn; another visit, no filter before'
		},
		{
			label: '  of which until the last query answered',
			values: column('searchQueries'),
			note: 'rl:query measures'
		},
		{
			label: `name “${learnedName}”, ${idleMs / 1000} s after ready`,
			values: column('nameAll'),
			note: 'every chart redrawn; another visit, a link to /?name='
		},
		{
			label: '  of which until the last query answered',
			values: column('nameQueries'),
			note: 'rl:query measures'
		},
		{
			label: `second filter click, ${idleMs / 1000} s after ready`,
			values: column('idleSecondAll'),
			note: 'every chart redrawn; another visit'
		},
		{
			label: '  of which until the last query answered',
			values: column('idleSecondQueries'),
			note: 'rl:query measures'
		},
		...COLD_VIEWS.map((view) => ({
			label: `/${view}, drawn as it first opens (cold)`,
			values: samples.map((s) => s.views[view]),
			note: 'painted, since navigation start'
		})),
		{
			label: 'paper page, abstract shown (cold)',
			values: column('paper'),
			note: 'painted, since navigation start'
		},
		{
			label: '  papers.parquet fetched by the overview (MB)',
			values: column('overviewMb'),
			note: 'chart columns only'
		},
		{
			label: '  data fetched by a paper page (MB)',
			values: column('paperMb'),
			note: 'papers.parquet + paper-pages.bin'
		}
	];
}
for (const [k, site] of sites.entries()) {
	console.log(
		`\n${site} · ${values.parquet ?? 'build/data/papers.parquet'} · ${papers.toLocaleString('en-US')} papers, ${(parquetBytes / 1e6).toFixed(1)} MB · ${runs} cold runs${sites.length > 1 ? ', in turn with the other site' : ''} · medians (min–max), ms unless said\n`
	);
	console.log(formatTable(report(samples[k])));
}
