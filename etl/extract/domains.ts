import type { Mention } from '../types.ts';
import { createScanGroup, type LiteralScanGroup } from './literal-scan.ts';
import { mention, type Source } from './sources.ts';

/** domain → cue words; a cue matches at a word start (lower case: any case). */
export type DomainCues = Record<string, string[]>;

export interface DomainClassifier {
	classify(sources: Source[]): { domains: string[]; mentions: Mention[] };
}

/** A title cue counts double; a domain needs two points; at most three domains, best first. */
const TITLE_WEIGHT = 2;
const THRESHOLD = 2;
const MAX_DOMAINS = 3;
/** Domains that say what is studied about RL rather than where it is applied. */
const ABOUT_RL_ITSELF = new Set(['theory', 'safety']);
/** Domains that only exist where a language model is in sight. */
const NEEDS_LANGUAGE_MODEL = new Set(['math reasoning', 'alignment']);
/** Domains a language model in sight rules out: "control" of or by a language model steers its
 * text ("controllable generation"), and RL on one has no state-action plant. A stricter test (the
 * model in the title, or named twice) kept control for a few robot papers but gave it to many
 * more papers that only say "controllable" (arXiv sample), so any mention counts. */
const NOT_WITH_LANGUAGE_MODEL = new Set(['control']);
const LANGUAGE_MODEL_CUE =
	/\b(?:LLMs?|language models?|VLMs?|MLLMs?|LRMs?|GPT|chatbots?|tokens?|text|reasoning models?|foundation models?|reasoners?|RLVR|verifiable rewards?|chain-of-thought|CoT|Qwen[\w.-]*|Llama[\w.-]*|DeepSeek[\w.-]*|AIME\w*|GSM8K|MATH-?500)\b/i;
const RL_CUE = /\b(?:reinforcement learning|RL|policy|policies|agent|reward|Markov decision)/i;

/** The domains the texts are about, by the compiled cues (the extractors' one signature). */
export const extractDomains = (
	sources: Source[],
	{ domains }: { domains: DomainClassifier }
): { domains: string[]; mentions: Mention[] } => domains.classify(sources);

export function compileDomains(
	cues: DomainCues,
	group: LiteralScanGroup = createScanGroup()
): DomainClassifier {
	// One pass over each text for all cues (longest first), cue → its domains.
	const domainsOf = new Map<string, string[]>();
	const folded: string[] = [];
	const exact: string[] = [];
	for (const [domain, words] of Object.entries(cues)) {
		for (const word of words) {
			const key = word === word.toLowerCase() ? word : `=${word}`;
			if (!domainsOf.has(key)) (word === word.toLowerCase() ? folded : exact).push(word);
			domainsOf.set(key, [...(domainsOf.get(key) ?? []), domain]);
		}
	}
	// A folded cue is a word start ("robot" counts in "robotics"); an exact one a whole word.
	const scanFolded = group.add(folded, {
		caseless: true,
		plural: false,
		wholeWord: false,
		hyphenGlues: false
	});
	const scanExact = group.add(exact, {
		caseless: false,
		plural: false,
		wholeWord: true,
		hyphenGlues: false
	});
	const order = Object.keys(cues);
	return {
		classify(sources) {
			const score = new Map<string, number>();
			const first = new Map<string, Mention>();
			const seen = new Set<string>();
			for (const { field, text } of sources) {
				for (const [scan, prefix] of [
					[scanFolded, ''],
					[scanExact, '=']
				] as const) {
					for (const m of scan(text)) {
						const cue = prefix + m.literal;
						for (const domain of domainsOf.get(cue) ?? []) {
							if (seen.has(`${field}:${domain}:${cue}`)) continue;
							seen.add(`${field}:${domain}:${cue}`);
							score.set(domain, (score.get(domain) ?? 0) + (field === 'title' ? TITLE_WEIGHT : 1));
							if (!first.has(domain))
								first.set(domain, mention('domain', domain, field, m.start, m.end));
						}
					}
				}
			}
			// Math reasoning is what language models are trained on: "a mathematical framework"
			// for control or a theory paper's "math" is no math benchmark.
			const aboutLanguageModels = sources.some(({ text }) => LANGUAGE_MODEL_CUE.test(text));
			// Read at most once, and only when a rule below asks.
			let rl: boolean | undefined;
			const aboutRl = () => (rl ??= sources.some(({ text }) => RL_CUE.test(text)));
			const scored = order
				.filter((domain) => score.has(domain))
				.filter((domain) => aboutLanguageModels || !NEEDS_LANGUAGE_MODEL.has(domain))
				.filter((domain) => !aboutLanguageModels || !NOT_WITH_LANGUAGE_MODEL.has(domain))
				.map((domain) => ({ domain, score: score.get(domain)!, first: first.get(domain)! }));
			scored.sort((a, b) => b.score - a.score);
			const top = scored.filter((d) => d.score >= THRESHOLD).slice(0, MAX_DOMAINS);
			// One weak cue beats none, except where math (a domain that needs a language model) was
			// named with none and no RL in sight: the "linear programming" of a maths paper is no code.
			const unbacked =
				!aboutLanguageModels && [...NEEDS_LANGUAGE_MODEL].some((domain) => score.has(domain));
			if (top.length === 0 && scored.length > 0 && !(unbacked && !aboutRl())) top.push(scored[0]);
			if (top.length === 0) {
				// Generic state-action RL with no application named reads as control.
				return { domains: [aboutRl() && !aboutLanguageModels ? 'control' : 'other'], mentions: [] };
			}
			// Classic RL (no language model in sight) studied for its own sake — its theory, safety,
			// robustness or a robot — is still state-action control.
			const domains = top.map((d) => d.domain);
			if (
				domains.length < MAX_DOMAINS &&
				!domains.includes('control') &&
				domains.every((d) => ABOUT_RL_ITSELF.has(d)) &&
				aboutRl() &&
				!aboutLanguageModels
			)
				return { domains: [...domains, 'control'], mentions: top.map((d) => d.first) };
			return { domains, mentions: top.map((d) => d.first) };
		}
	};
}
