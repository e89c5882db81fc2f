// A Sen's slope of a share (a fraction per year) in percentage points per year, as the rising and
// falling table shows it. One decimal reads most slopes; one that rounds to 0.0 keeps one
// significant digit, so a rise the test finds never reads "+0.0", and none at all reads "0"
// (as does a float's leftover, 1e-15, of slopes that cancel).

export function slopeText(slope: number): string {
	const points = slope * 100;
	if (Math.abs(points) < 1e-9) return '0';
	const sign = points > 0 ? '+' : '';
	const tenths = points.toFixed(1);
	return `${sign}${Number(tenths) === 0 ? points.toPrecision(1) : tenths}`;
}
