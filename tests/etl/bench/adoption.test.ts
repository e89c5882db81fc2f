import { describe, expect, it } from 'vitest';
import { createAdoption } from '../../../etl/bench/adoption.ts';
import { createRandom } from '../../../etl/bench/random.ts';

const options = {
	freshShare: 0.3,
	capacity: 50_000,
	warmUp: 100,
	coin: (kind: string, index: number) => `${kind}${index}`
};

/** Uses of each name after `uses` draws of one kind. */
function usesByName(uses: number, overrides: Partial<typeof options> = {}): Map<string, number> {
	const adoption = createAdoption({ ...options, ...overrides });
	const random = createRandom(7);
	const counts = new Map<string, number>();
	for (let i = 0; i < uses; i++) {
		const name = adoption.name('word', 0, random);
		counts.set(name, (counts.get(name) ?? 0) + 1);
	}
	return counts;
}

describe('createAdoption', () => {
	it('coins new names at the fresh share once warm, and only new names before', () => {
		const adoption = createAdoption(options);
		const random = createRandom(1);
		const first = Array.from({ length: 100 }, () => adoption.name('word', 0, random));
		expect(new Set(first).size).toBe(100);
		for (let i = 0; i < 10_000; i++) adoption.name('word', 0, random);
		expect(adoption.coined('word') - 100).toBeGreaterThan(0.27 * 10_000);
		expect(adoption.coined('word') - 100).toBeLessThan(0.33 * 10_000);
		expect(adoption.coined('caps')).toBe(0);
	});

	it('makes popularity heavy-tailed: most names used once, a few used very often', () => {
		const counts = [...usesByName(50_000).values()].sort((a, b) => b - a);
		const once = counts.filter((c) => c === 1).length;
		expect(once / counts.length).toBeGreaterThan(0.5);
		expect(counts[0]).toBeGreaterThan(200);
		// The distinct names keep growing with the uses (they do not saturate).
		expect(usesByName(100_000).size).toBeGreaterThan(1.8 * counts.length);
	});

	it('keeps the preference for popular names with a small memory of uses', () => {
		const counts = [...usesByName(50_000, { capacity: 2000 }).values()].sort((a, b) => b - a);
		expect(counts[0]).toBeGreaterThan(100);
	});

	it('coins a fresh name when asked, and never reuses a name the paper already has', () => {
		const adoption = createAdoption({ ...options, warmUp: 0, freshShare: 0 });
		const random = createRandom(3);
		const only = adoption.name('caps', 3, random);
		expect(adoption.name('caps', 3, random)).toBe(only);
		expect(adoption.name('caps', 3, random, { taken: new Set([only]) })).not.toBe(only);
		expect(adoption.name('caps', 3, random, { fresh: true })).toBe('caps2');
	});
});
