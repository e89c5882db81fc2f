// How tall a chart's category row must be at least, in CSS px. On the page a row is also a
// click target. An exported figure is only read, so its rows may sit closer (1.6 lines of a
// 10 px label): a slide then fits its rows with less zooming out, so their type stays larger.

/** The least height of a row whose label takes `lines` lines. */
export function minRowHeight(lines: 1 | 2, onScreen: boolean | undefined): number {
	if (onScreen) return lines === 1 ? 22 : 26;
	return lines === 1 ? 16 : 24;
}
