import { describe, expect, it } from 'vitest';
import {
	RESTORE_PATIENCE_MS,
	restoreScroll,
	type ScrollView
} from '../../../../src/lib/state/scroll-restore.ts';

/** A page whose height the test sets; scrolls are clamped to it, as a browser does. */
function fakePage(height: number, viewport = 700) {
	let resized: (() => void) | null = null;
	let input: (() => void) | null = null;
	let timeUp: (() => void) | null = null;
	const page = {
		y: 0,
		height,
		scrolls: [] as number[],
		grow(to: number) {
			page.height = to;
			resized?.();
		},
		readerActs: () => input?.(),
		waitOut: () => timeUp?.(),
		listening: () => resized !== null || input !== null || timeUp !== null
	};
	const view: ScrollView = {
		scrollTo(y) {
			page.scrolls.push(y);
			page.y = Math.max(0, Math.min(y, page.height - viewport));
		},
		maxScroll: () => page.height - viewport,
		onResize: (callback) => ((resized = callback), () => (resized = null)),
		onReaderInput: (callback) => ((input = callback), () => (input = null)),
		after(ms, callback) {
			expect(ms).toBe(RESTORE_PATIENCE_MS);
			timeUp = callback;
			return () => (timeUp = null);
		}
	};
	return { page, view };
}

describe('restoreScroll', () => {
	it('scrolls once when the page is already tall enough', () => {
		const { page, view } = fakePage(2000);
		restoreScroll(view, 500);
		expect(page.y).toBe(500);
		expect(page.listening()).toBe(false);
	});

	it('scrolls again as the page grows, until the position is within reach', () => {
		const { page, view } = fakePage(800);
		restoreScroll(view, 500);
		expect(page.y).toBe(100); // clamped: the charts above are not drawn yet
		page.grow(1000);
		expect(page.y).toBe(300);
		page.grow(1300);
		expect(page.y).toBe(500);
		expect(page.listening()).toBe(false);
		page.grow(1500);
		expect(page.scrolls).toEqual([500, 500, 500]);
	});

	it("gives up on the reader's own input, when its patience runs out, or when cancelled", () => {
		for (const end of ['input', 'patience', 'cancel'] as const) {
			const { page, view } = fakePage(800);
			const cancel = restoreScroll(view, 500);
			if (end === 'input') page.readerActs();
			else if (end === 'patience') page.waitOut();
			else cancel();
			expect(page.listening()).toBe(false);
			page.grow(1300);
			expect(page.y).toBe(100);
		}
	});
});
