// A small seeded generator (mulberry32): same seed, same corpus, on every machine.

export interface Random {
	/** Uniform in [0, 1). */
	next(): number;
	/** Integer in [0, n). */
	int(n: number): number;
	pick<T>(items: readonly T[]): T;
	chance(p: number): boolean;
}

export function createRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (n: number) => Math.floor(next() * n);
	return {
		next,
		int,
		pick: (items) => {
			if (items.length === 0) throw new Error('pick: empty list');
			return items[int(items.length)];
		},
		chance: (p) => next() < p
	};
}

/** A seed for item `index` of a corpus seeded with `seed`: items can be made in any order. */
export function itemSeed(seed: number, index: number): number {
	let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
	h ^= h >>> 16;
	h = Math.imul(h, 0x7feb352d);
	h ^= h >>> 15;
	return h >>> 0;
}
