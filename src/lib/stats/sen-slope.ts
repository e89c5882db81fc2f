// Sen's slope (Theil 1950, Sen 1968): the median of the slopes between every pair of points, a
// trend size that one odd period cannot swing the way it swings a least-squares fit.

/** Median slope of y over x across all pairs with distinct x. */
export function senSlope(xs: number[], ys: number[]): number {
	if (xs.length !== ys.length)
		throw new Error(`x and y differ in length: ${xs.length}, ${ys.length}`);
	const slopes: number[] = [];
	for (let i = 0; i < xs.length - 1; i++)
		for (let j = i + 1; j < xs.length; j++)
			if (xs[j] !== xs[i]) slopes.push((ys[j] - ys[i]) / (xs[j] - xs[i]));
	if (slopes.length === 0) throw new Error(`Sen's slope needs two distinct x, got ${xs}`);
	slopes.sort((a, b) => a - b);
	const mid = slopes.length >> 1;
	return slopes.length % 2 ? slopes[mid] : (slopes[mid - 1] + slopes[mid]) / 2;
}
