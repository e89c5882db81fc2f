// Names no vocabulary lists, found from how the text uses them: "benchmarks such as A, B and C",
// "experiments on A and B", "the A dataset". Guards keep precision: the token must look like a
// name (capitals with digits, inner capitals or hyphens), and nothing else may explain it.
import type { Candidate, EntityType, Mention } from '../types.ts';
import type { Hit } from './dictionary.ts';
import { plainName, superscriptedNameRest, superscriptedNameStart, typesetNames } from './latex.ts';
import {
	isTypesetLongFormPart,
	spelledOutAfter,
	spelledOutBefore,
	type NameShape
} from './name-shape.ts';
import { mention, sentenceStart, type Source } from './sources.ts';
import { PLURAL_ACRONYM, termAcronyms } from './term-acronyms.ts';
import { cueGuard, cuedPattern, matchCued, type CuedPattern } from './cue-starts.ts';
import { literalGuard } from './text-guard.ts';

const ITEM = String.raw`[\p{Lu}\d][\p{L}\p{N}]*(?:[-‑.+][\p{L}\p{N}]+)*\+*(?:\s(?:\d{1,4}(?:\.\d)?|v\d|Verified|Lite|Pro|Hard|Diamond|Bench|Plus))?`;
const SEP = String.raw`(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+|\s*\/\s*)`;
const LIST = String.raw`(${ITEM}(?:${SEP}${ITEM}){0,11})`;
const ITEMS = new RegExp(ITEM, 'gu');

/** Cue words match at either case of their first letter (a sentence may start with one); the
 * patterns stay case-sensitive because a name must start with a capital or a digit. */
const either = (words: string) =>
	words.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => `${bar}[${c}${c.toUpperCase()}]`);
/** The literal each of `words` starts with ("evaluat\w*" → "evaluat", "tasks?" → "task"): a
 * match of a pattern that opens with `\b(?:words)` starts with one of them. */
function cuesOf(words: string): string[] {
	return words.split('|').map((word) => {
		const cue = word.replace(/(?:\\.|[^\\])[*?]$/, '');
		if (/[\\()[\]?*+.{}^$]/.test(cue)) throw new Error(`not a literal cue: ${word}`);
		return cue;
	});
}

// "benchmarks such as A, B", "datasets (A, B)", "environments including A".
// The nouns of data; the list heads add tasks and domains, whose examples name no data.
const DATA_HEADS = 'benchmarks?|datasets?|environments?|suites?|testbeds?|simulators?';
const LIST_HEADS = `${DATA_HEADS}|tasks?|domains?|benchmark problems`;
const AFTER_HEAD = new RegExp(
	String.raw`\b(?:${either(LIST_HEADS)})\s*(?:(?<!domains?),\s*(?:such as|including)|such as|including|like|e\.g\.,?|namely|\((?:\s*(?:e\.g\.|i\.e\.),?)?|:)\s*(?:the\s+)?${LIST}`,
	'gu'
);
// A hyphenated compound at the end of a text ("in-domain ").
const COMPOUND_BEFORE = /\p{L}+(?:[-‑]\p{L}+)+\s*$/u;
// The heads whose examples name data even in plain capitalised words (a list of them, EXAMPLES
// opening it); the categories of name-words.json keep out "environments such as Android".
const NAMED_BY_EXAMPLES = new RegExp(String.raw`^(?:${DATA_HEADS}|benchmark problems)\b`, 'i');
// "experiments on A, B and C", "results across A and B". Not "evaluated on", "outperforms … on",
// "achieves … on", "improves … on": on the arXiv sample those read mostly tools, metrics and
// models (about 10 names of 36 right), so they are no cues.
const EVALUATION_WORDS =
	'experiments?|results?|tested|tests?|performance|accuracy|benchmark|state-of-the-art|outperform|gains?|scores?|trained|training';
