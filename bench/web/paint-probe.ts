// Timed inside the page, not by polling from the driver: a poll lands late whenever the page's
// main thread is busy, and Playwright's own injected script (needed by waitForSelector) costs
// ~80 ms of that thread on a cold page. Measured: a chart drawn at 700 ms was "seen" at 1,346 ms.
// Nor by asking the page while it loads: page.evaluate injects that script too (a trace showed
// it running 33 ms, 24 of them V8 creating Temporal for it, just before the first chart), so
// the page says each time on its console, which the driver only listens to.
import type { Page } from 'playwright-core';

/** What the bench waits for, each a test on the DOM. */
export const MILESTONES = {
	/** A chart's SVG is in an overview card. */
	firstChart: `document.querySelector('section.card .chart svg')`,
	/** Every overview card shows its chart or its empty note. */
	allCharts: `(() => { const cards = document.querySelectorAll('section.card');
		return cards.length >= 6 && [...cards].every((c) => c.querySelector('.chart svg') || c.querySelector('.empty')); })()`,
	/** DuckDB has the data: filters and the SQL console work. */
	ready: `document.querySelector('[data-testid=engine][data-state=ready]')`,
	/** Emerging shows its ranked names, and nothing on it is still loading (the adoption chart). */
	emerging: `(() => document.querySelector('[data-testid=emerging-row]') &&
		!document.querySelector('main [aria-busy=true]'))()`,
	/** Trends draws its first chart, and nothing on it is still loading. */
	trends: `(() => document.querySelector('[data-chart="trends-algorithms"] .chart svg') &&
		!document.querySelector('main [aria-busy=true]'))()`,
	/** Methods × benchmarks draws both matrices. */
	methods: `(() => document.querySelector('[data-chart="methods-benchmarks"] .chart svg') &&
		document.querySelector('[data-chart="methods-pairs"] .chart svg') &&
		!document.querySelector('main [aria-busy=true]'))()`,
	/** Gains draws a chart, and nothing on it is still loading. */
	gains: `(() => document.querySelector('main section.card .chart svg') &&
		!document.querySelector('main [aria-busy=true]'))()`,
	/** Papers lists its first rows. */
	papers: `(() => document.querySelector('table.papers tbody tr') &&
		!document.querySelector('main [aria-busy=true]'))()`,
	/** A paper page shows its abstract. */
	paper: `document.querySelector('[data-testid=paper-abstract]')`
} as const;

export type Milestone = keyof typeof MILESTONES;

/** How the page announces a time on its console: this, the name, a space, the ms. */
export const ANNOUNCE = '__bench ';

/** An init script: records, in ms since navigation start, the animation frame in which each
 * milestone is first on screen (the frame after the DOM shows it), in `window.__bench.painted`,
 * and announces it. */
export const PAINT_PROBE = `(() => {
	const tests = { ${Object.entries(MILESTONES)
		.map(([name, test]) => `${name}: () => ${test}`)
		.join(',\n')} };
	const painted = {}, seen = {};
	const check = () => {
		for (const name in tests) {
			if (seen[name] || !tests[name]()) continue;
			seen[name] = true;
			requestAnimationFrame(() => {
				painted[name] = performance.now();
				console.debug(${JSON.stringify(ANNOUNCE)} + name + ' ' + painted[name]);
			});
		}
	};
	window.__bench = { painted };
	new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * The times `page` announces (listen before it navigates): `until(name)` resolves with the ms
 * the page gave for `name`, however long ago it came, without running anything in the page.
 */
export function announcedTimes(page: Pick<Page, 'on'>): {
	until: (name: string) => Promise<number>;
} {
	const times = new Map<string, number>();
	const waiting = new Map<string, ((ms: number) => void)[]>();
	page.on('console', (message) => {
		const text = message.text();
		if (!text.startsWith(ANNOUNCE)) return;
		// The time is the last word; the first announcement of a name is its time.
		const said = text.slice(ANNOUNCE.length);
		const space = said.lastIndexOf(' ');
		const [name, ms] = [said.slice(0, space), Number(said.slice(space + 1))];
		if (space < 1 || !Number.isFinite(ms) || times.has(name)) return;
		times.set(name, ms);
		for (const resolve of waiting.get(name) ?? []) resolve(ms);
		waiting.delete(name);
	});
	return {
		until: (name) =>
			times.has(name)
				? Promise.resolve(times.get(name)!)
				: new Promise((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]))
	};
}

/** The app's own phase marks (`performance.mark('rl:…')`), ms since navigation start. */
export const APP_MARKS = `Object.fromEntries(performance.getEntriesByType('mark')
	.filter((m) => m.name.startsWith('rl:')).map((m) => [m.name, m.startTime]))`;
