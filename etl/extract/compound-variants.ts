// "S-GRPO", "F-MAPPO", "OTC-PPO": a variant written as a prefix compound of a known acronym
// counts as the base algorithm (FEATURES.md: compounds count as the base), as "GRPO-style" does.
import type { Dictionary, Hit } from './dictionary.ts';

// The acronym after the hyphen: capitals, digits and '+', ending a word that no hyphen continues.
const ACRONYM_AFTER = /^[\p{Lu}][\p{Lu}\p{N}+]*[\p{Lu}\p{N}+](?![\p{L}\p{N}\-‑])/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const HYPHEN_BEFORE_CAPITAL = /[-‑]\p{Lu}/gu;

/** Base-algorithm hits inside prefix compounds that no dictionary hit covers already. */
export function compoundVariantHits(dictionary: Dictionary, text: string, found: Hit[]): Hit[] {
	const hits: Hit[] = [];
	// Found from each hyphen before a capital: a scan from every position costs far more.
	for (const { index: dash } of text.matchAll(HYPHEN_BEFORE_CAPITAL)) {
		const acronym = ACRONYM_AFTER.exec(text.slice(dash + 1, dash + 24))?.[0];
		if (!acronym) continue;
		let from = dash;
		while (from > 0 && WORD_CHAR.test(text[from - 1])) from--;
		if (from === dash || /[-‑.]/.test(text[from - 1] ?? '')) continue;
		const start = dash + 1;
		const end = start + acronym.length;
		if (found.some((h) => h.start < end && start < h.end)) continue;
		// "MA-PPO" is MAPPO: a compound the dictionary reads whole is that name.
		const whole = text.slice(from, end);
		if (
			dictionary.find(whole.replace(/[-‑]/, '')).some((h) => h.end - h.start === whole.length - 1)
		)
			continue;
		const base = dictionary.find(acronym).find((h) => h.start === 0 && h.end === acronym.length);
		if (base) hits.push({ name: base.name, start, end });
	}
	return hits;
}
