// A pure function of one string, remembered: the extractor asks the same questions of the same
// tokens ("Is GRPO name-like?") in every paper. The cache is bounded: when full it starts over,
// so a long run's memory stays flat and an answer never changes (the function is pure).

export const MEMO_LIMIT = 1 << 16;

export function memoize<T>(fn: (key: string) => T, limit = MEMO_LIMIT): (key: string) => T {
	const known = new Map<string, T>();
	return (key) => {
		let value = known.get(key);
		if (value === undefined && !known.has(key)) {
			value = fn(key);
			if (known.size >= limit) known.clear();
			known.set(key, value);
		}
		return value as T;
	};
}
