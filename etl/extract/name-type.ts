// The type of a coined name, read from its shape and the words that define it.
import type { EntityType } from '../types.ts';
import { PREPOSITION } from './name-shape.ts';
import { sentenceAround } from './quantities.ts';

// Suffixes that settle a name's type by themselves ("SWE-Gym", "ACCORD-90k", "Guru-7B").
const SHAPES: [RegExp, EntityType][] = [
	[
		/(?:Bench(?:mark)?|bench|BENCH|Gym|Arena|Eval|QA|Suite|World|Set|Corpus|Dataset|Data|Leaderboard|Hub|Env|Sim)(?:[-‑]?\d+[\p{L}\d.]*)?$/u,
		'benchmark'
	],
	// "BuildingBRep-11K", "ACCORD-90k": a count of examples in thousands sizes a dataset.
	[/[-‑]\d+(?:\.\d+)?[kK]$/u, 'benchmark'],
	[/^(?:Bench|Gym|Arena)[-‑]/u, 'benchmark'],
	[/[-‑]\d+(?:\.\d+)?[BM](?:[-‑][\p{L}\d]+)*$/u, 'model']
];

// Suffixes that say a type only where no word of the text does: "Search-R1", "GHPO" alone are a
// model and a method, but "Time-R1, a two-stage … framework" and "AdaptiveLLM: A Framework for …"
// are methods (on the arXiv sample most "-LLM", "-GPT", "-R1" names are frameworks so described).
const LEANING_SHAPES: [RegExp, EntityType][] = [
	[
		/(?:[-‑](?:R1|Zero|Instruct|Chat|Coder|VL|Math|Reasoner|Thinking|Preview)|LM|GPT|Coder|Reasoner|VLA)(?:[-‑][\p{L}\d.]+)?$/u,
		'model'
	],
	[/(?:PO|RL|DPO|GRPO|PPO|Q|MCTS|RLHF|RLVR|Search|Learning|Optimization)(?:\+\+)?$/u, 'method']
];

// Head nouns that say what the name is, nearest first ("X, a benchmark …", "a new dataset, X").
const HEADS: [RegExp, EntityType][] = [
	[
		/\b(?:benchmarks?|datasets?|suites?|gyms?|arenas?|environments?|testbeds?|corpus|corpora|leaderboards?|simulators?|playgrounds?|test sets?|evaluation sets?|collection)\b(?![-‑])/i,
		'benchmark'
	],
	// Not the verb ("to model sparse data", "which models it") nor a word that modifies another
	// ("Adaptive Model Complexity", "model performance").
	[
		/(?<!\b(?:to|which|that)\s)\b(?:family of (?:\w+\s){0,2}models|models?|LLMs?|VLMs?|MLLMs?|LRMs?|checkpoints?|foundation models?|language models?|policy models?|reward models?|agents? models?)\b(?![-‑])(?!\s+(?:complexity|performance|size|sizes|accuracy|assessment|compression|merging|editing|selection|evaluation|capacity|quality|behaviou?rs?|outputs?|predictions?|weights|parameters|collapse|updates?)\b)/i,
		'model'
	],
	[
		/\b(?:methods?|algorithms?|frameworks?|approach(?:es)?|techniques?|strategy|strategies|objectives?|loss(?:es)?|optimi[sz]ation|training|paradigms?|pipelines?|mechanisms?|recipes?|schemes?|procedures?|methodolog(?:y|ies)|(?:neural )?networks?|transformers?|encoders?|decoders?|autoencoders?|estimators?|regulari[sz]ers?|formulations?|architectures?|modules?|attacks?|defen[cs]es?|protocols?|schedulers?|planners?|controllers?|metrics?|optimi[sz]ers?|ensembles?|systems?|tools?|toolkits?|platforms?|engines?|solvers?|operators?|representations?)\b(?![-‑])/i,
		'method'
	]
];

