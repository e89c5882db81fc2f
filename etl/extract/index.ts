import type { Features, Mention } from '../types.ts';
import type { Dictionary, Hit } from './dictionary.ts';
import { compoundVariantHits } from './compound-variants.ts';
import { extractDomains } from './domains.ts';
import { extractGains } from './gains.ts';
import { extractModels } from './models.ts';
import type { DatasetHit } from './sized-datasets.ts';
import { extractInContext } from './in-context.ts';
import { abbreviatedBefore, spelledOutBefore } from './name-shape.ts';
import { speaksOfRl, standsWithoutRl } from './rl-kind-paradigms.ts';
import { stackedSettingHits } from './stacked-settings.ts';
import { withoutSpelledOut } from './proposed/spelled-out.ts';
import { extractProposed } from './proposed.ts';
import { extractScores } from './scores.ts';
import { extractSizes } from './sizes.ts';
import { mention, pushUnique, sourcesOf, type Source } from './sources.ts';
import { extractUrls } from './urls.ts';
import { yearShorthandHits } from './year-shorthand.ts';
import type { Vocabulary } from './vocabulary.ts';

type NamedKind = 'algorithm' | 'paradigm' | 'benchmark';

// "DAPO 17k dataset", "ReMax data", "DAPO-Math-17K": a dataset named after a method is not the method.
const DATASET_AFTER =
	/^[\s-]*(?:\d+(?:\.\d+)?[kKM]?\s+)?(?:datasets?|data|corpus|problems|questions)\b|^[-‑](?:[\p{L}\d]+[-‑])*\d+(?:\.\d+)?[kKM]\b|^[-‑](?:Math|Data|Dataset|Set|Bench)\b/u;
// "MATH-Beyond", "MATH-B": a longer name that starts with a benchmark is another benchmark.
const LONGER_NAME_AFTER = /^[-‑][\p{Lu}\p{N}]/u;

// Names a text implies without writing them whole: "S-GRPO" is GRPO, "AIME24 & 25" names AIME 2025.
const IMPLIED_HITS: Partial<
	Record<NamedKind, (dictionary: Dictionary, text: string, found: Hit[]) => Hit[]>
> = { algorithm: compoundVariantHits, benchmark: yearShorthandHits };

const KEEP_HIT: Record<NamedKind, (text: string, hit: Hit) => boolean> = {
	algorithm: (text, hit) => !DATASET_AFTER.test(text.slice(hit.end, hit.end + 30)),
	paradigm: () => true,
	benchmark: (text, hit) => !LONGER_NAME_AFTER.test(text.slice(hit.end, hit.end + 2))
};

/** "parameterized policy gradient (PPG)": an acronym the text spells out as something the
 * vocabulary does not know by that acronym is another thing that shares its letters. */
function definedAsOther(dictionary: Dictionary, text: string, hit: Hit): boolean {
	if (text[hit.start - 1] !== '(' || text[hit.end] !== ')') return false;
	const written = text.slice(hit.start, hit.end);
	const before = text.slice(Math.max(0, hit.start - 120), hit.start - 1);
	const longForm = spelledOutBefore(before, written) ?? abbreviatedBefore(before, written);
	if (longForm === null) return false;
	// "Stationary Distribution Correction Estimation (DICE)": the known long form may start
	// before the words that spell the acronym; it ends where they end.
	const end = before.trimEnd().length;
	const known = (h: Hit) => h.name === hit.name;
	// "Group-Relative Policy Optimization (GRPO)": a hyphen between words spells the same name.
	return !(
		dictionary.find(longForm).some(known) ||
		dictionary.find(longForm.replace(/[-‑]/g, ' ')).some(known) ||
		dictionary.find(before).some((h) => known(h) && h.end === end)
	);
}

/** Canonical names found by a dictionary, each once, with every place it was read. Outside a text
 * about RL (`aboutRl` false), a kind of RL is read only from a cue that says RL. */