const AFTER_EVALUATION = new RegExp(
	String.raw`\b(?:${either(EVALUATION_WORDS)})\b[^.;()]{0,50}?\b(?:on|across|using)\s+(?:the\s+|both\s+|several\s+|challenging\s+|popular\s+|standard\s+)*${LIST}`,
	'gu'
);
// "(MiniWorld, Gym-Cards, ALFWorld, or WebShop)": a bracketed list of three names or more of
// which at least half are benchmarks read already names benchmarks only ("(Physics, Chemistry,
// and MMLU-Pro)" lists subjects); not after a noun of another kind ("baselines (GREEDY, …)",
// "retrievers (BM25, Spider and DPR)", "judges (GPT-4o, …)").
const BRACKETED_LIST = new RegExp(String.raw`\(\s*(${ITEM}(?:${SEP}${ITEM}){2,11})\s*\)`, 'gu');
const OTHER_KIND_BEFORE =
	/\b(?:baselines?|methods?|models?|LLMs?|algorithms?|approaches|retrievers?|encoders?|agents?|tools?|metrics?|loss(?:es)?|optimi[sz]ers?|libraries|frameworks?|architectures?|judges?|signals?|groups?|subjects?|modules?|ecosystems?|packages?|annotators?|experts?|teachers?|planners?)\s*$/i;
// "benchmarks, namely Referring Audio-Visual Segmentation (RefAVS) and Reasoning Video Object
// Segmentation (REVOS)": after a benchmark noun that introduces examples, a spelled-out acronym
// is a benchmark's name, unless its long form is a plural kind ("Multi-Agent Systems (MAS)",
// "Electronic Health Records (EHR)") or a noun follows it ("(CT) scans"); the usual guards of a
// name (shape, terms, plurals) hold.
const DEFINED_HEADS = 'benchmarks?|datasets?|environments?|suites?';
const DEFINED_ITEM = String.raw`(?:the\s+)?(?:\p{Lu}[\p{L}\p{N}'‑-]*\s+){1,7}\(\p{Lu}[\p{L}\p{N}\-‑]*\)`;
const DEFINED_LIST = cuedPattern(
	new RegExp(
		String.raw`\b(?:${either(DEFINED_HEADS)})\s*,?\s*(?:namely|such as|including|e\.g\.,?|:)\s*(${DEFINED_ITEM}(?:${SEP}${DEFINED_ITEM}){0,7})`,
		'gu'
	),
	cuesOf(DEFINED_HEADS),
	{ caseless: true }
);
const DEFINED_ACRONYM = /(\p{Lu}[\p{L}\p{N}'‑-]*)\s+\((\p{Lu}[\p{L}\p{N}\-‑]*)\)/gu;
const PLURAL_WORD = /[^s]s$/;
const NOUN_AFTER =
	/^\s+(?!(?:and|or|show|shows|demonstrate|demonstrates|reveal|reveals|confirm|confirms|indicate|indicates)\b)\p{Ll}/u;
// "on mainstream benchmarks CEC2013 and CEC2017": a plural data noun right before the names it
// lists (only name-shaped ones: "datasets Synthetic and Real" name kinds).
// ("the causal inference benchmark CLadder and …", "a V2X dataset V2XPnP,": one name after a
// singular head, not after the verb: "we benchmark FooNet".)
const BARE_HEADS = 'benchmarks?|datasets?|environments|suites?|testbed|simulator|game';
const BARE_LIST_PATTERN = cuedPattern(
	new RegExp(
		String.raw`(?<!\b(?:[Ww]e|[Tt]o|[Aa]nd|[Tt]hey)\s+)\b(?:${either(BARE_HEADS)})\s+${LIST}`,
		'gu'
	),
	cuesOf(BARE_HEADS),
	{ caseless: true }
);
// One name right after a data noun that no punctuation closes is the subject of a clause after a
// fronted phrase ("In both environments AgentX-7 struggles"); two or more make a list.
const BARE_LIST_END = /^\s*(?:[,;:.)]|$|(?:which|that|respectively)\b|and\s+(?:the|a|an|on|in)\b)/;
// An article and a few describing words before a singular head ("a real-world V2X dataset").
// The head noun before a bare list, when it is plural ("benchmarks ", not "benchmark ").
const PLURAL_HEAD_WORD = /s\s/;
const SINGULAR_HEAD_OPENER =
	/\b(?:the|a|an)\s+(?:(?!(?:each|every|this|that|any)\b)[\w-]+\s+){0,4}$/i;
const LIST_SEPARATOR = new RegExp(SEP);
// "on two 2D game environments, RTFM and Overcooked-AI,": a count of data, then as many names
// set off by a comma or a colon.
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const COUNTED_HEADS = 'benchmarks|datasets|environments|suites|testbeds|simulators';
const COUNTED_LIST = cuedPattern(
	new RegExp(
		String.raw`\b(?:${either(Object.keys(COUNTS).join('|'))})\s+(?:[\w-]+\s+){0,3}?(?:${COUNTED_HEADS})\s*[,:]\s*(?:the\s+)?${LIST}(?=\s*[,;:.)]|\s*$)`,
		'gu'
	),
	Object.keys(COUNTS),
	{ caseless: true }
);
/** The list patterns, tried only where one of their cue words starts (in either case). */
const LIST_PATTERNS = [
	cuedPattern(AFTER_HEAD, cuesOf(LIST_HEADS), { caseless: true }),
	cuedPattern(AFTER_EVALUATION, cuesOf(EVALUATION_WORDS), { caseless: true }),
	BARE_LIST_PATTERN,
	COUNTED_LIST
];
// "the A benchmark", "A dataset", "A 14.1k dataset", "A environments".
const NAMED_HEADS =
	'benchmarks?|datasets?|suite|environments?|simulator|testbeds?|leaderboard|corpus';
// "the Waymo and nuPlan datasets": before its head noun a name may open with a few small letters
// (not in other lists: "trained using vLLM and DeepSpeed" names tools).
const HEAD_ITEM = String.raw`(?<![\p{L}\p{N}])\p{Ll}{1,3}(?=\p{Lu})[\p{L}\p{N}]*|${ITEM}`;
const BEFORE_HEAD = new RegExp(
	String.raw`(${HEAD_ITEM})(\s+\d+(?:\.\d+)?[kKM])?\s+(?:${NAMED_HEADS})\b`,
	'gu'
);
/** Every match of BEFORE_HEAD ends with a head noun after a space, where a word starts. */
const HAS_NAMED_HEAD = cueGuard(cuesOf(NAMED_HEADS), { caseless: false });

// "the offline constrained RL benchmark, DSRL.": one thing's head noun, then its name in
// apposition, closing the clause (a model right after "On this benchmark, …" starts a new one).
const APPOSED_HEADS = 'benchmark|dataset|environment|suite|testbed|simulator';
const APPOSED_TO_HEAD = cuedPattern(
	new RegExp(
		String.raw`\b(?:${APPOSED_HEADS}),\s+(${ITEM})(?=[.,;)]|\s+(?:which|that|where)\b)`,
		'gu'
	),
	cuesOf(APPOSED_HEADS),
	{ caseless: false }
);

// "by up to 44.44% on ASVspoof2019 and 26.34% on ASVspoof2021", "a WER of 7.9% on AMI SDM when",
// "+50% relative on BALROG (…)":
// a result said on a name-shaped name is said on a benchmark (on the arXiv sample it read 8 new
// names, all benchmarks). The name must close its phrase ("on RTL mutants", "on RTX 4090
// clusters" name other things).
const VALUE_ON = new RegExp(
	String.raw`\d\s?(?:\\?%|×|x|points?|pp)\$?(\s+(?:relative|absolute))?\s+on\s+(?:the\s+)?(?=\p{Lu})(${ITEM}(?:\s\p{Lu}[\p{L}\p{N}]*)?)`,
	'gu'
);
// (A bracket closes it only after "relative" or "absolute": "on AWS-Lambda (serverless)
// deployments" names a platform.)
const VALUE_ON_CLOSER =
	/^(?:\s*(?:[,;:.)]|(?:and|or)\b|(?:datasets?|benchmarks?)\b|$)|\s+(?:when|while|with|without|under|using|in|for|compared|respectively|versus|vs\.?|relative|over|than)\b)/;

