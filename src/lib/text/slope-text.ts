// A Sen's slope of a share (a fraction per year) in percentage points per year, as the rising and
// falling table shows it. One decimal reads most slopes; a slope below 0.05 points keeps one
// significant digit, so a rise the test finds never reads "+0.0", and none at all reads "0".

export function slopeText(slope: number): string {
	const points = slope * 100;
	if (points === 0) return '0';
	const sign = points > 0 ? '+' : '';
	return `${sign}${Math.abs(points) < 0.05 ? points.toPrecision(1) : points.toFixed(1)}`;
}
