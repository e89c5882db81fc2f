import type { Mention } from '../types.ts';
import { createScanGroup, type LiteralScanGroup } from './literal-scan.ts';
import { termCounts, type DomainEvidence } from './domain-features.ts';
import { classifyPaper, type DomainModel } from './domain-model.ts';
import { mention, type Source } from './sources.ts';

/** domain → cue words; a cue matches at a word start (lower case: any case). */
export type DomainCues = Record<string, string[]>;

export interface DomainClassifier {
	classify(sources: Source[]): { domains: string[]; mentions: Mention[] };
}

const LANGUAGE_MODEL_CUE =
	/\b(?:LLMs?|language models?|VLMs?|MLLMs?|LRMs?|GPT|chatbots?|tokens?|text|reasoning models?|foundation models?|reasoners?|RLVR|verifiable rewards?|chain-of-thought|CoT|Qwen[\w.-]*|Llama[\w.-]*|DeepSeek[\w.-]*|AIME\w*|GSM8K|MATH-?500)\b/i;
const RL_CUE = /\b(?:reinforcement learning|RL|policy|policies|agent|reward|Markov decision)/i;

/** The domains the texts are about, by the compiled cues (the extractors' one signature). */
export const extractDomains = (
	sources: Source[],
	{ domains }: { domains: DomainClassifier }
): { domains: string[]; mentions: Mention[] } => domains.classify(sources);

/** Reads the cue evidence of a paper: one pass over each text for all cues, longest first. */
export function compileDomainCues(
	cues: DomainCues,
	group: LiteralScanGroup = createScanGroup()
): (sources: Source[]) => DomainEvidence {
	// Each cue's domains, each once, by the scan that reads it (an exact cue has capitals, a
	// folded one none: no cue is in both).
	const foldedDomains = new Map<string, string[]>();
	const exactDomains = new Map<string, string[]>();
	for (const [domain, words] of Object.entries(cues)) {
		for (const word of words) {
			const domainsOf = word === word.toLowerCase() ? foldedDomains : exactDomains;
			const known = domainsOf.get(word);
			if (known === undefined) domainsOf.set(word, [domain]);
			else if (!known.includes(domain)) known.push(domain);
		}
	}
	// A folded cue is a word start ("robot" counts in "robotics"); an exact one a whole word.
	const scanFolded = group.add([...foldedDomains.keys()], {
		caseless: true,
		plural: false,
		wholeWord: false,
		hyphenGlues: false
	});
	const scanExact = group.add([...exactDomains.keys()], {
		caseless: false,
		plural: false,
		wholeWord: true,
		hyphenGlues: false
	});
	const scans = [
		[scanFolded, foldedDomains],
		[scanExact, exactDomains]
	] as const;
	return (sources) => {
		const titleCues = new Map<string, number>();
		const abstractCues = new Map<string, number>();
		const firstMention = new Map<string, Mention>();
		// A cue counts once per field for each of its domains, however often it is read there.
		const seenIn = new Map<string, Set<string>>();
		for (const { field, text } of sources) {
			const counts = field === 'title' ? titleCues : abstractCues;
			let seen = seenIn.get(field);
			if (seen === undefined) seenIn.set(field, (seen = new Set()));
			for (const [scan, domainsOf] of scans) {
				for (const m of scan(text)) {
					if (seen.has(m.literal)) continue;
					seen.add(m.literal);
					for (const domain of domainsOf.get(m.literal) ?? []) {
						counts.set(domain, (counts.get(domain) ?? 0) + 1);
						if (!firstMention.has(domain))
							firstMention.set(domain, mention('domain', domain, field, m.start, m.end));
					}
				}
			}
		}
		return {
			titleCues,
			abstractCues,
			firstMention,
			languageModel: sources.some(({ text }) => LANGUAGE_MODEL_CUE.test(text)),
			rl: sources.some(({ text }) => RL_CUE.test(text))
		};
	};
}

/** The domains of a paper: the trained model reads its words and its cue evidence. */
export function compileDomains(
	cues: DomainCues,
	model: DomainModel,
	group: LiteralScanGroup = createScanGroup()
): DomainClassifier {
	const readCues = compileDomainCues(cues, group);
	return {
		classify(sources) {
			const evidence = readCues(sources);
			const domains = classifyPaper(model, termCounts(sources), evidence);
			const mentions = domains.flatMap((d) => evidence.firstMention.get(d) ?? []);
			return { domains, mentions };
		}
	};
}