// "AttachSecure-Bench", "TabArena", "Sql-Fix-Gym": a name whose last part says what it is.
const SUFFIXED_BENCHMARK =
	/(?<![\p{L}\p{N}\-‑])\p{Lu}[\p{L}\p{N}.+]*?[-‑]?(?:Bench|Gym|Arena)(?:[-‑][\p{Lu}\p{N}][\p{L}\p{N}.]*[\p{L}\p{N}]|[-‑][\p{Lu}\p{N}])?(?![\p{L}\p{N}\-‑])/gu;
const HAS_SUFFIX = literalGuard(['Bench', 'Gym', 'Arena']);

const FRONTED = /^\s*(?:On|In|For|Across|Within|With|Under|At|Over|Beyond)\b[^,]*$/;

// "the challenging Craftax environment", "the Miniworld Sidewalk environment": after "the", plain
// capitalised words in mid-sentence right before a head noun are that thing's name.
// Both are found from their head noun, then read backwards: a scan from every capital costs more.
const LOWER_HEADS = 'benchmark|dataset|environment|game|simulator|testbed|leaderboard';
const LOWER_HEAD = cuedPattern(
	new RegExp(String.raw`\b(?:${LOWER_HEADS})s?\b`, 'g'),
	cuesOf(LOWER_HEADS),
	{
		caseless: false
	}
);
const CAPITALISED_BEFORE =
	/\bthe\s+(?:[a-z][\w-]*\s+){0,2}((?:\p{Lu}[\p{Ll}\p{N}]+[\p{L}\p{N}]*\s+){1,2}(?:(?:[IVX]{1,4}|\d{1,4})\s+)?)$/u;
