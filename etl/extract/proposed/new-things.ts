// New things an abstract makes and names without defining an acronym: "a novel algorithm,
// C-ReMax", "the proposed GA-RL framework", "we create a GUI-Critic-Train", "(ii) FooBench, a …",
// "consists of two modules: Agent-Planner and Agent-Executor".
import { cuedPattern, matchCued } from '../cue-starts.ts';
import { MODIFIED_BY_HEAD, spelledOutBefore, spells, type NameShape } from '../name-shape.ts';
import { typeOfName } from '../name-type.ts';
import { sentenceStart, type Source } from '../sources.ts';
import { termAcronyms } from '../term-acronyms.ts';
import { literalGuard } from '../text-guard.ts';
import { candidateAt, type Candidate, type NameReader } from './candidate.ts';
import {
	APPOSED_THING_KINDS,
	CLOSES_APPOSITION,
	MAKING_VERB,
	NEW_THING_CUES
} from './naming-words.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import { isOwnSentence } from './own-voice.ts';

// "SymAgent consists of two modules: Agent-Planner and Agent-Executor", "we introduce three
// technical innovations: Targeted Entropy Regularization, …": a system announced with a count of
// its parts, then the list that names them.
const PARTS_ANNOUNCED = cuedPattern(
	/\b(?:(consists? of|comprises?|composed of|made up of)|(?:introduce[sd]?|propose[sd]?|present(?:s|ed)?|develop(?:s|ed)?|design(?:s|ed)?)|(enables?|features?|includes?|offers?|supports?))\s+(?:two|three|four|five|\d)\s+(?:[\w-]+\s+){0,2}?(?:modules|components|agents|stages|parts|innovations|techniques|mechanisms|strategies|modes|phases)\s*[:,]\s*|\b(decompos(?:es|ed|ing))\s+(?:the|its|a|an)\s+(?:[\w-]+\s+){0,3}?into\s+(?=(?:an?|the)\s)/gu,
	[
		'consist',
		'compris',
		'composed of',
		'made up of',
		'introduce',
		'propose',
		'present',
		'develop',
		'design',
		'enable',
		'feature',
		'include',
		'offer',
		'support',
		'decompos'
	],
	{ caseless: false }
);
// A listed part: capitalised words, perhaps with their acronym ("the Rank Module (RM)"), or any
// words their acronym spells ("graph normality alignment (GNA)").
const TITLED_PART =
	/^(?:the\s+)?((?:[\p{Lu}][\p{L}\p{N}_\-‑]*\s+){0,3}[\p{Lu}][\p{L}\p{N}_\-‑]*)(?:\s+\(([\p{Lu}][\p{L}\p{N}\-‑]*)\))?$/u;
const DEFINED_PART =
	/^(?:the\s+|an?\s+)?(\p{L}[\p{L}\p{N}\s\-‑]{2,80}?)\s+\(([\p{Lu}][\p{L}\p{N}\-‑]*)\)$/u;
const LIST_SEPARATOR = /\s*,\s*(?:and\s+)?|\s+and\s+/;
const LIST_END = /[.;](?:\s|$)|$/;
// The subject right before an announcing verb: the paper's own ("we introduce", "this paper
// proposes"), not another's in a clause of its sentence ("we observe that agents present …").
// A name-shaped subject opening its sentence or clause ("MARCO decomposes …", "Unlike …, MARCO decomposes …").
const NAME_SUBJECT_BEFORE =
	/(?:^|[.!?,]\s+)[\p{Lu}][\p{L}\p{N}\-‑+]*[\p{Lu}\p{N}][\p{L}\p{N}\-‑+]*\s+(?:\w+ly\s+)?$/u;
const OWN_SUBJECT_BEFORE =
	/(?:\b[Ww]e|\b[Oo]ur\s+[\w-]+|\b[Tt]his\s+(?:paper|work|study|article))\s+(?:(?:also|further|then|first|additionally|\w+ly)\s+)?$/;
