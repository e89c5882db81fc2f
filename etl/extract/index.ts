import type { Features, Mention } from '../types.ts';
import type { Dictionary, Hit } from './dictionary.ts';
import { extractGains } from './gains.ts';
import { extractModels } from './models.ts';
import { extractProposed } from './proposed.ts';
import { extractScores } from './scores.ts';
import { extractSizes } from './sizes.ts';
import { mention, sourcesOf, type Source } from './sources.ts';
import { extractUrls } from './urls.ts';
import { loadVocabulary, type Vocabulary } from './vocabulary.ts';

export { loadVocabulary, type Vocabulary } from './vocabulary.ts';

let defaultVocabulary: Vocabulary | null = null;

type NamedKind = 'algorithm' | 'paradigm' | 'benchmark';

/** Canonical names found by a dictionary, each once, with every place it was read. */
function names(dictionary: Dictionary, kind: NamedKind, sources: Source[]) {
	const list: string[] = [];
	const mentions: Mention[] = [];
	const hits = new Map<string, Hit[]>();
	for (const { field, text } of sources) {
		const found = dictionary.find(text);
		hits.set(field, found);
		for (const hit of found) {
			if (!list.some((n) => n.toLowerCase() === hit.name.toLowerCase())) list.push(hit.name);
			mentions.push(mention(kind, hit.name, field, hit.start, hit.end));
		}
	}
	return { list, mentions, hits };
}

/** Everything FEATURES.md asks for, read from one paper's title and abstract. */
export function extractFeatures(title: string, abstract: string, vocab?: Vocabulary): Features {
	const v = vocab ?? (defaultVocabulary ??= loadVocabulary());
	const sources = sourcesOf(title, abstract);
	const algorithms = names(v.algorithms, 'algorithm', sources);
	const paradigms = names(v.paradigms, 'paradigm', sources);
	const benchmarks = names(v.benchmarks, 'benchmark', sources);
	const models = extractModels(sources, v.models);
	const modelHits = models.hits;
	const knownModel = (name: string) =>
		models.models.some(
			(m) =>
				m.name.toLowerCase() === name.toLowerCase() &&
				m.family !== null &&
				m.family.toLowerCase() !== name.toLowerCase().split('-')[0]
		);
	// Names the text itself uses as established ones are not the paper's coinage; a vocabulary
	// name the text only introduces ("we introduce Meta Policy Optimization (MPO)") may be.
	const detected = new Set(
		[
			...algorithms.list,
			...paradigms.list,
			...benchmarks.list.filter((b) => v.knownNames.has(b.toLowerCase()))
		].map((n) => n.toLowerCase())
	);
	const proposed = extractProposed(
		sources,
		(name) => detected.has(name.toLowerCase()) || knownModel(name)
	);
	const sizes = extractSizes(sources);
	const gains = extractGains(sources, benchmarks.hits);
	const scores = extractScores(sources, benchmarks.hits, modelHits, gains.spans);
	const urls = extractUrls(sources);
	const domains = v.domains.classify(sources);
	return {
		algorithms: algorithms.list,
		paradigms: paradigms.list,
		benchmarks: benchmarks.list,
		proposed: proposed.proposed,
		domains: domains.domains,
		urls: urls.urls,
		model_sizes_b: sizes.sizes,
		models: models.models,
		gains: gains.gains,
		scores: scores.scores,
		mentions: [
			...algorithms.mentions,
			...paradigms.mentions,
			...benchmarks.mentions,
			...proposed.mentions,
			...models.mentions,
			...sizes.mentions,
			...gains.mentions,
			...scores.mentions,
			...domains.mentions,
			...urls.mentions
		].sort((a, b) =>
			a.field === b.field ? a.start - b.start || a.end - b.end : a.field === 'title' ? -1 : 1
		)
	};
}