// "the OpenCompass Multimodal Reasoning Leaderboard", "the StarCraft Multi-Agent Challenge": a
// title-cased phrase in mid-sentence that ends in a capitalised head noun is a name ("Environment"
// is left out: "Trusted Execution Environment" is a term).
const TITLED_HEADS = 'Benchmark|Leaderboard|Challenge|Suite|Dataset|Arena|Gym';
const TITLED_HEAD = cuedPattern(
	new RegExp(String.raw`\b(?:${TITLED_HEADS})\b`, 'g'),
	cuesOf(TITLED_HEADS),
	{
		caseless: false
	}
);
const TITLED_BEFORE = /[a-z,;]\s+(?:the\s+)?((?:\p{Lu}[\p{L}\p{N}-]*\s+){1,4})$/u;

/** Each head noun in `text`, with the words `before` reads right before it (group 1) and where
 * they start. */
function* wordsBeforeHeads(text: string, heads: CuedPattern, before: RegExp) {
	for (const head of matchCued(text, heads)) {
		const from = Math.max(0, head.index - 80);
		const m = before.exec(text.slice(from, head.index));
		if (m) yield { head, words: m[1], at: from + m.index + m[0].length - m[1].length };
	}
}

// "StreetFighter II": a version after a name is part of it, not a word that may be generic.
const NUMERAL = /^(?:[IVX]{1,4}|\d{1,4})$/;
const PLURAL_HEAD = /(?:benchmarks|datasets|environments|testbeds)$/;
// "a PIC benchmark", "a large-scale HOI benchmark", "four TIReID benchmarks", "real-world AIS
// datasets": an acronym that an indefinite article or a count opens names a kind of data; not
// after "the" ("the public DEAP dataset") nor a year ("the 2018 LiTS dataset").
const KIND_OPENER =
	/(?<!\bthe\s+)\b(?:an?\s+(?:[\w-]+\s+){0,2}|(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|various|diverse|different|public|standard|common|existing|real-world)\s+|(?!(?:19|20)\d\d\b)\d+\s+)$/i;
const ACRONYM = /^\p{Lu}{2,6}s?$/u;
// "standard IR metrics", "ALS patients": an item a kind noun follows modifies it ("Kitchen
// tasks", "HAM10000 images", "ADNI and OASIS scans" are a dataset's own).
const KIND_NOUNS = '(?:metric|method|standard|protocol|framework|architecture|algorithm|component)';
// ("ShapeNet and Thingi10K models", "PARSEC and SPLASH-2 applications": models and applications
// modify only the item right before them.)
const KIND_NOUN_AFTER = new RegExp(
	String.raw`^\s+(?:${KIND_NOUNS}s?|models?|applications?|patients|genes?|diseases?)\b`
);
// "the ReAct and CodeAct frameworks": a plural kind noun after a list's last item heads them all.
const PLURAL_KIND_NOUN_AFTER = new RegExp(String.raw`^\s+${KIND_NOUNS}s\b`);
const PLURAL_HEAD_AFTER = /^\s+(?:benchmarks|datasets|environments|tasks)\b/;
// What may follow an item of a list: a separator, the list's end, its head noun or the verb of
// the sentence the list is the subject of ("… such as One-Billion-Word and Yelp demonstrate").
const ITEM_CLOSER =
	/^\s*(?:[,;:.)]|(?:and|or)\b|(?:datasets?|benchmarks?|environments?|suites?|tasks?)\b|(?:demonstrate|show|reveal|confirm|indicate|suggest|validate|verify)\b|$)/;
