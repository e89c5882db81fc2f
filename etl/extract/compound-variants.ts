// "S-GRPO", "F-MAPPO", "OTC-PPO": a variant written as a prefix compound of a known acronym
// counts as the base algorithm (FEATURES.md: compounds count as the base), as "GRPO-style" does.
import type { Dictionary, Hit } from './dictionary.ts';

const PREFIX_COMPOUND =
	/(?<![\p{L}\p{N}\-‑.])[\p{L}\p{N}]+[-‑]([\p{Lu}][\p{Lu}\p{N}+]*[\p{Lu}\p{N}+])(?![\p{L}\p{N}\-‑])/gu;
const HAS_HYPHEN = /[-‑]/;

/** Base-algorithm hits inside prefix compounds that no dictionary hit covers already. */
export function compoundVariantHits(dictionary: Dictionary, text: string, found: Hit[]): Hit[] {
	if (!HAS_HYPHEN.test(text)) return [];
	const hits: Hit[] = [];
	for (const m of text.matchAll(PREFIX_COMPOUND)) {
		const start = m.index + m[0].length - m[1].length;
		const end = m.index + m[0].length;
		// "MA-PPO" is MAPPO: a compound the dictionary reads whole is that name.
		if (found.some((h) => h.start < end && start < h.end)) continue;
		if (dictionary.find(m[0].replace(/[-‑]/, '')).some((h) => h.end - h.start === m[0].length - 1))
			continue;
		const base = dictionary.find(m[1]).find((h) => h.start === 0 && h.end === m[1].length);
		if (base) hits.push({ name: base.name, start, end });
	}
	return hits;
}
