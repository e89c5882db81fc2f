import type { Mention } from '../types.ts';
import { mention, pushUnique, type Source } from './sources.ts';

// Acronyms and words of the field that are never a paper's own coinage.
const GENERIC = new Set(
	'AI AGI LLM LLMs MLLM MLLMs VLM VLMs LM LMs RL DRL MDP MDPs POMDP SOTA GPU GPUs CPU API APIs NLP CV QA RAG CoT SFT RLHF RLVR RM RMs PRM ORM KL OOD IID US UK EU ML DL NN DNN CNN RNN LSTM MoE I II III IV JSON SQL HTML PDF'.split(
		' '
	)
);

/** A coined name: one token with an inner capital, a digit or a hyphen ("ArenaRL", "GUI-G1", "DRED"). */
export function isNameLike(token: string): boolean {
	if (!/^\p{Lu}[\p{L}\p{N}]*(?:[-‑'][\p{L}\p{N}]+)*$/u.test(token)) return false;
	if (GENERIC.has(token) || GENERIC.has(token.replace(/s$/, ''))) return false;
	const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
	return capitals >= 2 || /\p{N}/u.test(token);
}

const INTRODUCING =
	/\b(?:we|this (?:paper|work)|this study|here we|in this (?:paper|work),? we)\s+(?:also\s+|further\s+|then\s+|first\s+)?(?:propose|introduce|present|develop|design|build|construct|release|curate|call|name|term|dub|contribute|formulate|establish)s?d?\b/giu;
const NAMING = /\b(?:dubbed|called|named|termed|coined|namely)\s+/giu;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\-‑'.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const ACRONYM_IN_PARENS = /\(([\p{Lu}][\p{L}\p{N}\-]*)\)/gu;

/** Names the paper coins: the title's prefix before a colon, and names it introduces. */
export function extractProposed(
	sources: Source[],
	isKnownName: (name: string) => boolean
): { proposed: string[]; mentions: Mention[] } {
	const proposed: string[] = [];
	const mentions: Mention[] = [];
	const add = (name: string, field: Source['field'], start: number) => {
		if (isKnownName(name)) return;
		if (pushUnique(proposed, name, (n) => n.toLowerCase())) {
			mentions.push(mention('proposed', name, field, start, start + name.length));
		}
	};
	for (const { field, text } of sources) {
		if (field === 'title') {
			const colon = text.indexOf(':');
			if (colon > 0) {
				const prefix = text.slice(0, colon).trim();
				const words = prefix.split(/\s+/);
				if (words.length === 1 && (isNameLike(prefix) || /^\p{Lu}{3,}$/u.test(prefix)))
					add(prefix, field, text.indexOf(prefix));
			}
			continue;
		}
		for (const re of [INTRODUCING, NAMING]) {
			for (const m of text.matchAll(re)) {
				const windowStart = m.index + m[0].length;
				const window = text.slice(windowStart, windowStart + 140);
				const sentenceEnd = window.search(/[.;:](?:\s|$)/);
				const clause = sentenceEnd === -1 ? window : window.slice(0, sentenceEnd);
				const acronym = [...clause.matchAll(ACRONYM_IN_PARENS)].find(
					(a) => !GENERIC.has(a[1]) && (isNameLike(a[1]) || /^\p{Lu}{3,}$/u.test(a[1]))
				);
				if (acronym) {
					add(acronym[1], field, windowStart + acronym.index + 1);
					continue;
				}
				const tokens = [...clause.matchAll(TOKEN)].slice(0, 8);
				const named = tokens.find((t) => isNameLike(t[0].replace(/[.'‑-]+$/, '')));
				if (named) add(named[0].replace(/[.'‑-]+$/, ''), field, windowStart + named.index);
			}
		}
	}
	return { proposed, mentions };
}