// "The proposed GA-RL heuristic optimisation framework …": what "the proposed" names is the paper's.
// (A name shaped as a coinage needs no kind noun: "the proposed BQ-MDP actually solves …".)
const PROPOSED_NAME_KIND =
	/\b(?:[Tt]he|[Oo]ur) proposed ([\p{Lu}][\p{L}\p{N}\-‑+]*)(?:\s+(?:[\w-]+\s+){0,3}?(?:algorithm|framework|method|approach|model|system|agent|benchmark|dataset|pipeline|technique|architecture|controller|policy|scheme|strategy)s?\b)?/gu;
// "a novel HetPEVI algorithm is proposed": a new thing named before its kind noun.
const NEW_NAME_BEFORE_KIND = new RegExp(
	String.raw`\b[Aa]n? (?:new|novel) ([\p{Lu}][\p{L}\p{N}\-‑+]*)\s+${APPOSED_THING_KINDS}s?\b`,
	'gu'
);
const NEW_NAME_BEFORE_KIND_CUED = cuedPattern(NEW_NAME_BEFORE_KIND, NEW_THING_CUES, {
	caseless: true
});
const CAPITALS_RUN_ON = /^\s+(\p{Lu}{2,})(?![\p{Ll}])/u;
const PROPOSED_NAME_KIND_CUED = cuedPattern(PROPOSED_NAME_KIND, ['the proposed', 'our proposed'], {
	caseless: true
});
// "(ii) Rolling Time Normalization, which …", "(iii) FooBench, a benchmark": the parts a paper
// enumerates, each named, then described in apposition; a part's description runs to the next
// part's mark (or the clause's end). Marks are "(2)", "(ii)" or "2)", "ii)".
const NUMERAL = String.raw`(?:[1-9]|i{1,3}|iv|vi{0,3})`;
// A bare "2)" marks an item only after a list's punctuation or "and" ("see Figure 2) Memory …"
// marks none).
const ENUMERATION_MARK = String.raw`(?:\(${NUMERAL}\)|(?<=(?:^|[:;,.]|\band|\bor)\s*)${NUMERAL}\))`;
const PART_NAME = String.raw`(?:the\s+|an?\s+)?((?:[\p{Lu}][\p{L}\p{N}_‑-]*\s){0,3}[\p{Lu}][\p{L}\p{N}_‑-]*[\p{L}\p{N}])(?:\s\(([^()]{1,20})\))?`;
const ENUMERATED = new RegExp(
	String.raw`${ENUMERATION_MARK}\s*${PART_NAME},\s+(?:a|an|which|that)\s`,
	'gu'
);
// "three key components: 1) Generalist Pretraining with hard-case allocation trains …", "(1)
// Temporal Lipschitz Regularization (TLR) to control …": where the sentence announces its parts,
// a part's name may run on into its description.
const ENUMERATED_RUNNING_ON = new RegExp(
	String.raw`${ENUMERATION_MARK}\s*${PART_NAME}(?=:\s|\s(?:to|for|with|via)\s|\s(?:\p{Ll}+ly\s)?\p{Ll}+s\s|(?<=\))\s(?!\p{Lu}))`,
	'gu'
);
// "two pivotal tasks: (1) Fault Coverage, which measures …": tasks, metrics or settings a
// list's head names are no parts the paper makes.
const NON_PARTS_HEAD =
	/\b(?:tasks|metrics|challenges|settings|scenarios|questions|dimensions|criteria|aspects|levels|categories|problems|limitations)\s*$/;

/** Whether the list a mark at `at` belongs to is headed by a noun of what is no part ("two
 * pivotal tasks: (1) …"): the word before the list's colon. */
function listsNonParts(text: string, at: number): boolean {
	const before = text.slice(Math.max(0, at - 300), at);
	const colon = before.lastIndexOf(':');
	return colon >= 0 && NON_PARTS_HEAD.test(before.slice(0, colon));
}
const ANNOUNCES_PARTS =
	/\b(?:components|modules|innovations|techniques|mechanisms|stages|phases|strategies|designs|modifications)\b/;