// The last word of a long form is its head: "Gaussian Mixture Model", "Protein Data Bank". Most
// heads also end a compound word ("ResNet", "MetaLearning").
const LONG_FORM_HEADS: [RegExp, EntityType][] = [
	[
		/(?:Bench(?:mark)?|Dataset|Data|Bank|Corpus|Suite|Set|Gym|Arena|Environment|Leaderboard|Exam)s?$/i,
		'benchmark'
	],
	[/(?:Model|\bLLM|\bLM)s?$/i, 'model'],
	[
		/(?:Optimi[sz]ation|Learning|Algorithm|Method|Search|Sampling|Regression|Filter|Training|Tuning|Descent|Iteration|Estimation|Distillation|Alignment|Gradient|Decoding|Prompting|Planning|Reasoning|Modell?ing|Inference|Fine-Tuning|Programming|Policy|Critic|Attention|Scaling|Regulari[sz]ation|Framework|System|Engine|Network|Net|Transformer|Encoder|Decoder|Autoencoder|Agent|Toolkit|Platform|Pipeline|Solver|Architecture|Transform|Adaptation|Protocol|Mechanism|Module|Approach|Strategy|Technique|Operator|Representation|Tool)s?$/i,
		'method'
	]
];
// A process a long form ends with is what a method does ("Intent Factored Generation", "Forward
// Target Propagation"), but the name of a benchmark of it too ("Long-Form Video Generation
// (LFVG), a new benchmark"): it says the type only where no apposition does. Whole words only
// ("Diffusion" is no "Fusion").
const PROCESS_HEADS: [RegExp, EntityType][] = [
	[
		/\b(?:Replay|Matching|Clustering|Generation|Propagation|Convolution|Selection|Projection|Quantization|Pruning|Compression|Augmentation|Aggregation|Fusion|Merging|Unlearning|Watermarking|Head)s?$/i,
		'method'
	]
];

// A making verb's object: an article and at most four words, the last its head noun.
const MADE_OBJECT =
	/\b(?:[Ww]e|[Tt]his (?:paper|work|study))\s+(?:\w+ly\s+)?(?:introduce|propose|present|develop|design|build|construct|create|release|curate)(?:s|d|ed)?\s+((?:an?|the)\s+(?:[\w-]+\s+){0,3}[\w-]+)/;
// The noun a naming verb names the name as: "a new dataset called", "a framework, dubbed".
const NAMED_AS = /(\p{L}+)\s*,?\s+(?:called|named|dubbed|termed|coined)\s+$/u;
// "an attack method on LRMs termed X", "a benchmark for LLM agents called X": the head comes
// before a prepositional phrase of bare words, not inside it ("a grammar with an interface
// called X" names the interface).
const NAMED_AS_AFTER_PHRASE =
	/(\p{L}+)\s+(?:on|for|of|in|against|with|from)\s+(?!(?:an?|the)\s)(?:[\p{L}\p{N}-]+\s+){0,3}?[\p{L}\p{N}-]+\s*,?\s+(?:called|named|dubbed|termed|coined)\s+$/u;
// The word right after a name, past its closing bracket or a bracketed long form, when it ends
// the noun phrase: "(DGPWNN) method for", not "(…) model-based planning" or "training splits".
const KIND_AFTER =
	/^\)?\s*(?:\([^()]{0,120}\)\s*)?(\p{L}+)(?=\s*(?:[,.;:)]|$)|\s+(?:for|to|that|which|with|based|of|in|on|by|via|and|is|was|achieves?|outperforms?)\b)/u;

/** A preposition between two words: where a title's subtitle or a long form stops naming. */
const PREPOSITION_BETWEEN = new RegExp(String.raw`\s+${PREPOSITION}\s+`, 'i');
// "SPIKE-RL: Video-LLMs meet Bayesian Surprise", "When Small Models Meet Big Data": a subtitle
// that is a sentence names no kind of thing.
const SENTENCE_VERB = /\s(?:meets?|is|are|can|does|do|makes?|helps?|matters?|beats?)\s/i;
/** A subtitle that opens with a verb in -ing ("Improving VLM Safety", "Fine-tuning … Model via"),
 * except "Reasoning …", which is a kind ("Reasoning Large Language Model"). */
const GERUND_SUBTITLE = /^(?!Reasoning\s)[\p{L}-]+ing\s/u;
/** Gerunds that build what they name: "Building Math Generalist Models", "Scaling LLMs with …",
 * "Learning a … Diffusion Model": the thing built may be the title's name itself. */
const BUILDING_SUBTITLE =
	/^(?:Building|Bootstrapping|Developing|Scaling|Advancing|Creating|Constructing|Learning\s+an?)\s/i;

// ", a novel … framework", " (Long Form), an approach": the noun phrase set off after a name
// ("Qwen2.5-based": a dot between digits stays in it). Not ", our …", which opens a clause
// ("Unlike Search-R1, our method …").
const APPOSITION =
	/^\)?\s*(?:\([^()]{0,120}\)\s*)?,\s*(?:a|an|the)\s+((?:[^.;:()]|\.(?=\d)){1,100})/i;
/** "an efficient, scalable, and user-friendly library", "a deployable and scalable … solution":
 * describing words coordinated before the head (phraseHead keeps them only if one is a head). */
