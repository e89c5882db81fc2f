// Which name a scaled paper uses where its real text had a rare one: a new name, or one an
// earlier paper used, chosen in proportion to how often it has been used (a Yule–Simon process:
// the rich get richer, so popularity is heavy-tailed, as the adoption of real names is).
import type { NameKind } from './name-tokens.ts';
import type { Random } from './random.ts';

export interface AdoptionOptions {
	/** Share of uses that coin a new name (the rest reuse one). */
	freshShare: number;
	/** Uses remembered per kind: a uniform sample of all uses (reservoir), so memory is bounded. */
	capacity: number;
	/** Uses of a kind before any reuse: the first papers have no field to borrow from yet. */
	warmUp: number;
	/** The name of the `index`-th new name of a kind. */
	coin: (kind: NameKind, index: number, length: number) => string;
}

interface Pool {
	coined: number;
	uses: number;
	sample: string[];
}

export interface Adoption {
	/**
	 * A name for one use. `fresh` forces a new one (a paper's own name); a name in `taken` (the
	 * paper's other names) is never reused, so two names of one paper stay two.
	 */
	name(
		kind: NameKind,
		length: number,
		random: Random,
		use?: { fresh?: boolean; taken?: ReadonlySet<string> }
	): string;
	/** New names coined so far, per kind. */
	coined(kind: NameKind): number;
}

export function createAdoption(options: AdoptionOptions): Adoption {
	const pools = new Map<NameKind, Pool>();
	const poolOf = (kind: NameKind) => {
		let pool = pools.get(kind);
		if (!pool) pools.set(kind, (pool = { coined: 0, uses: 0, sample: [] }));
		return pool;
	};
	const remember = (pool: Pool, name: string, random: Random) => {
		pool.uses++;
		if (pool.sample.length < options.capacity) pool.sample.push(name);
		else {
			const slot = random.int(pool.uses);
			if (slot < options.capacity) pool.sample[slot] = name;
		}
	};
	return {
		name(kind, length, random, { fresh = false, taken } = {}) {
			const pool = poolOf(kind);
			let name: string | undefined;
			if (
				!fresh &&
				pool.uses >= Math.max(1, options.warmUp) &&
				!random.chance(options.freshShare)
			) {
				name = pool.sample[random.int(pool.sample.length)];
				if (taken?.has(name)) name = undefined;
			}
			name ??= options.coin(kind, pool.coined++, length);
			remember(pool, name, random);
			return name;
		},
		coined: (kind) => poolOf(kind).coined
	};
}
