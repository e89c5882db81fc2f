// Arrow keys move between a matrix's cells, as in a spreadsheet, and Tab enters and leaves the
// matrix in one stop (a roving tabindex): a keyboard reader need not tab through every cell.

export interface GridCell<E> {
	el: E;
	col: number;
	row: number;
}

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
type Arrow = (typeof ARROWS)[number];
export const isArrow = (key: string): key is Arrow => (ARROWS as readonly string[]).includes(key);

/** The cell a key moves to from `from`, or null to stay: ← → the next cell of its row; ↑ ↓ the
 * nearest row above or below that has cells, at the column nearest its own (a sparse matrix
 * leaves holes); Home and End its row's first and last (a list's, when all is one column). */
export function step<E>(cells: GridCell<E>[], from: GridCell<E>, key: Arrow): GridCell<E> | null {
	const inRow = cells.filter((c) => c.row === from.row).sort((a, b) => a.col - b.col);
	// A list (one column: a bar chart's bars) has its own first and last.
	const ends = cells.every((c) => c.col === from.col)
		? [...cells].sort((a, b) => a.row - b.row)
		: inRow;
	if (key === 'Home') return ends[0] === from ? null : ends[0];
	if (key === 'End') return ends.at(-1) === from ? null : ends.at(-1)!;
	if (key === 'ArrowRight') return inRow.find((c) => c.col > from.col) ?? null;
	if (key === 'ArrowLeft') return inRow.findLast((c) => c.col < from.col) ?? null;
	const down = key === 'ArrowDown';
	const beyond = cells.filter((c) => (down ? c.row > from.row : c.row < from.row));
	if (!beyond.length) return null;
	const distance = (c: GridCell<E>) => Math.abs(c.row - from.row);
	const nearestRow = Math.min(...beyond.map(distance));
	return beyond
		.filter((c) => distance(c) === nearestRow)
		.sort((a, b) => Math.abs(a.col - from.col) - Math.abs(b.col - from.col) || a.col - b.col)[0];
}

/** Makes the cells one tab stop (the top-left one, then the last focused) that arrows move in. */
export function gridKeys(cells: GridCell<SVGElement | HTMLElement>[]): void {
	if (!cells.length) return;
	const first = [...cells].sort((a, b) => a.row - b.row || a.col - b.col)[0];
	const makeStop = (stop: GridCell<SVGElement | HTMLElement>) => {
		for (const c of cells) c.el.setAttribute('tabindex', c === stop ? '0' : '-1');
	};
	makeStop(first);
	for (const cell of cells) {
		// Said to assistive technology: these keys move between the cells.
		cell.el.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown Home End');
		cell.el.addEventListener('focus', () => makeStop(cell));
		cell.el.addEventListener('keydown', (event) => {
			const keys = event as KeyboardEvent;
			// Alt+← is the browser's Back, Shift+arrows select: only a bare arrow moves.
			if (keys.altKey || keys.ctrlKey || keys.metaKey || keys.shiftKey) return;
			if (!isArrow(keys.key)) return;
			const target = step(cells, cell, keys.key);
			event.preventDefault();
			target?.el.focus();
		});
	}
}
