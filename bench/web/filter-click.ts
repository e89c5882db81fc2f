// A filter set in the page (a click on a bar of an overview chart, or a date typed in the filter
// bar), timed in the page. Resolves to [ms until the paper count changed, ms until every card
// has its new answer drawn (not busy, with its chart or its empty note), ms until the last query
// the filter started was answered (the app measures each as rl:query; 0 when none ran)]. NaN for
// all three when there is nothing to set, and for what did not happen within 60 s.

/** Times the filter that `act` sets: page code that finds its control (null when there is none)
 * and returns a function that sets the filter. */
const timedFilter = (act: string) => `new Promise((done) => {
	const set = (() => { ${act} })();
	if (!set) return done([NaN, NaN, NaN]);
	const target = document.querySelector('[data-testid=count-papers] strong');
	const before = target.textContent;
	const start = performance.now();
	let counts = NaN;
	const settled = () => [...document.querySelectorAll('section.card')].every((c) =>
		c.getAttribute('aria-busy') === 'false' && (c.querySelector('.chart svg') || c.querySelector('.empty')));
	const answered = () => Math.max(0, ...performance.getEntriesByName('rl:query')
		.filter((m) => m.startTime >= start).map((m) => m.startTime + m.duration - start));
	const untilSettled = () =>
		settled() ? done([counts, performance.now() - start, answered()]) : requestAnimationFrame(untilSettled);
	const observer = new MutationObserver(() => {
		if (target.textContent === before) return;
		observer.disconnect();
		counts = performance.now() - start;
		requestAnimationFrame(untilSettled);
	});
	observer.observe(target, { characterData: true, childList: true, subtree: true });
	setTimeout(() => done([counts, NaN, NaN]), 60000);
	set();
})`;

/** A click on the first of `bars` (chart and bar index) that exists. */
export const filterClick = (...bars: [chart: string, index: number][]) =>
	timedFilter(`const bar = ${JSON.stringify(bars)}.map(([chart, index]) =>
		document.querySelectorAll('[data-chart="' + chart + '"] .selectable')[index]).find(Boolean);
	return bar && (() => bar.dispatchEvent(new MouseEvent('click', { bubbles: true })));`);

/** The filter bar's To date set to \`day\` (YYYY-MM-DD), as a reader's date picker sets it. */
export const toDate = (day: string) =>
	timedFilter(`const input = document.querySelectorAll('[role=region][aria-label=Filters] input[type=date]')[1];
	return input && (() => { input.value = ${JSON.stringify(day)}; input.dispatchEvent(new Event('change', { bubbles: true })); });`);

/** The search box set to `text` and submitted, as a reader types and presses Enter. */
export const search = (text: string) =>
	timedFilter(`const box = document.querySelector('[role=region][aria-label=Filters] input[type=search]');
	return box && (() => { box.value = ${JSON.stringify(text)}; box.dispatchEvent(new Event('input', { bubbles: true })); box.form.requestSubmit(); });`);

/** A link to `href` (the overview with a name filter, as Emerging's names lead to it) followed
 * in the page, as a reader's click on it: SvelteKit navigates without reloading. */
export const followLink = (href: string) =>
	timedFilter(`const root = document.querySelector('body > div');
	if (!root) return null;
	const link = Object.assign(document.createElement('a'), { href: ${JSON.stringify(href)} });
	root.append(link);
	return () => link.click();`);
