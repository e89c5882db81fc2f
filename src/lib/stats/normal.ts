// The standard normal distribution's tails, to double precision, for p-values.

const SQRT2 = Math.SQRT2;
const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

/** erfc(x) for x ≥ 0: the Maclaurin series of erf below 2 (where cancellation costs under two digits),
 * a continued fraction (modified Lentz) above, where the series would not. */
function erfcPositive(x: number): number {
	if (x < 2) {
		let term = x;
		let sum = x;
		for (let n = 1; n < 200; n++) {
			term *= (-x * x) / n;
			const next = term / (2 * n + 1);
			sum += next;
			if (Math.abs(next) < 1e-17 * Math.abs(sum)) break;
		}
		return 1 - TWO_OVER_SQRT_PI * sum;
	}
	// erfc(x) = exp(-x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))
	const tiny = 1e-300;
	let f = x;
	let c = x;
	let d = 0;
	for (let n = 1; n < 500; n++) {
		const a = n / 2;
		d = x + a * d;
		d = d === 0 ? tiny : d;
		c = x + a / c;
		c = c === 0 ? tiny : c;
		d = 1 / d;
		const delta = c * d;
		f *= delta;
		if (Math.abs(delta - 1) < 1e-16) break;
	}
	return Math.exp(-x * x) / (Math.sqrt(Math.PI) * f);
}

/** Complementary error function. */
export function erfc(x: number): number {
	if (Number.isNaN(x)) return NaN;
	return x >= 0 ? erfcPositive(x) : 2 - erfcPositive(-x);
}

/** P(Z > z) for a standard normal Z (upper tail, exact in the far tail too). */
export function normalSf(z: number): number {
	return erfc(z / SQRT2) / 2;
}