const PART_END = new RegExp(String.raw`;|\.\s|\s${ENUMERATION_MARK}`);
// "a novel rule-based Reinforcement Learning (RL) algorithm, C-ReMax", "… to design a low-switching
// policy optimization algorithm, LPO,", "another distance-based
// algorithm PWSEP", "we developed a reconstruction dataset, FloorNet": a new thing's kind noun,
// however described, then a name-shaped token ("we implement and release a modular toolkit,
// COAT", "to pretrain a transformer-based model, SyntMTE", "into an open-source agent, X": what
// the sentence makes, not an existing model it trains or extends; not "a scheme that leverages a
// hybrid model, NeuralGCM": a relative clause uses what it names).
const NEW_KIND_THEN_NAME = new RegExp(
	String.raw`\b(?:[Aa]n? (?:new|novel)|[Aa]nother(?: new| novel)?|[Oo]ur (?:new|novel|proposed)|(?:[Ww]e|[Tt]his (?:paper|work))\s+(?:\w+ly\s+)?(?:(?:propose|introduce|present|develop|design|build|construct|release|curate|devise|implement)\w*\s+and\s+)?(?:propose|introduce|present|develop|design|build|construct|release|curate|devise|implement|put forth)\w*\s+(?:a|an)|\bto (?:design|develop|propose|introduce|build|pretrain) (?:a|an)|\binto (?:a|an)(?!\s+(?:existing|pretrained|pre-trained|off-the-shelf|base|student|teacher|standard)\b))\s+(?:(?!(?:on|in|of|for|the|to|with|across|at|by|that|which|who)\s)(?:[\w-]+|\([^()]{1,20}\))\s+){0,5}?${APPOSED_THING_KINDS}s?[,:]?\s+(?=[\p{Lu}$\\]|\p{Ll}{1,3}[-‑]?\p{Lu})`,
	'gu'
);
const NEW_KIND_THEN_NAME_CUED = cuedPattern(
	NEW_KIND_THEN_NAME,
	[
		...NEW_THING_CUES,
		'another',
		'our',
		'we',
		'this paper',
		'this work',
		'to design',
		'to develop',
		'to propose',
		'to introduce',
		'to build',
		'to pretrain',
		'into'
	],
	{ caseless: true }
);
// "we develop a pipeline to create a GUI-Critic-Train and a GUI-Critic-Test": what the paper's
// own sentence makes with an indefinite article is new; a name-shaped object names it.
const CREATED =
	/\b(?:create[sd]?|construct(?:s|ed)?|build(?:s)?|built|curate[sd]?|collect(?:s|ed)?|synthesi[sz]e[sd]?|assemble[sd]?)\s+(?:a|an)\s+(?:new\s+|novel\s+)?(?=\p{Lu})/gu;
