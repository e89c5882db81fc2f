// Numbers as a chart's text summary says them: short, rounded as a reader would say them aloud.

/** "34%"; "<1%" for a part too small to round to 1 (a 0% would read as none). */
export function percent(share: number): string {
	// A share of an unknown total: said as unknown, never "NaN%".
	if (!Number.isFinite(share)) return 'unknown %';
	if (share > 0 && share < 0.005) return '<1%';
	return `${Math.round(share * 100)}%`;
}

/** A count that may carry a fraction (weights, medians): "12", "3.5"; "unknown" for NaN. */
export const amount = (n: number): string =>
	Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: 1 }) : 'unknown';

/** "A, B and C"; with more than `most`, "A, B, C and 4 more"; "A or B" with `or`. */
export function listed(items: string[], most: number, conjunction: 'and' | 'or' = 'and'): string {
	return listedOf(items.slice(0, most), items.length, conjunction);
}

/** The few of `total` items that are named, and how many more ("A, B, C and 4,117 more"): a
 * ranking writes out only those it names. */
export function listedOf(
	named: string[],
	total: number,
	conjunction: 'and' | 'or' = 'and'
): string {
	const rest = total - named.length;
	const parts = rest > 0 ? [...named, `${rest.toLocaleString('en')} more`] : named;
	if (parts.length <= 1) return parts.join('');
	return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts.at(-1)}`;
}
