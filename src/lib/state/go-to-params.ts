// The filters and the views' settings live in the page's query string: a change is a navigation
// to the same page with new parameters, a history entry the back button undoes.
import { goto } from '$app/navigation';
import { page } from '$app/state';

/** Goes to this page with `params` as its query, keeping focus and scroll. */
export function goToParams(params: URLSearchParams): void {
	const search = params.toString();
	void goto(`${page.url.pathname}${search ? `?${search}` : ''}`, {
		keepFocus: true,
		noScroll: true
	});
}
