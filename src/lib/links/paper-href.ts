// A paper page keeps the view it was opened from: its query string (filters, the list's order)
// travels in the paper's URL, so the menu keeps the filters and the way back finds the same list.
import { filteredView, viewPath } from './views.ts';

/** The paper page's own parameters; every other one belongs to the view it was opened from. */
const ID = 'id';
const VIA = 'via';

/** The link to paper `id`, opened from the page at `from`. */
export function paperHref(base: string, id: string, from: URL): string {
	const params = new URLSearchParams({ [ID]: id });
	const path = viewPath(base, from.pathname);
	if (filteredView(path)) {
		params.set(VIA, path);
		for (const [key, value] of from.searchParams)
			if (key !== ID && key !== VIA) params.append(key, value);
	}
	return `${base}/paper?${params}`;
}

/** The way back from a paper page at `url`: the view it was opened from, as it was, or the papers
 * list when it came from elsewhere (a shared link). */
export function backFromPaper(base: string, url: URL): { href: string; label: string } {
	const via = url.searchParams.get(VIA);
	const view = filteredView(via);
	if (!view) return { href: `${base}/papers`, label: 'All papers' };
	const params = new URLSearchParams(url.searchParams);
	params.delete(ID);
	params.delete(VIA);
	const search = params.size ? `?${params}` : '';
	return { href: `${base}${view.path}${search}`, label: view.label };
}

/** Whether two app URLs (path and query) show the same thing: the same path and parameters,
 * however ordered or encoded ("a+b" or "a%20b"). */
export function sameAppUrl(a: string, b: string): boolean {
	const x = new URL(a, 'http://app');
	const y = new URL(b, 'http://app');
	const params = (u: URL) =>
		[...u.searchParams]
			.map(([k, v]) => JSON.stringify([k, v]))
			.sort()
			.join();
	return x.pathname === y.pathname && params(x) === params(y);
}
