// Numbers as the abstracts write them: "7B", "1.5B", "350M", "two-fold", "3 times".

const WORDS: Record<string, number> = {
	two: 2,
	three: 3,
	four: 4,
	five: 5,
	six: 6,
	seven: 7,
	eight: 8,
	nine: 9,
	ten: 10
};

export function wordNumber(word: string): number | null {
	const n = Number(word.replace(/,/g, ''));
	if (Number.isFinite(n)) return n;
	return WORDS[word.toLowerCase()] ?? null;
}

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