const COORDINATED_DESCRIBERS = /^(?:[\p{L}][\p{L}-]*(?:,\s+(?:and\s+)?|\s+and\s+)){1,5}/u;
/** "an object library comprising 731 instances", "an augmented variant with 1038 problems":
 * counted items of data right after the head ("a library with 20 algorithms" is software). */
const COUNTED_CONTENTS =
	/^\s*(?:[\p{L}-]+\s+){0,4}?(?:comprising|containing|consisting of|with)\s+(?:over\s+|more than\s+|about\s+|nearly\s+|approximately\s+)?\d[\d,.]*\s*[kKM]?\+?\s+(?:[\p{L}-]+\s+){0,2}?(?:instances|problems|questions|samples|examples|tasks|items|images|videos|episodes|trajectories|pairs|prompts|dialogues|conversations|documents|queries|demonstrations|scenes|objects|annotations|puzzles|games|molecules|programs|sentences|utterances|hours)\b/u;
/** Nouns too common in abstracts to type a name near them, but said of one in apposition (or
 * named: "an accelerator named MESA") they say what it is ("X, a … library", "a test-time
 * policy", "an input-centric reformulation"), where no head noun above does ("a benchmark
 * library" is a benchmark). "A variant", "an extension" are of the kind they extend: the nouns
 * near them say it. */
const APPOSED_HEADS: [RegExp, EntityType][] = [
	[
		/\b(?:librar(?:y|ies)|solutions?|generators?|implementations?|(?:re)?formulations?|polic(?:y|ies)|layers?|heuristics?|plug-?ins?|interfaces?|accelerators?)\b(?![-‑])/i,
		'method'
	],
	// "Grounded Caption Generation (GCG), a new task": a problem posed, no method.
	[/\b(?:tasks?|problems?)\b(?![-‑])/i, 'other']
];
/** Where the phrase starts describing its head: a relative, a preposition, "and". */
const PHRASE_ENDS = new RegExp(
	String.raw`\s+(?:that|which|who|whose|where|and|${PREPOSITION})\b`,
	'i'
);
/** Or a participle after its first head ("a reasoning model obtained through …", "a GPT-style
 * model serving as …"); not one before it ("a pretrained model"), one that is a head itself ("a
 * reward model training framework") or a gerund that names an activity before its head ("a model
 * merging method") — unless it is a verb that takes an object ("a system leveraging LLMs"). */
const PARTICIPLE = /\s+\p{L}[\p{L}-]*(?:ed|ing)\b/gu;
const TAKES_OBJECT =
	/^\s+(?:leveraging|using|combining|integrating|incorporating|enabling|generating|comprising|containing|consisting|covering|spanning|including|featuring|exploiting|harnessing|utili[sz]ing|employing|coupling|unifying|bridging|connecting)$/i;

// "a suite of … language models", "a family of agents": a collective noun is what it collects;
// not one that a data word makes a kind of data ("a benchmark suite of LLM agents", "an
// evaluation suite of …", "a test suite", "a dataset collection of model outputs").
const COLLECTIVE =
	/^(?:(?!(?:benchmark|evaluation|test|dataset|data|task|environment)s?\b)[\p{L}-]+\s+){0,3}?(?:suite|family|series|collection|set|ensemble)\s+of\s+/iu;

/** The type of the head of the noun phrase that opens `apposed`. */
function phraseHead(apposed: string): EntityType | undefined {
	const describers = COORDINATED_DESCRIBERS.exec(apposed)?.[0] ?? '';
	const phrase = headsOf(describers).length === 0 ? apposed.slice(describers.length) : apposed;
	const collective = COLLECTIVE.exec(phrase);
	const collected = collective && phraseHead(phrase.slice(collective[0].length));
	if (collected && collected !== 'other') return collected;
	let end = phrase.search(PHRASE_ENDS);
	if (end < 0) end = phrase.length;
	const comma = phrase.indexOf(',');
	if (comma >= 0 && comma < end) end = comma;
	const heads = headsOf(phrase.slice(0, end));
	if (heads.length === 0) {
		return COUNTED_CONTENTS.test(phrase)
			? 'benchmark'
			: typeIn(APPOSED_HEADS, phrase.slice(0, end));
	}
	const firstHeadEnd = Math.min(...heads.map((h) => h.end));
	for (const p of phrase.slice(0, end).matchAll(PARTICIPLE)) {
		if (p.index < firstHeadEnd) continue;
		if (heads.some((h) => h.start <= p.index + 1 && p.index < h.end)) continue;
		const beforeHead = heads.some((h) => h.start === p.index + p[0].length + 1);
		if (beforeHead && !TAKES_OBJECT.test(p[0])) continue;
		end = p.index;
		break;
	}
	return lastHeadIn(phrase.slice(0, end));
}

