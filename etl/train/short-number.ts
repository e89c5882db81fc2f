// How trained weights are written to a checked-in model file: three significant digits, the
// shorter way ("7.55e-5"). The decisions on the gold sets are the same as at full precision, and
// the file is a third smaller.

export const rounded = (x: number) => Number(x.toPrecision(3));

export const shortest = (x: number) => {
	const plain = String(rounded(x));
	const exponent = rounded(x).toExponential();
	return exponent.length < plain.length ? exponent : plain;
};
