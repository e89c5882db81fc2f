// Axes of counts (papers, claims) tick at whole numbers: there is no half a paper. Plot's own
// ticks split a short domain (0 to 2 papers) into halves, so count axes pass these instead.

/** Whole numbers from `lo` to `hi` at a step of 1, 2 or 5 × a power of ten (at least 1), about
 * `most` of them: the step Plot's own ticks would take (D3's rounding), never under 1. */
export function wholeTicks(lo: number, hi: number, most: number): number[] {
	const raw = Math.max(0, hi - lo) / Math.max(1, most);
	if (!(raw > 0)) return hi >= lo && Number.isInteger(lo) ? [lo] : [];
	const power = 10 ** Math.floor(Math.log10(raw));
	const error = raw / power;
	const factor =
		error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
	const step = Math.max(1, factor * power);
	const ticks: number[] = [];
	for (let k = Math.ceil(lo / step); k * step <= hi; k++) ticks.push(k * step);
	return ticks;
}

/** A count axis's `ticks` and `tickFormat` for Plot: whole-number ticks over whatever domain
 * Plot settles on (a range interval, so binned charts need not know their tallest bin first),
 * written with thousands separators. */
export function countAxis(most: number) {
	return {
		ticks: {
			floor: (x: number) => Math.floor(x),
			offset: (x: number, k = 1) => x + k,
			// Plot asks for [lo, floor(hi) + 1): the last whole number is floor(hi).
			range: (lo: number, stop: number) => wholeTicks(lo, stop - 1, most)
		},
		tickFormat: (d: number) => d.toLocaleString('en')
	};
}