/** The type of the first pattern of `table` that `text` matches. */
const typeIn = (table: [RegExp, EntityType][], text: string) =>
	table.find(([re]) => re.test(text))?.[1];
const typeByShape = (name: string) => typeIn(SHAPES, name);
const leaningType = (name: string) => typeIn(LEANING_SHAPES, name);
/** A long form's type by its last word, before what an apposition says. */
const typeByLastWord = (head: string) => typeIn(LONG_FORM_HEADS, head);
/** A subtitle's head by its last word, a process included ("… Localized Merging for …"). */
const subtitleTypeByLastWord = (head: string) =>
	typeIn(LONG_FORM_HEADS, head) ?? typeIn(PROCESS_HEADS, head);

/** The kind the words next to a name call it: "a new dataset called X", "X (Long Form)
 * framework"; undefined when they call it nothing. */
export function typeNamedNextTo(
	name: string,
	context: string,
	nameAt: number
): EntityType | undefined {
	// "a new dataset called X": the kind the text names it as says first.
	const before = context.slice(Math.max(0, nameAt - 60), nameAt);
	// Naming is as explicit as apposition: "an interface called CraftLink".
	const kindOf = (m: RegExpExecArray | null) =>
		m ? (lastHeadIn(m[1]) ?? typeIn(APPOSED_HEADS, m[1])) : undefined;
	const headNamedAs = kindOf(NAMED_AS_AFTER_PHRASE.exec(before)) ?? kindOf(NAMED_AS.exec(before));
	if (headNamedAs) return headNamedAs;
	// "… neural network (DGPWNN) method", "X (Long Form) framework": the noun after the name says.
	const kindAfter = KIND_AFTER.exec(
		context.slice(nameAt + name.length, nameAt + name.length + 140)
	);
	return kindAfter ? lastHeadIn(kindAfter[1]) : undefined;
}

/** The kind an apposition calls a name: "Time-R1, a two-stage … framework designed to …". */
export function typeApposedTo(
	name: string,
	context: string,
	nameAt: number
): EntityType | undefined {
	const apposition = APPOSITION.exec(
		context.slice(nameAt + name.length, nameAt + name.length + 200)
	);
	return apposition ? phraseHead(apposition[1]) : undefined;
}

/** Type of `name` from its shape, its long form's head, else the nearest defining head noun. */
export function typeOfName(
	name: string,
	context: string,
	nameAt: number,
	longForm: string | null = null
): EntityType {
	const shaped = typeByShape(name);
	if (shaped) return shaped;
	const named = typeNamedNextTo(name, context, nameAt);
	if (named) return named;
	// The head comes before any prepositional phrase: "Learning on Pre-Training Data" is learning.
	const longFormHead = longForm?.split(PREPOSITION_BETWEEN)[0];
	if (longFormHead) {
		const typed = typeByLastWord(longFormHead);
		if (typed) return typed;
	}
	// "Half-Layered Neural Networks": a name of words says what it is by its last one.
	const byOwnLastWord = /\s/.test(name) ? typeByLastWord(name) : undefined;
	if (byOwnLastWord) return byOwnLastWord;
	// What the apposition calls it says more than the name's suffix.
	const apposed = typeApposedTo(name, context, nameAt);
	if (apposed) return apposed;
	const process =
		(longFormHead && typeIn(PROCESS_HEADS, longFormHead)) ||
		(/\s/.test(name) ? typeIn(PROCESS_HEADS, name) : undefined);
	if (process) return process;
	const leaning = leaningType(name);
	if (leaning) return leaning;
	// A head noun of another sentence says what that sentence is about, not what the name is
	// ("… in signal-free environments. We introduce X, a protocol …").
	const sentence = sentenceAround(context, nameAt, nameAt);
	// "LQ-SGD (Low-Rank …), an efficient … algorithm": a long form in brackets is not the
	// apposition ("SimCIT (a Simple … framework)" is).
	const brackets = /^\s*\((?!(?:a|an|the)\s)[^()]{0,120}\)/i.exec(
		context.slice(nameAt + name.length)
	);
	const own = nearestHead(
		context,
		sentence,
		nameAt,
		nameAt + name.length + (brackets?.[0].length ?? 0)
	);
	if (own) return own;
	// "We introduce a novel approach based on … (MB) connections within DNNs, referred to as
	// NeuroLGP-MB": what the sentence's making verb makes, however far before the name.
	const made = MADE_OBJECT.exec(context.slice(sentence.start, nameAt));
	const madeType = made ? lastHeadIn(made[1]) : undefined;
	if (madeType) return madeType;
	// "We propose MID. MID is a functional decomposition approach …": the next sentence says what
	// the name is when it opens with the name ("It …", "This …" may be about anything).
	const nextStart = sentence.end + 1;
	if (nextStart >= context.length) return 'other';
	const next = sentenceAround(context, nextStart + 1, nextStart + 1);
	if (!context.startsWith(name, next.start)) return 'other';
	return nearestHead(context, next, next.start, next.start + name.length) ?? 'other';
}

