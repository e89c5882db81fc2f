// The page's first paint (once per document): drawn in one task, six Plot charts kept every one
// of them off screen until all were drawn (~130 ms of the main thread at 1M papers: the first
// chart ~80 ms, as Plot's code runs cold, then ~15 ms each). From the first drawing until a paint
// finds none waiting, drawings are made in slices with a paint after each, so the first chart
// shows as soon as it is drawn. Later drawings happen at once (a click's charts change together;
// an answer that comes later, the gains chart's or DuckDB's, is drawn when it comes).

export interface FirstPaint {
	/** Draws now, or after the next paint when this task has drawn its slice; the returned
	 * function cancels a drawing not yet done (its chart changed meanwhile). A drawing that throws
	 * is reported and the others still run. */
	draw(work: () => void): () => void;
}

interface Host {
	now: () => number;
	/** Runs `then` in a task after the browser's next paint. */
	afterPaint: (then: () => void) => void;
	/** A drawing's error, thrown where no caller can catch it. */
	report: (error: unknown) => void;
}

/** Drawing one task may do before the browser paints (RAIL's 50 ms task): the first chart
 * alone, then the others a few at a time. */
export const SLICE_MS = 50;

export function createFirstPaint(host: Host, sliceMs = SLICE_MS): FirstPaint {
	let painted = false;
	/** When this task's slice began, or null between slices. */
	let sliceStart: number | null = null;
	const queue = new Set<() => void>();

	const startSlice = () => {
		host.afterPaint(endSlice);
		return (sliceStart = host.now());
	};
	function endSlice() {
		sliceStart = null;
		if (queue.size === 0) {
			painted = true;
			return;
		}
		const start = startSlice();
		// Always one, so that a slow chart does not hold the others back forever.
		for (const work of queue) {
			queue.delete(work);
			try {
				work();
			} catch (error) {
				host.report(error); // without stopping the others
			}
			if (host.now() - start >= sliceMs) break;
		}
	}

	return {
		draw(work) {
			// Drawings wait only once the slice's time is up: a new one goes after them.
			if (!painted && host.now() - (sliceStart ?? startSlice()) >= sliceMs) {
				queue.add(work);
				return () => queue.delete(work);
			}
			work();
			return () => {};
		}
	};
}

/** A task after the next paint: an animation frame runs before it, a timeout after it. */
export const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** The page's one: every chart of a view shares its slices. */
export const firstPaint = createFirstPaint({
	now: () => performance.now(),
	afterPaint,
	// As a drawing outside the slices would throw: to the console, uncaught.
	report: (error) =>
		setTimeout(() => {
			throw error;
		}, 0)
});
