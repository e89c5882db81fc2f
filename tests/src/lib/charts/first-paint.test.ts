import { describe, expect, it } from 'vitest';
import { createFirstPaint } from '$lib/charts/first-paint';

/** A host whose time moves only as the drawings say, whose paints run when told, and which
 * keeps the errors it is given. */
function fakeClock() {
	let time = 0;
	const paints: (() => void)[] = [];
	const errors: unknown[] = [];
	return {
		clock: {
			now: () => time,
			afterPaint: (then: () => void) => void paints.push(then),
			report: (error: unknown) => void errors.push(error)
		},
		errors,
		/** A drawing that takes `ms` and notes its name. */
		drawing: (log: string[], name: string, ms: number) => () => {
			time += ms;
			log.push(name);
		},
		paint: () => paints.splice(0).forEach((then) => then()),
		pendingPaints: () => paints.length
	};
}

describe('createFirstPaint', () => {
	it('draws the first chart at once and the others after a paint, a slice at a time', () => {
		const f = fakeClock();
		const first = createFirstPaint(f.clock, 50);
		const log: string[] = [];
		first.draw(f.drawing(log, 'algorithms', 80));
		first.draw(f.drawing(log, 'benchmarks', 20));
		first.draw(f.drawing(log, 'paradigms', 20));
		first.draw(f.drawing(log, 'domains', 20));
		first.draw(f.drawing(log, 'sizes', 20));
		expect(log).toEqual(['algorithms']);
		f.paint();
		// 20 + 20 + 20 = 60 ≥ 50: the slice ends after the third.
		expect(log).toEqual(['algorithms', 'benchmarks', 'paradigms', 'domains']);
		f.paint();
		expect(log).toEqual(['algorithms', 'benchmarks', 'paradigms', 'domains', 'sizes']);
	});

	it('draws small charts together in one slice', () => {
		const f = fakeClock();
		const first = createFirstPaint(f.clock, 50);
		const log: string[] = [];
		for (const name of ['a', 'b', 'c']) first.draw(f.drawing(log, name, 5));
		expect(log).toEqual(['a', 'b', 'c']);
	});

	it('draws at once once the first paint is done, with no paint to wait for', () => {
		const f = fakeClock();
		const first = createFirstPaint(f.clock, 50);
		const log: string[] = [];
		first.draw(f.drawing(log, 'a', 80));
		f.paint(); // nothing waited: the first paint is done
		expect(f.pendingPaints()).toBe(0);
		first.draw(f.drawing(log, 'b', 80));
		first.draw(f.drawing(log, 'c', 80));
		expect(log).toEqual(['a', 'b', 'c']);
		expect(f.pendingPaints()).toBe(0);
	});

	it('keeps the order the charts asked in, and drops a drawing cancelled before its turn', () => {
		const f = fakeClock();
		const first = createFirstPaint(f.clock, 50);
		const log: string[] = [];
		first.draw(f.drawing(log, 'a', 80));
		const cancel = first.draw(f.drawing(log, 'old b', 10));
		first.draw(f.drawing(log, 'c', 10));
		cancel();
		first.draw(f.drawing(log, 'new b', 10));
		f.paint();
		expect(log).toEqual(['a', 'c', 'new b']);
	});

	it('a drawing asked while others wait goes after them, not ahead of them', () => {
		const f = fakeClock();
		const first = createFirstPaint(f.clock, 50);
		const log: string[] = [];
		first.draw(f.drawing(log, 'a', 80));
		first.draw(f.drawing(log, 'b', 60));
		f.paint(); // b alone: 60 ≥ 50
		first.draw(f.drawing(log, 'c', 1)); // this slice is spent and b's turn came first
		first.draw(f.drawing(log, 'd', 1));
		expect(log).toEqual(['a', 'b']);
		f.paint();
		expect(log).toEqual(['a', 'b', 'c', 'd']);
	});

	it('a drawing that throws in its slice is reported, and the next ones still run', () => {
		const f = fakeClock();
		const first = createFirstPaint(f.clock, 50);
		const log: string[] = [];
		first.draw(f.drawing(log, 'a', 80));
		first.draw(() => {
			throw new Error('bad chart');
		});
		first.draw(f.drawing(log, 'c', 10));
		f.paint();
		expect(log).toEqual(['a', 'c']);
		expect(f.errors).toEqual([new Error('bad chart')]);
	});
});