/** The type of the head noun nearest to [nameAt, nameEnd) within the sentence, at most 80
 * characters away; a head inside the name ("Solver Agent") says nothing about it. */
function nearestHead(
	context: string,
	sentence: { start: number; end: number },
	nameAt: number,
	nameEnd: number
): EntityType | null {
	let best: { type: EntityType; distance: number } | null = null;
	for (const { type, start, end } of headsIn(context)) {
		if (start < sentence.start || end > sentence.end) continue;
		if (start < nameEnd && end > nameAt) continue;
		const distance = start >= nameEnd ? start - nameEnd : nameAt - end;
		if (!best || distance < best.distance) best = { type, distance };
	}
	return best && best.distance <= 80 ? best.type : null;
}

const GLOBAL_HEADS = HEADS.map(([re, type]) => [new RegExp(re.source, 'gi'), type] as const);

/** The head nouns of a text in HEADS order, kept for the last text: every name a paper coins
 * is typed against the same abstract. */
let lastHeads: { context: string; heads: { type: EntityType; start: number; end: number }[] } = {
	context: '',
	heads: []
};
function headsIn(context: string) {
	if (lastHeads.context === context) return lastHeads.heads;
	const heads = headsOf(context);
	lastHeads = { context, heads };
	return heads;
}

/** The head nouns of a text in HEADS order, with their types and spans. */
const headsOf = (text: string) =>
	GLOBAL_HEADS.flatMap(([re, type]) =>
		[...text.matchAll(re)].map((m) => ({ type, start: m.index, end: m.index + m[0].length }))
	);

/** The type of the head noun that ends last in a noun phrase: "An LLM-driven Framework" is a
 * framework, "a Transformer-based forecasting model" a model. */
function lastHeadIn(phrase: string): EntityType | undefined {
	let last: { type: EntityType; end: number } | undefined;
	for (const head of headsOf(phrase)) if (!last || head.end > last.end) last = head;
	return last?.type;
}

const FAMILY_OF_MODELS = /\bfamily of (?:[\w-]+\s){0,3}models\b/i;

/** "HERCULES: Hierarchical … Clustering Using LLMs for …": a title's name is what its subtitle
 * names before the first preposition; undefined when neither its shape nor its subtitle says. */
function titleTypeSaid(name: string, subtitle: string): EntityType | undefined {
	const shaped = typeByShape(name);
	if (shaped) return shaped;
	// "Benchmarking …", "Standardizing and Benchmarking …": a subtitle that benchmarks.
	if (/^\s*(?:\p{L}+ing\s+and\s+|\p{Lu}\p{Ll}+\s+)?Benchmarking\b/u.test(subtitle))
		return 'benchmark';
	const head = subtitle.trim().split(PREPOSITION_BETWEEN)[0];
	if (SENTENCE_VERB.test(head)) return undefined;
	// "A Benchmark Dataset and … Framework": the first of two things named is the name's own.
	const first = head.split(/\s+and\s+/i)[0];
	const byWord = subtitleTypeByLastWord(first) ?? subtitleTypeByLastWord(head) ?? lastHeadIn(head);
	// "TGRPO: Fine-tuning Vision-Language-Action Model via …", "SafeCoT: Improving VLM Safety":
	// a subtitle that does something names what it acts on, not what the name is, unless it
	// builds a model or a dataset ("OpenChat: Advancing Open-source Language Models").
	if (GERUND_SUBTITLE.test(head))
		return BUILDING_SUBTITLE.test(head) && byWord !== 'method' ? byWord : undefined;
	if (byWord) return byWord;
	return FAMILY_OF_MODELS.test(subtitle) ? 'model' : undefined;
}

/** A title name's type, and whether it is only guessed (no word of the title says it: the name's
 * leaning suffix, else a method), so that the abstract's words may still say it. */
export function titleTyping(
	name: string,
	subtitle: string
): { typed: EntityType; typeGuessed: boolean } {
	const said = titleTypeSaid(name, subtitle);
	return { typed: said ?? leaningType(name) ?? 'method', typeGuessed: said === undefined };
}

export const typeOfTitleName = (name: string, subtitle: string): EntityType =>
	titleTyping(name, subtitle).typed;
