// Back to a long list returns where the reader was. SvelteKit keeps a snapshot with each history
// entry; the scroll position (and whatever else the page needs to draw the same list) is
// restored once the list, and what stands above it, is drawn again: restoring before its rows
// arrive would scroll a short page to its top.
import { tick } from 'svelte';
import { restoreScroll, windowScrollView } from './scroll-restore.ts';

export interface ScrollSnapshot<T> {
	capture: () => { y: number; state: T };
	restore: (value: { y: number; state: T }) => void;
}

/** A snapshot of the scroll position and `state` (read by `get`, put back by `set`); the position
 * is restored once `ready()` says the list it was measured on is drawn. Call during init. */
export function scrollSnapshot<T = null>(
	ready: () => boolean,
	get: () => T = () => null as T,
	set: (state: T) => void = () => {}
): ScrollSnapshot<T> {
	let pending = $state<number | null>(null);
	let cancel = () => {};
	let left = false;
	$effect(() => {
		if (pending === null || !ready()) return;
		const y = pending;
		pending = null;
		// After the update and the next frame, and again while the page grows: charts drawn from
		// the same rows take their height then, and a position restored before them would be
		// clamped to a shorter page.
		void tick().then(() =>
			requestAnimationFrame(() => {
				if (!left) cancel = restoreScroll(windowScrollView(), y);
			})
		);
	});
	// Leaving the page ends a restore still waiting: it must not scroll the next one.
	$effect(() => () => {
		left = true;
		cancel();
	});
	return {
		capture: () => ({ y: window.scrollY, state: get() }),
		restore: ({ y, state }) => {
			set(state);
			pending = y;
		}
	};
}
