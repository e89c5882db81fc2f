// "SELECT year(published) AS y": whole numbers in the range of years read as years on an axis,
// "2020", not "2,020" as Plot formats other numbers.

const FIRST_YEAR = 1800;
const LAST_YEAR = 2200;

/** Are the non-null values whole numbers that all lie in the range of years (and some are)? */
export function isYearLike(values: readonly unknown[]): boolean {
	let seen = false;
	for (const v of values) {
		if (v === null || v === undefined) continue;
		if (typeof v !== 'number' || !Number.isInteger(v) || v < FIRST_YEAR || v > LAST_YEAR)
			return false;
		seen = true;
	}
	return seen;
}

/** A tick format that writes a year as its digits; a tick between years ("2020.5", which a
 * linear axis over a few years may place) gets no label. */
export const yearTick = (v: unknown) => (Number.isInteger(v) ? String(v) : '');

/** A mark's tooltip: years on x written as on the axis ("2024", not Plot's "2,024"). */
export const tipFor = (xValues: readonly unknown[]) =>
	isYearLike(xValues) ? { format: { x: yearTick } } : true;
