// A click on a bar of an overview chart (the first of `bars`, chart and bar index, that exists;
// NaN for all three when none does), timed in the page. Resolves to [ms until the
// paper count changed, ms until every card has its new answer drawn (not busy, with its chart or
// its empty note), ms until the last query the click started was answered (the app measures
// each as rl:query; 0 when none ran)]. NaN for what did not happen within 60 s.
export const filterClick = (...bars: [chart: string, index: number][]) => `new Promise((done) => {
	const bar = ${JSON.stringify(bars)}.map(([chart, index]) =>
		document.querySelectorAll('[data-chart="' + chart + '"] .selectable')[index]).find(Boolean);
	if (!bar) return done([NaN, NaN, NaN]);
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
	bar.dispatchEvent(new MouseEvent('click', { bubbles: true }));
})`;
