// A result cell's tooltip: its whole text wherever the cell shows less of it. A column is as wide
// as the values of its first rows; a longer id further down was cut to a dozen characters, and
// only texts over 30 characters had a tooltip.

/** Gives `cell` the title `text` when the text overflows it, and none when it fits. */
export function titleWhenCut(cell: HTMLElement, text: string): void {
	if (text !== '' && cell.scrollWidth > cell.clientWidth) cell.title = text;
	else cell.removeAttribute('title');
}
