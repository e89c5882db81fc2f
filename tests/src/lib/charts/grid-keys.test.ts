import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { gridKeys, step, type GridCell } from '../../../../src/lib/charts/grid-keys.ts';

// A sparse matrix (· is no cell):
//   row 0:  a  b  ·  c
//   row 1:  ·  ·  ·  ·
//   row 2:  d  ·  e  ·
const cells: GridCell<string>[] = [
	{ el: 'a', col: 0, row: 0 },
	{ el: 'b', col: 1, row: 0 },
	{ el: 'c', col: 3, row: 0 },
	{ el: 'd', col: 0, row: 2 },
	{ el: 'e', col: 2, row: 2 }
];
const at = (el: string) => cells.find((c) => c.el === el)!;
const moved = (from: string, key: Parameters<typeof step>[2]) =>
	step(cells, at(from), key)?.el ?? null;

describe('step', () => {
	it('moves along a row to the next cell, over holes, and stays at its ends', () => {
		expect(moved('b', 'ArrowRight')).toBe('c');
		expect(moved('c', 'ArrowLeft')).toBe('b');
		expect(moved('c', 'ArrowRight')).toBeNull();
		expect(moved('a', 'ArrowLeft')).toBeNull();
	});

	it('moves down or up to the nearest row with cells, at the nearest column', () => {
		expect(moved('c', 'ArrowDown')).toBe('e');
		expect(moved('b', 'ArrowDown')).toBe('d'); // cols 0 and 2 are as near: the left one
		expect(moved('e', 'ArrowUp')).toBe('b'); // cols 1 and 3 are as near: the left one
		expect(moved('d', 'ArrowDown')).toBeNull();
	});

	it('goes to the first and last cell of the row with Home and End', () => {
		expect(moved('b', 'Home')).toBe('a');
		expect(moved('a', 'End')).toBe('c');
		expect(moved('a', 'Home')).toBeNull();
	});

	it("goes through a list (one column, a bar chart's bars) with ↑ ↓, to its ends with Home and End", () => {
		const bars: GridCell<string>[] = ['x', 'y', 'z'].map((el, row) => ({ el, col: 0, row }));
		const from = (el: string, key: Parameters<typeof step>[2]) =>
			step(
				bars,
				bars.find((c) => c.el === el)!,
				key
			)?.el ?? null;
		expect(from('x', 'ArrowDown')).toBe('y');
		expect(from('z', 'ArrowUp')).toBe('y');
		expect(from('y', 'Home')).toBe('x');
		expect(from('x', 'End')).toBe('z');
		expect(from('z', 'End')).toBeNull();
		expect(from('y', 'ArrowRight')).toBeNull();
	});
});

describe('gridKeys', () => {
	function matrix() {
		const document = new JSDOM('<!DOCTYPE html><body></body>').window.document;
		const made = [
			[0, 0],
			[1, 0],
			[0, 1]
		].map(([col, row]) => {
			const el = document.createElement('button');
			el.textContent = `${col},${row}`;
			document.body.appendChild(el);
			return { el, col, row };
		});
		gridKeys(made);
		const press = (el: HTMLElement, key: string, more: KeyboardEventInit = {}) => {
			const event = new document.defaultView!.KeyboardEvent('keydown', {
				key,
				cancelable: true,
				...more
			});
			el.dispatchEvent(event);
			return event;
		};
		return { document, cells: made.map((c) => c.el), press };
	}

	it('makes the top-left cell the one tab stop, then the cell last focused', () => {
		const { cells } = matrix();
		expect(cells.map((c) => c.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
		cells[2].focus();
		expect(cells.map((c) => c.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
	});

	it('moves focus with a bare arrow, and leaves Alt, Ctrl, Meta and Shift arrows to the browser', () => {
		const { document, cells, press } = matrix();
		cells[0].focus();
		expect(press(cells[0], 'ArrowRight').defaultPrevented).toBe(true);
		expect(document.activeElement).toBe(cells[1]);
		for (const more of [
			{ altKey: true },
			{ ctrlKey: true },
			{ metaKey: true },
			{ shiftKey: true }
		]) {
			expect(press(cells[1], 'ArrowLeft', more).defaultPrevented).toBe(false);
			expect(document.activeElement).toBe(cells[1]);
		}
		press(cells[1], 'ArrowDown');
		expect(document.activeElement).toBe(cells[2]);
		expect(cells[2].getAttribute('aria-keyshortcuts')).toContain('ArrowDown');
	});
});
