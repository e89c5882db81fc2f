// Putting a reader back at a scroll position on a page that is still taking its height: charts
// and lists drawn after the restore would otherwise leave the position clamped to a shorter page.

/** What the restore needs of the window, so that the rule can be tested without one. */
export interface ScrollView {
	scrollTo(y: number): void;
	/** The furthest the page can scroll now. */
	maxScroll(): number;
	/** Calls back when the page's height changes; returns what stops it. */
	onResize(callback: () => void): () => void;
	/** Calls back when the reader acts (wheel, touch, key, pointer); returns what stops it. */
	onReaderInput(callback: () => void): () => void;
	/** Calls back after `ms`; returns what cancels it. */
	after(ms: number, callback: () => void): () => void;
}

/** How long a position out of reach waits for the page to grow before it gives up. */
export const RESTORE_PATIENCE_MS = 3000;

/**
 * Scrolls to `y`, and again each time the page grows until `y` is within reach. The reader's own
 * input ends it (their scroll wins), as does the patience running out; returns what cancels it
 * (leaving the page).
 */
export function restoreScroll(view: ScrollView, y: number, patienceMs = RESTORE_PATIENCE_MS) {
	view.scrollTo(y);
	if (view.maxScroll() >= y) return () => {};
	const stops: (() => void)[] = [];
	const stop = () => stops.splice(0).forEach((s) => s());
	stops.push(
		view.onResize(() => {
			view.scrollTo(y);
			if (view.maxScroll() >= y) stop();
		}),
		view.onReaderInput(stop),
		view.after(patienceMs, stop)
	);
	return stop;
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The browser window as a ScrollView; the page's height is the body's. */
export function windowScrollView(): ScrollView {
	return {
		scrollTo: (y) => window.scrollTo(0, y),
		maxScroll: () => document.documentElement.scrollHeight - window.innerHeight,
		onResize(callback) {
			const observer = new ResizeObserver(callback);
			observer.observe(document.body);
			return () => observer.disconnect();
		},
		onReaderInput(callback) {
			for (const type of READER_INPUT) window.addEventListener(type, callback, { passive: true });
			return () => {
				for (const type of READER_INPUT) window.removeEventListener(type, callback);
			};
		},
		after(ms, callback) {
			const timer = setTimeout(callback, ms);
			return () => clearTimeout(timer);
		}
	};
}