function names(dictionary: Dictionary, kind: NamedKind, sources: Source[], aboutRl = true) {
	const list: string[] = [];
	const mentions: Mention[] = [];
	const hits = new Map<string, Hit[]>();
	for (const { field, text } of sources) {
		const known = dictionary.find(text);
		const implied = IMPLIED_HITS[kind]?.(dictionary, text, known) ?? [];
		const all = implied.length ? [...known, ...implied].sort((a, b) => a.start - b.start) : known;
		// A stacked setting is read from an adjective ("offline" of "offline safe RL"): no span a
		// name was written in, so not among the hits that tell which names the text uses.
		const stacked = kind === 'paradigm' ? stackedSettingHits(dictionary, text, known) : [];
		// Once defined as something else, every use of those letters in the text means that.
		const other = new Set(
			all
				.filter((hit) => definedAsOther(dictionary, text, hit))
				.map((h) => text.slice(h.start, h.end))
		);
		const found = all.filter(
			(hit) =>
				KEEP_HIT[kind](text, hit) &&
				!other.has(text.slice(hit.start, hit.end)) &&
				(aboutRl || kind !== 'paradigm' || standsWithoutRl(hit, text))
		);
		hits.set(field, found);
		const read = stacked.length ? [...found, ...stacked].sort((a, b) => a.start - b.start) : found;
		for (const hit of read) {
			if (!list.some((n) => n.toLowerCase() === hit.name.toLowerCase())) list.push(hit.name);
			mentions.push(mention(kind, hit.name, field, hit.start, hit.end));
		}
	}
	return { list, mentions, hits };
}

/** Datasets named with their size ("AudioSet-2M") join the benchmarks. Where a benchmark was
 * already read ("LAION-5B" is LAION), every size and abbreviation of that dataset takes its name. */
function addSizedDatasets(
	benchmarks: ReturnType<typeof names>,
	datasets: Map<string, DatasetHit[]>,
	sources: Source[]
) {
	const read = (field: string) => benchmarks.hits.get(field) ?? [];
	const overlapping = (field: string, d: DatasetHit) =>
		read(field).find((h) => h.start < d.end && d.start < h.end);
	const readAs = new Map<string, string>();
	for (const { field } of sources)
		for (const d of datasets.get(field) ?? []) {
			const hit = overlapping(field, d);
			if (hit) readAs.set(d.stem, hit.name);
		}
	for (const { field } of sources) {
		const fresh = (datasets.get(field) ?? [])
			.filter((d) => !overlapping(field, d))
			.map((d) => ({ name: readAs.get(d.stem) ?? d.name, start: d.start, end: d.end }));
		if (!fresh.length) continue;
		// (In order again once the benchmarks read in context join them.)
		benchmarks.hits.set(field, [...read(field), ...fresh]);
		for (const d of fresh) {
			pushUnique(benchmarks.list, d.name, (n) => n.toLowerCase());
			benchmarks.mentions.push(mention('benchmark', d.name, field, d.start, d.end));
		}
	}
}

/** Each dictionary hit with the text it was read from. */
const writtenAs = (hits: Map<string, Hit[]>, sources: Source[]) =>
	sources.flatMap(({ field, text }) =>
		(hits.get(field) ?? []).map((h) => ({ name: h.name, written: text.slice(h.start, h.end) }))
	);

/** "DeepSeek-R1", "Llama-3.1-8B-Instruct": a model of a curated family is known, never learned. */
const isFamilyModel = (v: Vocabulary, name: string) =>
	v.models
		.find(name)
		.some((h) => h.start === 0 && h.end === name.length && v.families.has(h.model.family ?? ''));

/** The sizes read as parameter counts, then those of named models that no count gave
 * ("Qwen2.5-3/7B": the 3B is written without its unit; FEATURES.md: sizes inside model names
 * count too). */
const withModelSizes = (sizes: number[], models: { params_b: number | null }[]) => [
	...new Set([...sizes, ...models.flatMap((m) => (m.params_b === null ? [] : [m.params_b]))])
];

