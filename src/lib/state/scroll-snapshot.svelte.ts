// Back to a long list returns where the reader was. SvelteKit keeps a snapshot with each history
// entry; the scroll position (and whatever else the page needs to draw the same list) is
// restored once the list, and what stands above it, is drawn again: restoring before its rows
// arrive would scroll a short page to its top.
import { beforeNavigate } from '$app/navigation';
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
	const view = windowScrollView();
	let pending = $state<number | null>(null);
	// Each restore, and each navigation, starts a new generation: a restore of an older one (a
	// frame it waited for, its listeners) does nothing more.
	let generation = 0;
	let stop = () => {};
	function end() {
		generation++;
		stop();
		stop = () => {};
		pending = null;
	}
	$effect(() => {
		if (pending === null || !ready()) return;
		const y = pending;
		pending = null;
		const mine = generation;
		stop();
		// After the update and the next frame, and again while the page grows: charts drawn from
		// the same rows take their height then, and a position restored before them would be
		// clamped to a shorter page.
		void tick().then(() =>
			requestAnimationFrame(() => {
				if (mine === generation) stop = restoreScroll(view, y);
			})
		);
	});
	// Another entry of the same page (Back or Forward between two of them keeps this component),
	// or leaving the page, ends a restore: it must not scroll to the position of another entry.
	beforeNavigate(end);
	$effect(() => end);
	return {
		capture: () => ({ y: window.scrollY, state: get() }),
		restore: ({ y, state }) => {
			end();
			set(state);
			pending = y;
			// The reader's own input while the list loads wins over the position to come back to.
			const mine = generation;
			stop = view.onReaderInput(() => {
				if (mine === generation) end();
			});
		}
	};
}
