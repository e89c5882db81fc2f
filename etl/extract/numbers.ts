// Parameter counts as the abstracts write them: "7B", "1.5B", "350M".

/** A parameter count token ("7B", "1.5b", "350M") in billions, or null. */
export function paramsInBillions(value: string, unit: string): number | null {
	const n = Number(value);
	if (!Number.isFinite(n)) return null;
	const u = unit.toUpperCase();
	if (u === 'B') return n;
	if (u === 'M') return Math.round(n) / 1000;
	if (u === 'T') return n * 1000;
	return null;
}
