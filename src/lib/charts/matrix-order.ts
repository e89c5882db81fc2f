// The order of a matrix chart's rows and columns: most papers first, so the busy corner is the
// top left, and names with equal totals alphabetically (an order that does not depend on the
// order rows arrive in).

import { compareNames } from '$lib/queries/name-order';

export interface MatrixCell {
	x: string;
	y: string;
	papers: number;
}

function byTotal(totals: Map<string, number>): string[] {
	return [...totals.entries()]
		.sort((a, b) => b[1] - a[1] || compareNames(a[0], b[0]))
		.map(([name]) => name);
}

function add(totals: Map<string, number>, name: string, papers: number) {
	totals.set(name, (totals.get(name) ?? 0) + papers);
}

/** The names along one axis, by their total papers over the other axis. */
export function axisOrder(cells: MatrixCell[], axis: 'x' | 'y'): string[] {
	const totals = new Map<string, number>();
	for (const cell of cells) add(totals, cell[axis], cell.papers);
	return byTotal(totals);
}

/** One order for both axes of a matrix of a kind against itself (algorithm × algorithm), so
 * that a name's row and column meet on the diagonal and the matrix reads as symmetric. */
export function sharedOrder(cells: MatrixCell[]): string[] {
	const totals = new Map<string, number>();
	for (const cell of cells) {
		add(totals, cell.x, cell.papers);
		add(totals, cell.y, cell.papers);
	}
	return byTotal(totals);
}
