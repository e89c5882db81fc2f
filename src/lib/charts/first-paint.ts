// A view's first paint draws every chart at once: six Plot charts are ~130 ms of the main thread
// at 1M papers, and none shows until all are drawn. Until the page has painted its charts once,
// they are drawn a slice at a time with a paint after each, so the first one shows as soon as
// it is drawn. Later redraws (a filter's click) draw at once: a click's charts change together.

export interface FirstPaint {
	/** Draws now, or after the next paint when this task has drawn its slice; the returned
	 * function cancels a draw not yet done (its chart changed meanwhile). */
	draw(work: () => void): () => void;
}

interface Clock {
	now: () => number;
	/** Runs `then` in a task after the browser's next paint. */
	afterPaint: (then: () => void) => void;
}

/** Drawing one task may do before the browser paints (RAIL's 50 ms task): the first chart
 * alone (Plot's code runs cold: ~80 ms), then the others a few at a time (~15 ms each). */
export const SLICE_MS = 50;

export function createFirstPaint(clock: Clock, sliceMs = SLICE_MS): FirstPaint {
	let painted = false;
	/** When this task's slice began, or null between slices. */
	let sliceStart: number | null = null;
	const waiting = new Set<() => void>();

	const startSlice = () => {
		clock.afterPaint(endSlice);
		return (sliceStart = clock.now());
	};
	function endSlice() {
		sliceStart = null;
		if (waiting.size === 0) {
			painted = true;
			return;
		}
		const start = startSlice();
		// Always one, so that a slow chart does not hold the others back forever.
		for (const work of waiting) {
			waiting.delete(work);
			work();
			if (clock.now() - start >= sliceMs) break;
		}
	}

	return {
		draw(work) {
			if (painted) {
				work();
				return () => {};
			}
			const start = sliceStart ?? startSlice();
			if (waiting.size === 0 && clock.now() - start < sliceMs) {
				work();
				return () => {};
			}
			waiting.add(work);
			return () => waiting.delete(work);
		}
	};
}

/** A task after the next paint: an animation frame runs before it, a timeout after it. */
export const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** The page's one: every chart of a view shares its slices. */
export const firstPaint = createFirstPaint({ now: () => performance.now(), afterPaint });