const CREATED_CUED = cuedPattern(
	CREATED,
	['create', 'construct', 'build', 'built', 'curate', 'collect', 'synthesi', 'assemble'],
	{ caseless: false }
);
const AND_ANOTHER = /^\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:a|an)\s+(?=\p{Lu})/u;
const LEADING_TOKEN = /^[\p{L}\p{N}][\p{L}\p{N}\-‑'.+]*[\p{L}\p{N}+]/u;

/** The name-shaped token at `at` ("C-ReMax", "WSEP"), unless a head noun after it makes it a
 * modifier ("a novel algorithm MCTS-based …" names nothing). */
function shapedNameAt(text: string, at: number, shape: NameShape): string | null {
	const token = LEADING_TOKEN.exec(text.slice(at, at + 60));
	if (!token) return null;
	const raw = token[0].replace(/[.'‑-]+$/, '');
	if (!(shape.isNameLike(raw) || shape.isAcronym(raw))) return null;
	const after = text.slice(at + raw.length, at + raw.length + 16);
	return MODIFIED_BY_HEAD.test(after) ? null : raw;
}

// "a novel sequential recommendation model, Pyramid Mixer, which …": capitalised words in
// apposition name the new thing as one token would; so do capitalised parts joined by hyphens
// ("an open-source agent, Bird-Fixer."), which alone read as an ordinary compound.
const TITLED_APPOSITION =
	/^(?:\p{Lu}\p{Ll}+(?:\s\p{Lu}[\p{L}\p{N}‑-]*){1,3}(?=\s*,\s|\s+(?:which|that)\b)|\p{Lu}\p{Ll}+(?:[-‑]\p{Lu}[\p{L}\p{N}]*)+(?=\s*[,;]\s|\.(?:\s|$)|\s+(?:which|that)\b))/u;

const BOUND_PREFIX =
	/^(?:Multi|Self|Cross|Non|Pre|Post|Semi|Sub|Inter|Intra|Co|Anti|Over|Under|Re|De|Un)[-‑]/;

/** Two to four capitalised words, or capitalised parts of one word, in apposition that no
 * vocabulary knows as a term. */
function titledNameAt(text: string, at: number, knowledge: NameKnowledge): string | null {
	const phrase = TITLED_APPOSITION.exec(text.slice(at, at + 80))?.[0];
	if (!phrase) return null;
	const words = phrase.split(/[\s‑-]/);
	const { shape } = knowledge;
	if (words.some((w) => shape.isStopCapital(w) || shape.isGeneric(w))) return null;
	// "Multi-Agent", "Self-Supervised": a bound prefix makes an ordinary compound.
	if (!/\s/.test(phrase) && BOUND_PREFIX.test(phrase)) return null;
	return knowledge.isTerm(phrase) ? null : phrase;
}

/** "consists of two modules: Agent-Planner and Agent-Executor", "we propose two key techniques:
 * serialized directional output training (S-DOT) and …": each part the list names, up to the
 * first item that names none. */
export const namedParts: NameReader = (text, field, knowledge) =>
	[...matchCued(text, PARTS_ANNOUNCED)].flatMap((m) => {
		// "X consists of …" names X's parts; "we introduce …" only in the paper's own voice.
		const consistsOf = m[1] !== undefined;
		// "MARCO decomposes the task into a hardware configuration agent (HCA) and a …": what a
		// name's system is split into are its parts, each defined by its acronym.
		const decomposed = m[3] !== undefined;
		// "TideNet features three modules: …": a name's system has its parts as the paper's own does.
		const nameHas = decomposed || m[2] !== undefined;
		if (
			!consistsOf &&
			!(nameHas && NAME_SUBJECT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) &&
			!OWN_SUBJECT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))
		)
			return [];
		const listAt = m.index + m[0].length;
		const end = LIST_END.exec(text.slice(listAt))!.index;
		const parts: Candidate[] = [];
		let at = listAt;
		for (const item of text.slice(listAt, listAt + end).split(LIST_SEPARATOR)) {
			const itemAt = text.indexOf(item, at);
			at = itemAt + item.length;
			const part = decomposed
				? definedPart(item.trim())
				: namedPart(item.trim(), consistsOf, knowledge);
			if (!part) break;
			// An acronym is read in its bracket, not inside its long form ("SAMBA Router (SAM)").
			const partAt =
				itemAt + (part.longForm ? item.lastIndexOf(`(${part.name})`) + 1 : item.indexOf(part.name));
			parts.push(candidateAt(part.name, field, text, partAt, { longForm: part.longForm }));
		}
		// One name then a description ("agents: Planner, responsible for …") lists no names.
		return parts.length >= 2 ? parts : [];
	});

/** A listed part's acronym with the words it spells ("a hardware configuration agent (HCA)"). */
function definedPart(item: string): { name: string; longForm: string } | null {
	const defined = DEFINED_PART.exec(item);
	return defined && spells(defined[2], defined[1])
		? { name: defined[2], longForm: defined[1] }
		: null;
}

/** The name a listed part is given, if any: one name-shaped word ("Agent-Planner"; after "consists
 * of" any capitalised one), capitalised words no vocabulary knows as a term ("Batch
 * Normalization"), or the acronym its words spell out ("Stage One (Warmup)" names no Warmup). */
function namedPart(
	item: string,
	anyCapital: boolean,
	{ shape, isTerm }: NameKnowledge
): { name: string; longForm: string | null } | null {
	const titled = TITLED_PART.exec(item);
	if (titled) {
		const [, words, acronym] = titled;
		if (acronym) return spells(acronym, words) ? { name: acronym, longForm: words } : null;
		// (Mid-list, capitalised words that open titles name a part: "Adaptive KL", "Reward Clipping".)
		if (isTerm(words)) return null;
		const single = !/\s/.test(words);
		return !single || anyCapital || shape.isNameLike(words)
			? { name: words, longForm: null }
			: null;
	}
	const defined = DEFINED_PART.exec(item);
	return defined && spells(defined[2], defined[1])
		? { name: defined[2], longForm: defined[1] }
		: null;
}

/** "a novel HetPEVI algorithm is proposed": in the paper's own sentence, a token shaped as a
 * coinage that no vocabulary knows. */
export const newNameBeforeKind: NameReader = (text, field, knowledge) =>
	[...matchCued(text, NEW_NAME_BEFORE_KIND_CUED)].flatMap((m) => {
		const raw = m[1];
		const { shape } = knowledge;
		// Short capitals there are a field's terms ("a novel FL framework", "a new KD method").
		if (
			!shape.isNameLike(raw) ||
			!/[\p{Ll}\p{N}\-‑]/u.test(raw) ||
			knowledge.isKnown(raw) ||
			// (Read past the match: "… algorithm is proposed".)
			!isOwnSentence(text, m.index + m[0].length) ||
			// "Federated fine-tuning (FedFT) … a novel FedFT framework": a term the text defined.
			termAcronyms(text).has(raw)
		)
			return [];
		return [candidateAt(raw, field, text, m.index + m[0].indexOf(raw, 4))];
	});

/** "The proposed GA-RL heuristic optimisation framework". */
export const proposedNameKind: NameReader = (text, field, knowledge) => {
	const { shape } = knowledge;
	return [...matchCued(text, PROPOSED_NAME_KIND_CUED)].flatMap((m) => {
		// "the proposed HI construction method" proposes a health indicator (HI), a term: only a
		// name shaped as a coinage (lower case, digits or a hyphen inside) is one.
		if (!shape.isNameLike(m[1]) || !/[\p{Ll}\p{N}\-‑]/u.test(m[1])) return [];
		const at = m.index + m[0].indexOf(m[1], 4);
		// "our proposed DATA-DRIVEN PRONTO algorithm": a name in capitals runs on past its first
		// word; not into a term after it ("the proposed BQ-MDP LLM agent").
		const next = CAPITALS_RUN_ON.exec(text.slice(at + m[1].length, at + m[1].length + 40));
		if (
			next &&
			!/\p{Ll}/u.test(m[1]) &&
			!knowledge.isTerm(next[1]) &&
			!knowledge.isKnown(next[1]) &&
			!shape.isGeneric(next[1])
		)
			return [];
		return [candidateAt(m[1], field, text, at)];
	});
};

/** An enumerated part's name: its acronym when the words before it spell it ("(1) Temporal
 * Lipschitz Regularization (TLR)"), else the words. */
function enumeratedPart(
	m: RegExpMatchArray,
	text: string,
	field: Source['field'],
	knowledge: NameKnowledge
): Candidate[] {
	const { shape } = knowledge;
	const words = m[1].split(/\s+/);
	// One word must look like a name on its own; plain title-cased words need company.
	if (words.length === 1 && !(shape.isNameLike(m[1]) || shape.isAcronym(m[1]))) return [];
	// "(i) LLM Agents" names a kind; "(iii) SciRubric-Guided RL" names a part with a word of its
	// own next to the field's acronym, and so does "(i) Exploration-Expanding SFT" where the
	// paper's own voice enumerates its parts (a survey's "(1) Outcome-Reward RL" is a kind).
	const ownWord = words.some(
		(w) => shape.isNameLike(w) || (/\p{L}[-‑]\p{Lu}/u.test(w) && isOwnSentence(text, m.index!))
	);
	if (words.some((w) => shape.isStopCapital(w) || (shape.isGeneric(w) && !ownWord))) return [];
	if (knowledge.isTerm(m[1])) return [];
	const at = m.index! + m[0].indexOf(m[1], 2);
	// A part is typed by its own description: "(i) Rolling Diffusion, a … scheme" in a
	// sentence about "a novel learned simulator" is no benchmark.
	const rest = text.slice(at);
	const end = rest.search(PART_END);
	const typed = typeOfName(m[1], end < 0 ? rest : rest.slice(0, end), 0);
	const type = { typed: typed === 'other' ? ('method' as const) : typed };
	const acronym = m[2];
	if (
		acronym &&
		acronym.replace(/[^\p{L}]/gu, '').length >= 3 &&
		spelledOutBefore(m[1], acronym) === m[1] &&
		!shape.isGeneric(acronym)
	) {
		const acronymAt = text.indexOf(`(${acronym})`, at) + 1;
		return [candidateAt(acronym, field, text, acronymAt, { ...type, longForm: m[1] })];
	}
	return [candidateAt(m[1], field, text, at, type)];
}

/** "(ii) Rolling Time Normalization, which …", "(iii) FooBench, a benchmark", "two modules: 1)
 * Bidirectional Coupling Module (BCM) to align …". */
export const enumeratedParts: NameReader = (text, field, knowledge) =>
	hasEnumerationMark(text) ? enumerated(text, field, knowledge) : [];

/** Whether some ")" closes a numeral ("2)", "(ii)"): most texts have none, and the enumeration
 * patterns cost a scan with a look-behind each. */
function hasEnumerationMark(text: string): boolean {
	for (let at = text.indexOf(')'); at > 0; at = text.indexOf(')', at + 1))
		if (/[1-9iv]/.test(text[at - 1])) return true;
	return false;
}

const enumerated: NameReader = (text, field, knowledge) => [
	...[...text.matchAll(ENUMERATED)]
		.filter((m) => !listsNonParts(text, m.index))
		.flatMap((m) => enumeratedPart(m, text, field, knowledge)),
	...[...text.matchAll(ENUMERATED_RUNNING_ON)]
		.filter(
			(m) =>
				m[1].includes(' ') &&
				// "(1) Theoretical Analysis reveals …", "(i) Value Estimation via …": two plain words
				// describe; a third word, a hyphen or a name-shaped word makes a name.
				(m[1].split(/\s+/).length >= 3 ||
					/[-‑]/.test(m[1]) ||
					m[1].split(/\s+/).some((w) => knowledge.shape.isNameLike(w))) &&
				// "(1) Initializing Decision Transformers with …" describes a step, names nothing.
				!/^\p{Lu}\p{Ll}+ing\s/u.test(m[1]) &&
				ANNOUNCES_PARTS.test(text.slice(sentenceStart(text, m.index), m.index))
		)
		.flatMap((m) => enumeratedPart(m, text, field, knowledge))
];

/** "a novel rule-based … algorithm, C-ReMax": the paper's own new thing, not one it compares
 * with ("another method, FooNet"). */
export const newKindThenName: NameReader = (text, field, knowledge) =>
	[...matchCued(text, NEW_KIND_THEN_NAME_CUED)].flatMap((m) => {
		if (!isOwnSentence(text, m.index)) return [];
		// "we propose another algorithm, X" is its own; "we evaluate another method, X" is not.
		const proposing = () => MAKING_VERB.test(text.slice(sentenceStart(text, m.index), m.index));
		if (/^[Aa]nother/.test(m[0]) && !proposing()) return [];
		const at = m.index + m[0].length;
		const raw = shapedNameAt(text, at, knowledge.shape) ?? titledNameAt(text, at, knowledge);
		return raw && CLOSES_APPOSITION.test(text.slice(at + raw.length, at + raw.length + 12))
			? [candidateAt(raw, field, text, at)]
			: [];
	});

/** "we create a GUI-Critic-Train and a GUI-Critic-Test". */
export const createdThings: NameReader = (text, field, { shape }) =>
	[...matchCued(text, CREATED_CUED)].flatMap((m) => {
		if (!isOwnSentence(text, m.index)) return [];
		const made: Candidate[] = [];
		for (let at = m.index + m[0].length; ;) {
			const raw = shapedNameAt(text, at, shape);
			if (!raw) break;
			made.push(candidateAt(raw, field, text, at));
			const next = AND_ANOTHER.exec(text.slice(at + raw.length, at + raw.length + 24));
			if (!next) break;
			at += raw.length + next[0].length;
		}
		return made;
	});

// "… to fruition with Orbformer, a novel transferable wavefunction model", "we propose ss-Mamba, a
// novel foundation model": one token that "a new/novel …" sets off, in the paper's own sentence,
// names what the paper makes, whatever its case.
const SET_OFF_AS_NEW = /,\s+an?\s+(?:new|novel)\s/g;
const TOKEN_BEFORE = /(^|[\s(“"`])([\p{L}\p{N}][\p{L}\p{N}‑'+.-]*[\p{L}\p{N}+])$/u;
const EXAMPLE_OR_CAPITAL_BEFORE = /(?:such as|e\.g\.|like|including|\p{Lu}[\p{L}\p{N}-]*)\s+$/u;
const HAS_NEW_APPOSITION = literalGuard([', a new', ', a novel', ', an new', ', an novel']);
const OTHERS_MADE = /\b(?:proposed|introduced|developed|released|presented|created)\s+by\b/;

/** "with Orbformer, a novel … model": a name set off as new, inside a sentence of the paper's own. */
export const setOffAsNew: NameReader = (text, field, knowledge) =>
	(HAS_NEW_APPOSITION(text) ? [...text.matchAll(SET_OFF_AS_NEW)] : []).flatMap((m) => {
		const lead = text.slice(Math.max(0, m.index - 60), m.index);
		const token = TOKEN_BEFORE.exec(lead);
		if (!token) return [];
		const raw = token[2];
		const at = m.index - raw.length;
		const { shape } = knowledge;
		if (
			!/[\p{Lu}\p{N}]/u.test(raw) ||
			// "by 2x, a new record", "in 2024, a new era", "v2.0, a new version": a name has letters.
			(raw.match(/\p{L}/gu) ?? []).length < 2 ||
			/^v?\d/.test(raw) ||
			// "Transformers, a novel architecture": a plural names a kind.
			/^\p{Lu}\p{Ll}+s$/u.test(raw) ||
			// "ToolBench2, a new benchmark proposed by Smith et al." is someone else's.
			OTHERS_MADE.test(text.slice(m.index, m.index + 100).split(/[.;]\s/)[0]) ||
			// At a sentence start "Recently, a novel …"; NAME_THEN_KIND reads "FooBar, a novel …" there.
			sentenceStart(text, at) === at ||
			EXAMPLE_OR_CAPITAL_BEFORE.test(text.slice(Math.max(0, at - 24), at)) ||
			shape.isStopCapital(raw) ||
			shape.isGeneric(raw) ||
			knowledge.isKnown(raw) ||
			!isOwnSentence(text, at)
		)
			return [];
		return [candidateAt(raw, field, text, at)];
	});

// "In this paper, LongRec is proposed: …", "To address these issues, KPIRoot is proposed as …":
// a name made in the passive, in the present, right after an opener of the paper's own ("AlphaTensor
// was developed at DeepMind", "However, TreeQN is proposed for discrete actions only", "X is
// proposed by Smith" speak of others' work).
const MADE_IN_PASSIVE =
	/(?:^|[.!?]\s+)(?:In this (?:paper|work|study|article)|Here|To (?:address|tackle|overcome|solve|mitigate|alleviate|bridge|fill|remedy|fix)\b[^,.;]{0,80}),\s+([\p{Lu}][\p{L}\p{N}\-‑+]*)\s+is\s+(?:proposed|introduced|presented)\b(?!\s+(?:by|in|at)\b)/gu;
const HAS_PASSIVE_MAKING = literalGuard(['is proposed', 'is introduced', 'is presented']);

/** "In this paper, LongRec is proposed": a name shaped as a coinage, made in the passive. */
export const madeInPassive: NameReader = (text, field, knowledge) =>
	(HAS_PASSIVE_MAKING(text) ? [...text.matchAll(MADE_IN_PASSIVE)] : []).flatMap((m) => {
		const raw = m[1];
		const at = m.index + m[0].indexOf(raw);
		const { shape } = knowledge;
		// Bare capitals there are mostly a field's terms ("GNA is introduced to enforce …").
		if (!shape.isNameLike(raw) || !/[\p{Ll}\p{N}\-‑]/u.test(raw)) return [];
		if (knowledge.isKnown(raw) || shape.isGeneric(raw) || termAcronyms(text).has(raw)) return [];
		// A name the text spoke of before ("'Follow-the-Sun' (FtS) is a … model. … FtS is proposed
		// as a strategy") is described, not made, here.
		if (text.indexOf(raw) < at) return [];
		return [candidateAt(raw, field, text, at)];
	});
