import type { Mention } from '../types.ts';
import { mention, type Source } from './sources.ts';

/** domain → cue words; a cue matches at a word start (lower case: any case). */
export type DomainCues = Record<string, string[]>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface DomainClassifier {
	classify(sources: Source[]): { domains: string[]; mentions: Mention[] };
}

/** A title cue counts double; a domain needs two points; at most three domains, best first. */
const TITLE_WEIGHT = 2;
const THRESHOLD = 2;
const MAX_DOMAINS = 3;
const RL_CUE = /\b(?:reinforcement learning|RL|policy|policies|agent|reward|Markov decision)/i;

export function compileDomains(cues: DomainCues): DomainClassifier {
	const rules = Object.entries(cues).map(([domain, words]) => {
		const folded = words.filter((w) => w === w.toLowerCase()).map(escape);
		const exact = words.filter((w) => w !== w.toLowerCase()).map(escape);
		return {
			domain,
			folded: folded.length
				? new RegExp(`(?<![\\p{L}\\p{N}])(?:${folded.join('|')})`, 'giu')
				: null,
			exact: exact.length
				? new RegExp(`(?<![\\p{L}\\p{N}])(?:${exact.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
				: null
		};
	});
	return {
		classify(sources) {
			const scored: { domain: string; score: number; first: Mention }[] = [];
			for (const rule of rules) {
				let score = 0;
				let first: Mention | null = null;
				const seen = new Set<string>();
				for (const { field, text } of sources) {
					for (const re of [rule.folded, rule.exact]) {
						if (!re) continue;
						for (const m of text.matchAll(re)) {
							const cue = m[0].toLowerCase();
							if (seen.has(`${field}:${cue}`)) continue;
							seen.add(`${field}:${cue}`);
							score += field === 'title' ? TITLE_WEIGHT : 1;
							first ??= mention('domain', rule.domain, field, m.index, m.index + m[0].length);
						}
					}
				}
				if (score > 0 && first) scored.push({ domain: rule.domain, score, first });
			}
			scored.sort((a, b) => b.score - a.score);
			const top = scored.filter((d) => d.score >= THRESHOLD).slice(0, MAX_DOMAINS);
			if (top.length === 0 && scored.length > 0) top.push(scored[0]); // one weak cue beats none
			if (top.length === 0) {
				// Generic state-action RL with no application named reads as control.
				const rl = sources.some(({ text }) => RL_CUE.test(text));
				return { domains: [rl ? 'control' : 'other'], mentions: [] };
			}
			return { domains: top.map((d) => d.domain), mentions: top.map((d) => d.first) };
		}
	};
}
