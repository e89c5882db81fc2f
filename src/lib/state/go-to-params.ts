// The filters and the views' settings live in the page's query string: a change is a navigation
// to the same page with new parameters, a history entry the back button undoes.
import { goto } from '$app/navigation';
import { page } from '$app/state';
import { TypingBout } from './typing-bout.ts';

const typing = new TypingBout();

/** Goes to this page with `params` as its query, keeping focus and scroll; settled once the page
 * shows it. A change typed into `typedInto` (a control's name) replaces the history entry of the
 * same bout of typing (typing-bout.ts). */
export function goToParams(params: URLSearchParams, typedInto?: string): Promise<void> {
	const search = params.toString();
	const url = `${page.url.pathname}${search ? `?${search}` : ''}`;
	let replaceState = false;
	if (typedInto !== undefined) {
		const now = performance.now();
		replaceState = typing.continues(typedInto, now, `${page.url.pathname}${page.url.search}`);
		typing.record(typedInto, now, url);
	}
	return goto(url, { keepFocus: true, noScroll: true, replaceState });
}