/** Everything FEATURES.md asks for, read from one paper's title and abstract. */
export function extractFeatures(title: string, abstract: string, v: Vocabulary): Features {
	const sources = sourcesOf(title, abstract);
	const algorithms = names(v.algorithms, 'algorithm', sources);
	const paradigms = names(
		v.paradigms,
		'paradigm',
		sources,
		speaksOfRl(sources, algorithms.list.length > 0)
	);
	const benchmarks = names(v.benchmarks, 'benchmark', sources);
	const models = extractModels(sources, { models: v.models });
	addSizedDatasets(benchmarks, models.datasets, sources);
	const modelHits = models.hits;
	const knownModel = (name: string) =>
		models.models.some(
			(m) =>
				m.name.toLowerCase() === name.toLowerCase() &&
				m.family !== null &&
				m.family.toLowerCase() !== name.toLowerCase().split('-')[0] &&
				v.models.isReleased(m.name)
		);
	// Names the text itself uses as established ones are not the paper's coinage; a vocabulary
	// name the text only introduces ("we introduce Meta Policy Optimization (MPO)") may be.
	// Known by name or as written ("DDQN" is Double DQN).
	const written = [algorithms, paradigms].flatMap((found) => writtenAs(found.hits, sources));
	const detected = new Set(
		[
			...algorithms.list,
			...paradigms.list,
			...benchmarks.list.filter((b) => v.knownNames.has(b.toLowerCase())),
			...written.map((w) => w.written)
		].map((n) => n.toLowerCase())
	);
	const proposed = extractProposed(sources, {
		isKnown: (name) => detected.has(name.toLowerCase()) || knownModel(name),
		isAliasOf: (longForm, name) =>
			[v.algorithms, v.paradigms, v.benchmarks].some((d) =>
				d.find(longForm).some((h) => h.name.toLowerCase() === name.toLowerCase())
			),
		shape: v.shape,
		proposals: v.proposals,
		isBlocked: (name) => v.blocked.has(name.toLowerCase()),
		isTerm: (phrase) =>
			[v.algorithms, v.paradigms, v.benchmarks].some((d) =>
				d.find(phrase).some((h) => h.start === 0 && h.end === phrase.length)
			)
	});
	// The paper's own method is not also an established algorithm it builds on: neither a known
	// name it coins again nor one whose letters it coins for something else ("MDPO: Multi-Granularity
	// Direct Preference Optimization" is no Mirror Descent Policy Optimization).
	const ownWritten = new Set(proposed.ownKnown.map((n) => n.toLowerCase()));
	const own = new Set([
		...ownWritten,
		...written
			.filter((w) => ownWritten.has(w.written.toLowerCase()))
			.map((w) => w.name.toLowerCase())
	]);
	const notOwn = <T extends { list: string[]; mentions: Mention[] }>(found: T): T => ({
		...found,
		list: found.list.filter((n) => !own.has(n.toLowerCase())),
		mentions: found.mentions.filter((m) => !own.has(m.name.toLowerCase()))
	});
	const ownAlgorithms = notOwn(algorithms);
	const ownParadigms = notOwn(paradigms);
	// Benchmarks the paper introduces are benchmarks too (FEATURES.md).
	for (const coinage of proposed.coined) {
		if (coinage.type !== 'benchmark') continue;
		if (pushUnique(benchmarks.list, coinage.name, (n) => n.toLowerCase())) {
			const at = proposed.mentions.find((m) => m.name === coinage.name);
			if (at) benchmarks.mentions.push({ ...at, kind: 'benchmark' });
		}
	}
	const taken = new Map<string, { start: number; end: number }[]>();
	const take = (field: string, span: { start: number; end: number }) =>
		taken.set(field, [...(taken.get(field) ?? []), span]);
	for (const found of [algorithms, paradigms, benchmarks])
		for (const [field, hits] of found.hits) hits.forEach((h) => take(field, h));
	for (const [field, hits] of modelHits) hits.forEach((h) => take(field, h));
	for (const m of proposed.mentions) take(m.field, m);
	const inContext = extractInContext(sources, {
		taken,
		benchmarksRead: benchmarks.hits,
		shape: v.shape
	});
	for (const name of inContext.names) pushUnique(benchmarks.list, name, (n) => n.toLowerCase());
	benchmarks.mentions.push(...inContext.mentions);
	inContext.benchmarks.forEach((hits, i) => {
		const field = sources[i].field;
		benchmarks.hits.set(
			field,
			[...(benchmarks.hits.get(field) ?? []), ...hits].sort((a, b) => a.start - b.start)
		);
	});
	const sizes = extractSizes(sources, { datasets: models.datasets });
	const gains = extractGains(sources, { benchmarks: benchmarks.hits });
	const scores = extractScores(sources, {
		benchmarks: benchmarks.hits,
		models: modelHits,
		gains: gains.spans
	});
	const urls = extractUrls(sources);
	const domains = extractDomains(sources, { domains: v.domains });
	return {
		algorithms: ownAlgorithms.list,
		paradigms: ownParadigms.list,
		benchmarks: benchmarks.list,
		proposed: proposed.proposed,
		domains: domains.domains,
		urls: urls.urls,
		model_sizes_b: withModelSizes(sizes.sizes, models.models),
		models: models.models,
		gains: gains.gains,
		scores: scores.scores,
		mentions: [
			...ownAlgorithms.mentions,
			...ownParadigms.mentions,
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
		),
		// Curated names are never learned: the vocabularies win.
		coined: withoutSpelledOut(proposed.coined).filter(
			(c) => !v.knownNames.has(c.name.toLowerCase()) && !isFamilyModel(v, c.name)
		),
		candidates: inContext.candidates
	};
}
