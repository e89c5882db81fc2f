import type { Mention, Model } from '../types.ts';
import { backgroundOf } from './background.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { superscriptedNameStart } from './latex.ts';
import { paramsInBillions } from './numbers.ts';
import { sizeList } from './model-size-list.ts';
import { splitSizedDatasets, type DatasetHit } from './sized-datasets.ts';
import { matchPrefixed, prefixedPattern } from './prefix-starts.ts';
import { mention, pushUnique, type Source } from './sources.ts';

/** family → prefixes as written ("Qwen": ["Qwen", "QwQ"]). */
export type Families = Record<string, string[]>;

const VERSION = '(?:\\d+(?:\\.\\d+)*[a-z]?)?';
const SIZE_IN_NAME = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)([BMbm])(?![\p{L}\p{N}])/u;

// "LLaMA 3.1-by measuring …": a dash before a small word is punctuation, not part of a name.
const FUNCTION_WORDS = '(?:by|and|or|with|for|to|in|on|of|the|as|at|from|via|vs)';
const NAME_CHARS = String.raw`(?:[\p{L}\p{N}]|\.(?=\d))*`;

/** Words as written mid-sentence and in title case: "GPT-style" and "Whisper-Style". */
const bothCases = (words: string[]) => words.flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)]);
const MANNER_AFTER = new RegExp(
	`^[-‑](?:${bothCases(['style', 'like', 'type', 'inspired', 'esque']).join('|')})\\b`
);
/** Every name with a size holds a hyphen and a digit ("-7B"): most texts hold none. */
const HYPHEN_DIGIT = /-\d/;

export interface ModelMatcher {
	find(text: string): { model: Model; start: number; end: number }[];
	/** Is `name` a model its family released (a prefix, then only versions, sizes and the usual
	 * suffixes: "Qwen2.5-Math-7B-Instruct"), not one a paper built and named ("CodeT5-Authorship")? */
	isReleased(name: string): boolean;
	/** Is `stem` a dataset named with its item count ("LAION" of "LAION-5B")? */
	isDatasetStem(stem: string): boolean;
}

/** How a model name continues after its family prefix (etl/vocab/model-name-parts.json). */
export interface ModelNameParts {
	/** Words that continue a name after a space ("Llama 3 8B Instruct"). */
	suffixes: string[];
	/** Words that, after a hyphen, describe rather than name ("GPT-style", "Llama-based"). */
	descriptors: string[];
	/** Datasets named with their item count ("LAION-5B", "AudioSet-2M"): no model sizes. */
	datasetStems: string[];
}

