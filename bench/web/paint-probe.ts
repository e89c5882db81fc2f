// Timed inside the page, not by polling from the driver: a poll lands late whenever the page's
// main thread is busy, and Playwright's own injected script (needed by waitForSelector) costs
// ~80 ms of that thread on a cold page. Measured: a chart drawn at 700 ms was "seen" at 1,346 ms.

/** What the bench waits for, each a test on the DOM. */
export const MILESTONES = {
	/** A chart's SVG is in an overview card. */
	firstChart: `document.querySelector('section.card .chart svg')`,
	/** Every overview card shows its chart or its empty note. */
	allCharts: `(() => { const cards = document.querySelectorAll('section.card');
		return cards.length >= 6 && [...cards].every((c) => c.querySelector('.chart svg') || c.querySelector('.empty')); })()`,
	/** DuckDB has the data: filters and the SQL console work. */
	ready: `document.querySelector('[data-testid=engine][data-state=ready]')`,
	/** A paper page shows its abstract. */
	paper: `document.querySelector('[data-testid=paper-abstract]')`
} as const;

export type Milestone = keyof typeof MILESTONES;

/** An init script: records, in ms since navigation start, the animation frame in which each
 * milestone is first on screen (the frame after the DOM shows it), on `window.__bench`.
 * `__bench.until(name)` resolves with that time. */
export const PAINT_PROBE = `(() => {
	const tests = { ${Object.entries(MILESTONES)
		.map(([name, test]) => `${name}: () => ${test}`)
		.join(',\n')} };
	const painted = {}, seen = {}, waiting = {};
	const check = () => {
		for (const name in tests) {
			if (seen[name] || !tests[name]()) continue;
			seen[name] = true;
			requestAnimationFrame(() => {
				painted[name] = performance.now();
				for (const resolve of waiting[name] ?? []) resolve(painted[name]);
			});
		}
	};
	window.__bench = {
		painted,
		until: (name) => name in painted ? Promise.resolve(painted[name])
			: new Promise((resolve) => (waiting[name] ??= []).push(resolve))
	};
	new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** The page expression that waits for `name` (evaluate it with page.evaluate). */
export const untilPainted = (name: Milestone) => `window.__bench.until(${JSON.stringify(name)})`;

/** The app's own phase marks (`performance.mark('rl:…')`), ms since navigation start. */
export const APP_MARKS = `Object.fromEntries(performance.getEntriesByType('mark')
	.filter((m) => m.name.startsWith('rl:')).map((m) => [m.name, m.startTime]))`;
