import { describe, expect, it } from 'vitest';
import { createFirstPaint } from '$lib/charts/first-paint';

/** A first paint with 50 ms slices on a host whose time moves only as the drawings say, whose
 * paints run when told, and which keeps the errors it is given; `draw(name, ms)` asks for a
 * drawing that takes `ms` and notes its name in `log`. */
function slicedPaint() {
	let time = 0;
	const paints: (() => void)[] = [];
	const errors: unknown[] = [];
	const log: string[] = [];
	const first = createFirstPaint(
		{
			now: () => time,
			afterPaint: (then) => void paints.push(then),
			report: (error) => void errors.push(error)
		},
		50
	);
	return {
		log,
		errors,
		first,
		draw: (name: string, ms: number) =>
			first.draw(() => {
				time += ms;
				log.push(name);
			}),
		paint: () => paints.splice(0).forEach((then) => then()),
		pendingPaints: () => paints.length
	};
}

describe('createFirstPaint', () => {
	it('draws the first chart at once and the others after a paint, a slice at a time', () => {
		const f = slicedPaint();
		f.draw('algorithms', 80);
		f.draw('benchmarks', 20);
		f.draw('paradigms', 20);
		f.draw('domains', 20);
		f.draw('sizes', 20);
		expect(f.log).toEqual(['algorithms']);
		f.paint();
		// 20 + 20 + 20 = 60 ≥ 50: the slice ends after the third.
		expect(f.log).toEqual(['algorithms', 'benchmarks', 'paradigms', 'domains']);
		f.paint();
		expect(f.log).toEqual(['algorithms', 'benchmarks', 'paradigms', 'domains', 'sizes']);
	});

	it('draws small charts together in one slice', () => {
		const f = slicedPaint();
		for (const name of ['a', 'b', 'c']) f.draw(name, 5);
		expect(f.log).toEqual(['a', 'b', 'c']);
	});

	it('draws at once once the first paint is done, with no paint to wait for', () => {
		const f = slicedPaint();
		f.draw('a', 80);
		f.paint(); // nothing waited: the first paint is done
		expect(f.pendingPaints()).toBe(0);
		f.draw('b', 80);
		f.draw('c', 80);
		expect(f.log).toEqual(['a', 'b', 'c']);
		expect(f.pendingPaints()).toBe(0);
	});

	it('keeps the order the charts asked in, and drops a drawing cancelled before its turn', () => {
		const f = slicedPaint();
		f.draw('a', 80);
		const cancel = f.draw('old b', 10);
		f.draw('c', 10);
		cancel();
		f.draw('new b', 10);
		f.paint();
		expect(f.log).toEqual(['a', 'c', 'new b']);
	});

	it('a drawing asked while others wait goes after them, not ahead of them', () => {
		const f = slicedPaint();
		f.draw('a', 80);
		f.draw('b', 60);
		f.paint(); // b alone: 60 ≥ 50
		f.draw('c', 1); // this slice is spent and b's turn came first
		f.draw('d', 1);
		expect(f.log).toEqual(['a', 'b']);
		f.paint();
		expect(f.log).toEqual(['a', 'b', 'c', 'd']);
	});

	it('a drawing that throws in its slice is reported, and the next ones still run', () => {
		const f = slicedPaint();
		f.draw('a', 80);
		f.first.draw(() => {
			throw new Error('bad chart');
		});
		f.draw('c', 10);
		f.paint();
		expect(f.log).toEqual(['a', 'c']);
		expect(f.errors).toEqual([new Error('bad chart')]);
	});
});