export function compileModels(families: Families, parts: ModelNameParts): ModelMatcher {
	// After a hyphen any token continues a name ("-Math", "-7B", "-Instruct"), except descriptors
	// and lower-case participles ("DeepSeek-distilled models", "Llama-finetuned").
	// A dot continues a name only before a digit ("Qwen2.5"): "Deepseek-R1-Qwen.We …" is two sentences.
	// Title case writes them capitalised too: "Whisper-Style Encoders", "Llama-Based Agents".
	const descriptors = bothCases(parts.descriptors);
	const hyphenPart = `-(?!(?:${descriptors.map(escapeRegExp).join('|')}|${FUNCTION_WORDS}|\\p{Ll}+ed)(?![\\w.]))[\\p{L}\\p{N}]${NAME_CHARS}`;
	// After a space only versions, sizes and the usual suffixes continue it.
	// ("Mixtral 8x22B": experts × size.)
	const spacePart = ` (?:\\d+(?:\\.\\d+)*[a-z]?(?:[BM](?![\\p{L}]))?|\\d+x\\d+B(?![\\p{L}\\p{N}])|(?:${parts.suffixes.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}]))`;
	const familyOf = new Map<string, string>();
	for (const [family, prefixes] of Object.entries(families)) {
		for (const prefix of prefixes) familyOf.set(prefix, family);
	}
	const prefixes = [...familyOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
	// ("$\Phi$" is a LaTeX letter, not Phi: a backslash glues too.)
	const known = new RegExp(
		`(?<![\\p{L}\\p{N}\\-\\\\])(${prefixes.join('|')})${VERSION}(?:${hyphenPart}|${spacePart})*(?![\\p{L}\\p{N}])`,
		'gu'
	);
	// An unknown family is a model only when its name carries a size: "Guru-7B", "POLAR-7B" (and
	// its version: "TowerInstruct-7B-v0.2").
	const sized = new RegExp(
		`(?<![\\p{L}\\p{N}\\-])([A-Z][\\p{L}\\p{N}]*(?:-[\\p{L}\\p{N}]${NAME_CHARS})*?)-\\d+(?:\\.\\d+)?[BM](?:-[A-Z][\\p{L}\\p{N}]*|-v\\d+(?:\\.\\d+)*)*(?![\\p{L}\\p{N}])`,
		'gu'
	);
	// Versions, sizes ("7B", "A3B"), short tags ("it", "hf", "R1"), the usual suffixes and the
	// families a model is distilled into ("DeepSeek-R1-Distill-Qwen-7B", "R1-Zero").
	const releasedPart = `(?:\\d+(?:\\.\\d+)*[a-z]?|[A-Za-z]?\\d+(?:\\.\\d+)?[BbMm]|[A-Za-z]{1,3}\\d*|Zero|${[...parts.suffixes.map(escapeRegExp), ...prefixes].join('|')})`;
	const released = new RegExp(
		`^(?:${prefixes.join('|')})${VERSION}(?:[- ]${releasedPart})*$`,
		'iu'
	);
	// Tried only where a word starts with a known prefix, not at every position of the text.
	const knownAtPrefixes = prefixedPattern(known, [...familyOf.keys()]);
	const datasetStems = new Set(parts.datasetStems);
	return {
		isReleased: (name) => released.test(name),
		isDatasetStem: (stem) => datasetStems.has(stem),
		find(text) {
			const found: { model: Model; start: number; end: number }[] = [];
			const taken: [number, number][] = [];
			for (const m of matchPrefixed(text, knownAtPrefixes)) {
				const name = m[0];
				taken.push([m.index, m.index + name.length]);
				// "DeepSeek-R1-Zero-style training", "GPT-like models": a manner, not a model used.
				if (MANNER_AFTER.test(text.slice(m.index + name.length, m.index + name.length + 10)))
					continue;
				found.push({
					model: { name, family: familyOf.get(m[1]) ?? null, params_b: sizeOf(name) },
					start: m.index,
					end: m.index + name.length
				});
			}
			for (const m of HYPHEN_DIGIT.test(text) ? text.matchAll(sized) : []) {
				if (taken.some(([s, e]) => m.index < e && s < m.index + m[0].length)) continue;
				const family = m[1].replace(/[-.]?v?\d+(?:\.\d+)*$/i, '') || m[1];
				found.push({
					model: { name: m[0], family, params_b: sizeOf(m[0]) },
					start: m.index,
					end: m.index + m[0].length
				});
			}
			return withSizeLists(text, found).sort((a, b) => a.start - b.start);
		}
	};
}

type ModelHit = { model: Model; start: number; end: number };

/** Each hit completed by the sizes written after it, and one more hit per size ("Qwen3-1.7B/4B"). */
function withSizeLists(text: string, found: ModelHit[]): ModelHit[] {
	const all: ModelHit[] = [];
	for (const hit of found) {
		const list = sizeList(hit.model.name, text, hit.end);
		// "Qwen2.5-7B and 8B Llama-3.1 models": the last size belongs to the next name.
		const last = list?.siblings.at(-1);
		const nextName =
			last && found.some((h) => h.start >= last.end && /^\s*$/.test(text.slice(last.end, h.start)));
		if (!list || nextName) {
			all.push(hit);
			continue;
		}
		const model = (name: string): Model => ({ ...hit.model, name, params_b: sizeOf(name) });
		all.push({ ...hit, model: model(list.name) });
		for (const sibling of list.siblings)
			all.push({ model: model(sibling.name), start: sibling.start, end: sibling.end });
	}
	return all;
}

// "observations o1, o2 and o3": OpenAI's bare o1 and o3 are models, unless a sibling symbol that
// names no model (o0, o2, o5 …) stands near, and they are a sequence of indexed symbols.
const BARE_O_MODEL = /^o[13]$/;
const SIBLING_SYMBOL = /(?<![\p{L}\p{N}-])o[025-9](?![\p{L}\p{N}-])/u;
const isIndexedSymbol = (
	text: string,
	hit: { model: { name: string }; start: number; end: number }
) =>
	BARE_O_MODEL.test(hit.model.name) &&
	SIBLING_SYMBOL.test(text.slice(Math.max(0, hit.start - 24), hit.end + 24));

function sizeOf(name: string): number | null {
	const m = SIZE_IN_NAME.exec(name.replace(/-A\d+(?:\.\d+)?B\b/, ''));
	return m ? paramsInBillions(m[1], m[2]) : null;
}

/** Named models in the texts, each once (by name), with family and size when written; and
 * every place a model the paper uses was read, per field, for the claims that name their model.
 * `datasets`: datasets named with their item count ("LAION-5B"), per field. */
export function extractModels(
	sources: Source[],
	{ models: matcher }: { models: ModelMatcher }
): {
	models: Model[];
	mentions: Mention[];
	hits: Map<string, { name: string; start: number; end: number }[]>;
	datasets: Map<string, DatasetHit[]>;
} {
	const models: Model[] = [];
	const mentions: Mention[] = [];
	const hits = new Map<string, { name: string; start: number; end: number }[]>();
	const datasets = new Map<string, DatasetHit[]>();
	for (const { field, text } of sources) {
		const split = splitSizedDatasets(text, matcher.find(text), matcher);
		datasets.set(field, split.datasets);
		const all = split.models;
		// A model named only to motivate the paper is none it uses (a later mention may count),
		// and no claim is credited to it.
		const isBackground = field === 'abstract' && all.length > 0 ? backgroundOf(text) : null;
		// ("S$^2$GPT-PINN": the part after a superscript is no model of its own.)
		const found = (isBackground ? all.filter((hit) => !isBackground(hit.start)) : all).filter(
			(hit) => !isIndexedSymbol(text, hit) && superscriptedNameStart(text, hit.start) === hit.start
		);
		hits.set(
			field,
			found.map((h) => ({ name: h.model.name, start: h.start, end: h.end }))
		);
		for (const hit of found) {
			if (pushUnique(models, hit.model, (m) => m.name.toLowerCase())) {
				mentions.push(mention('model', hit.model.name, field, hit.start, hit.end));
			}
		}
	}
	return { models, mentions, hits, datasets };
}
