// One extreme claim ("+9,296%") would stretch a histogram's axis until every other claim sits in
// its first bar. Past the value most claims stay under, the axis stops and its last bar gathers
// the rest, and the chart says so.

/** Share of the claims the axis keeps in reach. */
const KEPT = 0.95;
/** The tail is cut only when it reaches this many times further than the kept claims. */
const STRETCH = 3;
/** Fewer claims than this are drawn as they are. */
const FEW = 10;

/** Where a histogram of `rows` (values with their claim counts) should end, or null to show all.
 * The end is the value under which `KEPT` of the claims lie, rounded up to 1, 2 or 5 × 10ⁿ. */
export function histogramCap(rows: readonly { value: number; claims: number }[]): number | null {
	// The capped bins start at 0: a negative value (none is extracted today) keeps the full axis.
	if (rows.some((r) => r.value < 0)) return null;
	const sorted = rows.filter((r) => r.value > 0).sort((a, b) => a.value - b.value);
	const total = sorted.reduce((n, r) => n + r.claims, 0);
	if (total < FEW) return null;
	let seen = 0;
	let kept = sorted[sorted.length - 1].value;
	for (const r of sorted) {
		seen += r.claims;
		if (seen >= KEPT * total) {
			kept = r.value;
			break;
		}
	}
	const cap = niceCeil(kept);
	return sorted[sorted.length - 1].value > STRETCH * cap ? cap : null;
}

/** 0, width, 2·width … up to `upTo` (rounded to drop float noise: 0.1 + 0.2). */
function roundThresholds(upTo: number, width: number): number[] {
	const thresholds: number[] = [];
	for (let k = 0; k * width <= upTo + 1e-9; k++) thresholds.push(+(k * width).toPrecision(12));
	return thresholds;
}

/** The least of 1, 2, 5 × 10ⁿ that is ≥ `x`. */
function niceCeil(x: number): number {
	const power = 10 ** Math.floor(Math.log10(x));
	return [1, 2, 5, 10].map((s) => s * power).find((v) => v >= x - 1e-9)!;
}

/** Bins of `cap`'s histogram: about `count` bins of a round width from 0 to `cap`, and one more,
 * [cap, cap + width), that gathers every claim at or past `cap` (drawn at `overflowAt`). */
export function cappedBins(
	cap: number,
	count = 20
): { cap: number; thresholds: number[]; overflowAt: number; end: number } {
	const width = niceCeil(cap / count);
	const thresholds = roundThresholds(cap, width);
	const end = +(cap + width).toPrecision(12);
	return { cap, thresholds: [...thresholds, end], overflowAt: cap + width / 2, end };
}

/**
 * Where the "≥ cap" label of the overflow bar stands: above that bar and the bar before it, which
 * the label reaches over (on a phone, "≥100" over a low last bar sat on a taller neighbour).
 */
export function overflowLabelHeight(
	rows: readonly { value: number; claims: number }[],
	bins: { cap: number; thresholds: number[] }
): number {
	// The bar before starts at the threshold before the cap (cap − width would carry float noise).
	const before = bins.thresholds[bins.thresholds.length - 3] ?? -Infinity;
	const claimsIn = (from: number, to: number) =>
		rows.filter((r) => r.value >= from && r.value < to).reduce((n, r) => n + r.claims, 0);
	return Math.max(claimsIn(bins.cap, Infinity), claimsIn(before, bins.cap));
}

/** Bins of a histogram with no cap: about `count` bins of a round width from 0, the last one
 * ending past the largest value. (Plot's own bins put a lone claim in a bin of no width at the
 * axis end, where it did not show; a few claims far apart drew hairlines.) */
export function evenBins(largest: number, count = 20): { thresholds: number[]; end: number } {
	const width = niceCeil(Math.max(largest, 1e-9) / count);
	const thresholds = roundThresholds(largest, width);
	const end = +(thresholds.length * width).toPrecision(12);
	return { thresholds: [...thresholds, end], end };
}
