import { describe, expect, it } from 'vitest';
import { step, type GridCell } from '../../../../src/lib/charts/grid-keys.ts';

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
});