// A verb right after an item: it is the subject of a clause, not an item of the list before.
const SUBJECT_AFTER =
	/^\s+(?:demonstrates|achieves|outperforms|shows|yields|surpasses|reaches|attains|improves|consistently|significantly|is|was)\b/;
// A capitalised word, or capitalised words and parts joined by hyphens: "Clotho", "Office-Home".
const PLAIN_NAME = /^\p{Lu}[\p{L}\p{N}]*(?:[-‑][\p{L}\p{N}]+)*$/u;
// Word endings of adjectives and kinds of data, not names: "Synthetic", "English", "Validation".
const DESCRIBING_WORD = /(?:al|ic|ish|ese|ed|ive|ary|ing|tion|ous|ble)$/;
// What may stand right before an item of a list: its start ("the", "on") or a separator.
const ITEM_OPENER =
	/(?:^|[,;(:]|\b(?:the|on|and|or|of|across|both|from|in|with|like|as|including|namely|e\.g\.))\s*$/;
const PRECEDING_ITEM = new RegExp(String.raw`(?<![\p{L}\p{N}\-‑.+])(${ITEM})${SEP}$`, 'u');

const CUES: [RegExp, EntityType][] = [
	[
		/^[\s-]*(?:\d+(?:\.\d+)?[kKM]\s+)?(?:benchmarks?|datasets?|suite|environments?|simulator|testbed|leaderboard|corpus|tasks?)\b/i,
		'benchmark'
	],
	[
		/^-(?:style|based|like|type)\b|^\s+(?:algorithms?|objective|loss|update|training|method)\b/i,
		'method'
	],
	[/^\s+(?:models?|checkpoints?|policy model)\b/i, 'model']
];

/** Is this item a name that no other field explains? */
function isUnexplainedName(name: string, shape: NameShape): boolean {
	if (shape.isStopCapital(name) || /^\d+(?:\.\d+)?$/.test(name)) return false;
	return shape.isNameLike(name) || shape.isAcronym(name);
}

/** What a benchmark's context says about it. */
interface HowRead {
	/** The context itself says it is a name, so a plain capitalised word may be one. */
	named?: boolean;
	/** A benchmark noun right before says what it is, so "-RL" need not be a method. */
	apposed?: boolean;
	/** "benchmarks (e.g., APPs and …)" gives examples, so even a plural is one. */
	exemplified?: boolean;
}

const EXAMPLES = /\b(?:(?:such as|including|like|namely)\b|e\.g\.)/;

const NAME_START_TOKEN = /(?<![\p{L}\p{N}\-‑.+])\p{Lu}[\p{L}\p{N}\-‑.+]*[\p{L}\p{N}+]/gu;

const overlaps = (taken: { start: number; end: number }[], start: number, end: number) =>
	taken.some((t) => start < t.end && t.start < end);

/** "in-domain (ID) settings": a bracket right after a compound whose initials it holds defines
 * a term; it lists no examples ("general-domain (BEIR) … benchmarks" does). */
function definesCompoundTerm(text: string, from: number, listStart: number, list: string): boolean {
	const paren = text.lastIndexOf('(', listStart);
	if (paren < from || !/^\(\s*$/.test(text.slice(paren, listStart))) return false;
	const compound = COMPOUND_BEFORE.exec(text.slice(Math.max(0, from - 40), paren));
	const initials = compound?.[0]
		.split(/[-‑]/)
		.map((part) => part[0].toUpperCase())
		.join('');
	return initials === list.trim();
}

/** A bare list after its data noun: two names or more, or one that closes its clause. */
const isBareList = (text: string, list: string, listEnd: number) =>
	LIST_SEPARATOR.test(list) || BARE_LIST_END.test(text.slice(listEnd, listEnd + 16));

/**
 * Benchmarks named by their context, and the name-like tokens nothing explained (the corpus pass
 * may know them). `taken` are the spans other extractors already read, per field.
 */
export function extractInContext(
	sources: Source[],
	{
		taken,
		benchmarksRead,
		shape
	}: {
		taken: Map<string, { start: number; end: number }[]>;
		/** The spans of `taken` that are benchmarks, per field. */
		benchmarksRead: Map<string, { start: number; end: number }[]>;
		shape: NameShape;
	}
): { benchmarks: Hit[][]; names: string[]; mentions: Mention[]; candidates: Candidate[] } {
	const names: string[] = [];
	const mentions: Mention[] = [];
	const candidates: Candidate[] = [];
	const perField: Hit[][] = [];
	for (const { field, text } of sources) {
		const used = taken.get(field) ?? [];
		const hits: Hit[] = [];
		let terms: Set<string> | undefined;
		let defined: Set<string> | undefined;
		const addBenchmark = (
			name: string,
			start: number,
			{ named = false, apposed = false, exemplified = false }: HowRead = {}
		) => {
			const end = start + name.length;
			if (!(named || isUnexplainedName(name, shape)) || overlaps(used, start, end)) return;
			// ("T$^2$-RAGBench": the part after a superscript is no name of its own.)
			if (superscriptedNameStart(text, start) !== start) return;
			if (!apposed && /PO$|RL$/.test(name)) return;
			// "IDEs", "TEEs": a plural acronym is a kind of thing; "FL benchmarks" after "federated
			// learning (FL)" use a term. Neither names one benchmark.
			if (!named && !exemplified && PLURAL_ACRONYM.test(name)) return;
			if (!named && (terms ??= termAcronyms(text)).has(name)) return;
			// "CL benchmarks" after "Continual Learning (CL)": before a plural head, an acronym the
			// text spells out in any case names a kind of benchmark.
			if (
				!named &&
				PLURAL_HEAD_AFTER.test(text.slice(end, end + 16)) &&
				(defined ??= termAcronyms(text, true)).has(name)
			)
				return;
			if (hits.some((h) => h.start === start)) return;
			hits.push({ name, start, end });
			if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
			mentions.push(mention('benchmark', name, field, start, end));
		};
		/** An acronym at `start` that an indefinite article or a count opens names a kind of data. */
		const namesKind = (name: string, start: number) =>
			ACRONYM.test(name) && KIND_OPENER.test(text.slice(Math.max(0, start - 40), start));
		/** What follows a list item: the words that may say what kind of thing it is. */
		const textAfter = ({ name, start }: { name: string; start: number }) =>
			text.slice(start + name.length, start + name.length + 40);
		/** A list of two or more items, one a benchmark read already (by a vocabulary or here). */
		const isAnchored = (items: { name: string; start: number }[]) =>
			items.length > 1 &&
			items.some(
				(i) =>
					overlaps(used, i.start, i.start + i.name.length) ||
					overlaps(hits, i.start, i.start + i.name.length)
			);
		/** A plain or hyphenated capitalised item ("Clotho", "Office-Home", "Rest-meta-MDD") that
		 * is a whole item ("the IMDB Review and GSM8K datasets", "Heart Disease" are longer names)
		 * and no adjective or kind of split ("Synthetic", "Validation"). */
		const isListedPlainName = (item: { name: string; start: number }) =>
			PLAIN_NAME.test(item.name) &&
			!DESCRIBING_WORD.test(item.name) &&
			!shape.isStopCapital(item.name) &&
			!shape.isGeneric(item.name) &&
			!shape.isCategory(item.name) &&
			ITEM_OPENER.test(text.slice(Math.max(0, item.start - 12), item.start)) &&
			ITEM_CLOSER.test(
				text.slice(item.start + item.name.length, item.start + item.name.length + 14)
			);
		/** "benchmarks like Clotho and AudioCaps": a list holding a benchmark read already names
		 * its plain items too ("the English and German datasets" alone names none). */
		const addPlainItemsOfAnchored = (items: { name: string; start: number }[]) => {
			if (!isAnchored(items)) return;
			for (const item of items)
				if (isListedPlainName(item)) addBenchmark(item.name, item.start, { named: true });
		};
		for (const m of matchCued(text, APPOSED_TO_HEAD)) {
			// "In each environment, RoboDog …": a fronted phrase, then the sentence's subject.
			if (FRONTED.test(text.slice(sentenceStart(text, m.index), m.index))) continue;
			addBenchmark(m[1], m.index + m[0].length - m[1].length, { apposed: true });
		}
		for (const pattern of LIST_PATTERNS) {
			for (const m of matchCued(text, pattern)) {
				const listStart = m.index + m[0].length - m[1].length;
				if (definesCompoundTerm(text, m.index, listStart, m[1])) continue;
				if (pattern === BARE_LIST_PATTERN && !isBareList(text, m[1], listStart + m[1].length))
					continue;
				// A singular head names one thing after an article ("the causal benchmark CLadder"),
				// not after "each", "every" or "this" ("On each benchmark MetaAgent and …").
				if (
					pattern === BARE_LIST_PATTERN &&
					!PLURAL_HEAD_WORD.test(m[0].slice(0, m[0].length - m[1].length)) &&
					!SINGULAR_HEAD_OPENER.test(text.slice(Math.max(0, m.index - 60), m.index))
				)
					continue;
				const exemplified = EXAMPLES.test(m[0]);
				const listed = [...m[1].matchAll(ITEMS)].map((item) => ({
					name: item[0].replace(/\.$/, ''),
					start: listStart + item.index
				}));
				const last = listed[listed.length - 1];
				if (last && PLURAL_KIND_NOUN_AFTER.test(textAfter(last))) continue;
				// ("… including Chapman and Ningbo, EXGnet demonstrates": the subject of the next
				// clause ends the list.)
				const items = listed.filter((item) => {
					const { name, start } = item;
					const after = textAfter(item);
					return (
						!SUBJECT_AFTER.test(after) &&
						!KIND_NOUN_AFTER.test(after) &&
						!(namesKind(name, start) && PLURAL_HEAD_AFTER.test(after))
					);
				});
				// Counted data named by as many names: each name-shaped one is a benchmark (plain words
				// are left to the anchored lists: "two benchmarks: Recruitment and Marketing").
				if (pattern === COUNTED_LIST) {
					if (
						items.length === listed.length &&
						items.length === COUNTS[m[0].split(/\s/)[0].toLowerCase()]
					)
						for (const item of items) addBenchmark(item.name, item.start, { exemplified: true });
					continue;
				}
				for (const item of items) addBenchmark(item.name, item.start, { exemplified });
				// "benchmarks such as One-Billion-Word and Yelp": examples of a data noun are its
				// names, plain capitalised words too; not examples of tasks, domains or
				// environments ("tasks such as Math and Code", "environments such as Android").
				if (exemplified && NAMED_BY_EXAMPLES.test(m[0])) {
					for (const item of items)
						if (isListedPlainName(item)) addBenchmark(item.name, item.start, { named: true });
				} else addPlainItemsOfAnchored(items);
			}
		}
		if (text.includes('(')) {
			const read = benchmarksRead.get(field) ?? [];
			for (const m of text.matchAll(BRACKETED_LIST)) {
				// "baselines (GREEDY, K-WTA, …)", "retrievers (BM25, Spider and DPR)": other kinds.
				if (OTHER_KIND_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
				const listStart = m.index + m[0].indexOf(m[1]);
				const items = [...m[1].matchAll(ITEMS)].map((item) => ({
					name: item[0],
					start: listStart + item.index
				}));
				// Anchored by benchmarks, not by a model or a method the list also names.
				const anchors = items.filter((i) => overlaps(read, i.start, i.start + i.name.length));
				if (anchors.length * 2 < items.length) continue;
				for (const item of items) addBenchmark(item.name, item.start, { exemplified: true });
				addPlainItemsOfAnchored(items);
			}
			for (const m of matchCued(text, DEFINED_LIST)) {
				const listStart = m.index + m[0].length - m[1].length;
				for (const a of m[1].matchAll(DEFINED_ACRONYM)) {
					const end = listStart + a.index + a[0].length;
					if (PLURAL_WORD.test(a[1]) || NOUN_AFTER.test(text.slice(end, end + 20))) continue;
					addBenchmark(a[2], end - a[2].length - 1);
				}
			}
		}
		for (const m of text.matchAll(VALUE_ON)) {
			const name = m[2];
			const start = m.index + m[0].length - name.length;
			const after = text.slice(start + name.length, start + name.length + 16);
			if (!(VALUE_ON_CLOSER.test(after) || (m[1] !== undefined && /^\s*\(/.test(after)))) continue;
			// Every word must look like a name: "on Math and Code", "on Average", "on Level 5" or
			// "on Windows" name a category, a split or a platform.
			const words = name.split(' ');
			if (!words.every((w, i) => isUnexplainedName(w, shape) || (i > 0 && NUMERAL.test(w))))
				continue;
			addBenchmark(name, start, { named: words.length > 1 });
		}
		if (HAS_SUFFIX(text))
			for (const m of text.matchAll(SUFFIXED_BENCHMARK))
				addBenchmark(m[0], m.index, { named: true });
		if (field === 'abstract') {
			for (const { words, at } of wordsBeforeHeads(text, LOWER_HEAD, CAPITALISED_BEFORE)) {
				const name = words.trim();
				const named = name.split(/\s+/).filter((w) => !NUMERAL.test(w));
				if (named.some((w) => shape.isStopCapital(w) || shape.isGeneric(w))) continue;
				addBenchmark(name, at, { named: true });
			}
			for (const { head, words: before } of wordsBeforeHeads(text, TITLED_HEAD, TITLED_BEFORE)) {
				const words = [...before.trim().split(/\s+/), head[0]];
				const first = words.findIndex((w) => !shape.isStopCapital(w));
				if (first < 0 || first === words.length - 1) continue;
				// One plain word before the head ("Artificial Benchmark") describes; a name-like one names.
				if (first === words.length - 2 && !isUnexplainedName(words[first], shape)) continue;
				const name = words.slice(first).join(' ');
				addBenchmark(name, head.index + head[0].length - name.length, { named: true });
			}
		}
		for (const m of HAS_NAMED_HEAD(text) ? text.matchAll(BEFORE_HEAD) : []) {
			// "our text-MEG dataset": part of a compound is no name.
			if (/[-‑]$/.test(text.slice(0, m.index))) continue;
			if (namesKind(m[1], m.index)) continue;
			// "the DAPO 14.1k dataset": its size is part of the dataset's name (DAPO alone is a method).
			if (m[2] && isUnexplainedName(m[1], shape))
				addBenchmark(m[1] + m[2], m.index, { named: true });
			// "the Dr. SCI dataset": "Dr." in front is part of the name.
			else if (text.endsWith('Dr. ', m.index))
				addBenchmark(`Dr. ${m[1]}`, m.index - 4, { named: true });
			else addBenchmark(m[1], m.index);
			// "the NSL-KDD and CIC-IDS2017 datasets": a plural head names every item of its list.
			if (!PLURAL_HEAD.test(m[0])) continue;
			const items = [{ name: m[1], start: m.index }];
			for (let end = m.index; ;) {
				const before = text.slice(Math.max(0, end - 80), end);
				const item = PRECEDING_ITEM.exec(before);
				if (!item) break;
				end -= before.length - item.index;
				items.push({ name: item[1], start: end });
			}
			for (const item of items.slice(1)) addBenchmark(item.name, item.start);
			addPlainItemsOfAnchored(items);
		}
		perField.push(hits);
		const explained = [...used, ...hits];
		const tokens = [
			...typesetNames(text),
			// Only tokens that start with a capital can be names: lower-case words are skipped whole.
			// ("QX$^2$Dock": a superscript glued to a token and the rest glued to it are the name's.)
			...[...text.matchAll(NAME_START_TOKEN)].map((m) => {
				const end = m.index + m[0].length;
				const rest = superscriptedNameRest(text, end);
				return { name: text.slice(m.index, end + rest), start: m.index, end: end + rest };
			})
		];
		for (const token of tokens) {
			const name = plainName(token.name);
			if (!isUnexplainedName(name, shape) || overlaps(explained, token.start, token.end)) continue;
			if (superscriptedNameStart(text, token.start) !== token.start) continue;
			// "StEp" of "Length-bAsed StEp Reward (LASER)" spells an acronym, it names nothing.
			if (isTypesetLongFormPart(name, text.slice(token.end, token.end + 60))) continue;
			const after = text.slice(token.end, token.end + 30);
			const cue = CUES.find(([re]) => re.test(after))?.[1] ?? null;
			candidates.push({
				name,
				field,
				start: token.start,
				end: token.end,
				cue,
				long_form: spelledOutHere(text, token.start, token.end, name)
			});
			explained.push(token);
		}
	}
	return { benchmarks: perField, names, mentions, candidates };
}

/** "Group Sequence Policy Optimization (GSPO)", "GSPO (Group Sequence Policy Optimization)": the
 * words this paper spells the name out with. */
const spelledOutHere = (text: string, start: number, end: number, name: string) =>
	text[start - 1] === '('
		? spelledOutBefore(text.slice(Math.max(0, start - 120), start - 1), name)
		: spelledOutAfter(text.slice(end, end + 170), name);
