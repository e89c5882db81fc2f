// The names a paper coins for its own method, model, benchmark or dataset (FEATURES.md `proposed`),
// each typed from its shape and defining words so that the corpus pass can learn it.
import type { Coinage, EntityType, Mention } from '../types.ts';
import { plainName, typesetNames } from './latex.ts';
import {
	ESTABLISHED,
	isNameCased,
	lettersWithin,
	MODIFIED_BY_HEAD,
	SMALL_WORDS,
	spelledOutBefore,
	spells,
	type NameShape
} from './name-shape.ts';
import { typeOfName, typeOfTitleName } from './name-type.ts';
import { mention, sentenceStart, type Source } from './sources.ts';
import { cuedPattern, matchCued, type CuedPattern } from './cue-starts.ts';
import { literalGuard } from './text-guard.ts';
import { titlePhraseProposed } from './title-phrase.ts';
import { PAPER_VOICE } from './background.ts';

// Case-sensitive (a sentence starts with a capital): a case-insensitive scan costs far more.
const INTRODUCING =
	/\b(?:[Ww]e|[Tt]his (?:paper|work)|[Tt]his study|[Hh]ere we|[Ii]n this (?:paper|work),? we)\s+(?:also\s+|further\s+|then\s+|first\s+|additionally\s+|thus\s+|therefore\s+|hence\s+)?(?:propose|introduce|present|develop|design|build|construct|release|curate|call|name|term|dub|contribute|formulate|establish|open-source)s?d?\b|\b(?:introduces|proposes|presents)\s|\band\s+(?:propose|introduce|present)\s|\bby\s+(?:proposing|introducing|presenting|developing)\s/gu;
// "Credit Assignment with Language Models (CALM), a novel approach": a spelled-out acronym in
// apposition; "Adaptive Difficulty Curriculum Learning (ADCL) is a novel strategy" says it outright.
const DEFINED_THEN_APPOSED = new RegExp(
	String.raw`\(([\p{Lu}][\p{L}\p{N}\-‑+]*)\)(?:\s+(?:is|are)\s+(?:a|an)\s+(?:new|novel|proposed)\s|,\s+(?:(?:a|an)\s+(?:new|novel|simple|unified|general|scalable|principled|lightweight|efficient|first)\s|(?:a|an)\s+(?!(?:[\w-]+\s+){0,3}?(?:${ESTABLISHED}|recognized|recognised)\b)(?:[\w-]+\s+){0,3}(?:algorithm|framework|method|approach|benchmark|dataset|suite|environment|pipeline|technique|recipe|library|toolkit)s?\b))`,
	'gu'
);
// "CARPO (Child-Aware Risk-calibrated Preference Optimization), a novel objective": a name, its
// long form in parentheses, then apposition that presents it as new (or "is devised to …").
const NAME_THEN_LONG_FORM =
	/(?<![\p{L}\p{N}\-‑])([\p{Lu}][\p{L}\p{N}\-‑+]*) \(([^()]{6,100})\)(?:,\s+(?:a|an)\s+(?:new|novel|simple|unified|general|scalable|principled|lightweight|efficient|first)\s|\s+(?:is|was)\s+(?:devised|proposed|introduced|developed|designed)\b)/gu;
// "we propose the TAXON algorithm": right after the verb, "the", a name and a kind noun name that
// thing ("a novel FL framework", "an XGBoost model" only use a term or a name).
const OBJECT_THEN_KIND =
	/^\s*the\s+([\p{Lu}][\p{L}\p{N}\-‑+]*)\s+(?:algorithm|framework|method|approach|model|system|agent|benchmark|dataset|suite|environment|pipeline|technique|library|toolkit|platform)s?\b/u;
// "we adopt a Fast Thinking Template", "via a Shared-Prefix Forward strategy": a name-cased phrase
// of two or more words that a kind noun follows, right after an introducing verb.
const TITLED_OBJECT =
	/^\s*(?:the|an?)\s+(?:(?:new|novel|simple)\s+)?((?:[\p{Lu}][\p{L}\p{N}]*(?:[-‑][\p{L}\p{N}]+)*\s+){2,5})(?:strategy|approach|template|framework|method|mechanism|module|algorithm|architecture|loss|objective|paradigm|pipeline|technique|scheme|procedure)s?\b/u;
// "We introduce an Online Difficulty Classifier that …": the kind noun is itself a word of the name.
const TITLED_NAME =
	/^\s*(?:the|an?)\s+(?:(?:new|novel|simple)\s+)?((?:[\p{Lu}][\p{L}\p{N}]*(?:[-‑][\p{L}\p{N}]+)*\s+){1,4}(?:Classifier|Network|Transformer|Module|Framework|Model|Agent|Algorithm|Benchmark|Dataset|Optimizer|Estimator|Planner|Critic|Controller|Memory|Encoder|Decoder|Mechanism|Verifier|Judge|Simulator|Environment|Library|Toolkit))(?=\s*[,;:]|\.\s|\.$|\s(?:that|which|to|for)\b)/u;
// "The proposed GA-RL heuristic optimisation framework …": what "the proposed" names is the paper's.
const PROPOSED_NAME_KIND =
	/\b[Tt]he proposed ([\p{Lu}][\p{L}\p{N}\-‑+]*)\s+(?:[\w-]+\s+){0,3}?(?:algorithm|framework|method|approach|model|system|agent|benchmark|dataset|pipeline|technique|architecture|controller|policy|scheme|strategy)s?\b/gu;
// "SymAgent consists of two modules: Agent-Planner and Agent-Executor": the parts a system names.
const NAMED_PARTS =
	/\b(?:consists? of|comprises?|composed of|made up of)\s+(?:two|three|four|five|\d)\s+(?:\w+\s+)?(?:modules|components|agents|stages|parts)\s*(?::|,)\s*((?:the\s+)?[\p{Lu}][\p{L}\p{N}\-‑]*(?:\s*,\s*(?:and\s+)?(?:the\s+)?[\p{Lu}][\p{L}\p{N}\-‑]*|\s+and\s+(?:the\s+)?[\p{Lu}][\p{L}\p{N}\-‑]*){1,4})/gu;
// "achieved by a novel SubEquivariant Transformer (SET) that …": "novel" marks the defined name
// as the paper's own, whoever the sentence's subject is.
const NOVEL_DEFINED =
	/\b[Aa]n? (?:new|novel) ((?:[\p{Lu}][\p{L}\p{N}'‑-]*\s+){1,6})\(([\p{Lu}][\p{L}\p{N}\-‑+]*)\)/gu;
// The kinds of thing a paper makes and names.
const NEW_THING_KINDS = String.raw`(?:algorithm|framework|method|approach|objective|metric|loss|benchmark|dataset|environment|strategy|mechanism|module|architecture|estimator|technique|pipeline|agent)`;
// "we give a new algorithm (GLOW) that …": a new thing's kind noun, then its name in brackets.
const NEW_KIND_DEFINED = new RegExp(
	String.raw`\b[Aa]n? (?:new|novel) ((?:[\w-]+\s+){0,2}?${NEW_THING_KINDS})s?\s+\(([\p{Lu}][\p{L}\p{N}\-‑+]*)\)`,
	'gu'
);
// "(ii) Rolling Time Normalization, which …", "(iii) FooBench, a benchmark": the parts a paper
// enumerates, each named, then described in apposition; a part's description runs to the next
// part's mark (or the clause's end).
const ENUMERATION_MARK = String.raw`\((?:[1-9]|i{1,3}|iv|vi{0,3})\)`;
const ENUMERATED = new RegExp(
	String.raw`${ENUMERATION_MARK}\s+(?:the\s+|an?\s+)?((?:[\p{Lu}][\p{L}\p{N}_‑-]*\s){0,3}[\p{Lu}][\p{L}\p{N}_‑-]*[\p{L}\p{N}])(?:\s\([^()]{1,20}\))?,\s+(?:a|an|which|that)\s`,
	'gu'
);
const PART_END = new RegExp(String.raw`;|\.\s|\s${ENUMERATION_MARK}`);
const HAS_APPOSITION_WORD = literalGuard(['),', ') is ', ') are ', ') was ']);
const HAS_PARTS_WORD = literalGuard(['consist', 'compris', 'composed of', 'made up of']);
// "Multi-level Direct Preference Optimization (M-DPO)": a defined variant of a known algorithm.
const VARIANT_ACRONYM =
	/\(((?:[\p{Lu}\p{N}][\p{L}\p{N}]*[-‑])?[\p{Lu}][\p{L}\p{N}]+(?:[-‑][\p{Lu}\p{N}][\p{L}\p{N}]*)?)\)/gu;
// Not "namely": it lists what exists ("namely Self-Supervised Learning (SSL), …").
// Case-sensitive (a case-insensitive Unicode scan costs several times more).
const NAMING_VERB_WORDS = String.raw`(?:[Dd]ubbed|[Cc]alled|[Nn]amed|[Tt]ermed|[Cc]oined|[Dd]enoted(?: as)?|[Rr]eferred to as|[Rr]efer to (?:it |this |them )?as)`;
const NAMING = new RegExp(String.raw`\b${NAMING_VERB_WORDS}\s+`, 'gu');
const HAS_NAMING_WORD = literalGuard([
	'ubbed',
	'alled',
	'amed',
	'ermed',
	'oined',
	'enoted',
	'eferred to as',
	'efer to'
]);
// "is called", "often termed": a text describing an existing term, not naming its own thing.
// "We …", "Our …", "It uses …" (a sentence about the paper's own system).
const OWN_VOICE =
	/\b(?:[Ww]e|[Oo]ur|us\s+to\b|[Ll]ets?\s+us\b|[Tt]his (?:paper|work|study)|[Pp]ropos|[Ii]ntroduc)|^\s*It\s/;
const COMPARED = /\b(?:compar\w*|against|baselines?|than|versus|vs\.?|outperform\w*)\b/;
const PASSIVE_BEFORE =
	/\b(?:is|are|was|were|be|been|being|often|commonly|usually|sometimes|generally|typically|widely|also)\s+$/;
// "Our framework, X, …", "a novel benchmark, X": a kind noun, then the name in apposition.
// Case-sensitive on purpose: with the i flag, \p{Lu} would match any letter.
const KIND_THEN_NAME =
	/\b(?:[Oo]ur|[Tt]he resulting|[Aa]n? (?:new|novel)|[Tt]he proposed)\s+(?:(?:new|novel|simple|unified|general|scalable|first|large-scale|open-source|lightweight|efficient|principled|comprehensive|challenging)\s+){0,2}(?:[\w-]+\s+)?(?:method|framework|approach|algorithm|model|system|agent|benchmark|dataset|suite|environment|pipeline|technique|paradigm|recipe|library|platform|toolkit)s?[,:]?\s+(?=[\p{Lu}$\\])/gu;
// "FooBar, a novel framework …" at a sentence start.
const NAME_THEN_KIND =
	/(?:^|[.!?]\s+)(?=[\p{Lu}$\\][^\s,]*,\s+(?:a|an)\s+(?:new|novel|simple|unified|general|scalable|first|large-scale|open-source|lightweight|efficient|principled|comprehensive|challenging)\b)/gu;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\-‑'.+]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
// "a novel rule-based Reinforcement Learning (RL) algorithm, C-ReMax", "… to design a low-switching
// policy optimization algorithm, LPO,", "another distance-based
// algorithm PWSEP", "we developed a reconstruction dataset, FloorNet": a new thing's kind noun,
// however described, then a name-shaped token.
const NEW_KIND_THEN_NAME = new RegExp(
	String.raw`\b(?:[Aa]n? (?:new|novel)|[Aa]nother(?: new| novel)?|[Oo]ur (?:new|novel|proposed)|(?:[Ww]e|[Tt]his (?:paper|work))\s+(?:\w+ly\s+)?(?:propose|introduce|present|develop|design|build|construct|release|curate)\w*\s+(?:a|an)|\bto (?:design|develop|propose|introduce|build) (?:a|an))\s+(?:(?!(?:on|in|of|for|the|to|with|across|at|by)\s)(?:[\w-]+|\([^()]{1,20}\))\s+){0,5}?${NEW_THING_KINDS}s?[,:]?\s+(?=[\p{Lu}$\\]|\p{Ll}{1,3}[-‑]?\p{Lu})`,
	'gu'
);
// The name closes the apposition: "…, C-ReMax, to cultivate", "… WSEP.", "PWSEP that can"
// (not the subject of the next clause: "With a new strategy, WebShop-Lite becomes solvable").
const CLOSES_APPOSITION = /^(?:\s*[,.;:()]|\s+(?:which|that|to|for|based|is|was|as|and)\b|\s*$)/;
// "we develop a pipeline to create a GUI-Critic-Train and a GUI-Critic-Test": what the paper's
// own sentence makes with an indefinite article is new; a name-shaped object names it.
const CREATED =
	/\b(?:create[sd]?|construct(?:s|ed)?|build(?:s)?|built|curate[sd]?|collect(?:s|ed)?|synthesi[sz]e[sd]?|assemble[sd]?)\s+(?:a|an)\s+(?:new\s+|novel\s+)?(?=\p{Lu})/gu;
// Each of these opens with one of a few words: tried only where one starts (cue-starts.ts), the
// same matches as a scan of every position.
const INTRODUCING_CUED = cuedPattern(
	INTRODUCING,
	[
		'we',
		'this paper',
		'this work',
		'this study',
		'here we',
		'in this paper',
		'in this work',
		'introduces',
		'proposes',
		'presents',
		'and',
		'by'
	],
	{ caseless: true }
);
const NEW_THING_CUES = ['a new', 'an new', 'a novel', 'an novel'];
const KIND_THEN_NAME_CUED = cuedPattern(
	KIND_THEN_NAME,
	['our', 'the resulting', 'the proposed', ...NEW_THING_CUES],
	{ caseless: true }
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
		'to build'
	],
	{ caseless: true }
);
const PROPOSED_NAME_KIND_CUED = cuedPattern(PROPOSED_NAME_KIND, ['the proposed'], {
	caseless: true
});
const NOVEL_DEFINED_CUED = cuedPattern(NOVEL_DEFINED, NEW_THING_CUES, { caseless: true });
const NEW_KIND_DEFINED_CUED = cuedPattern(NEW_KIND_DEFINED, NEW_THING_CUES, { caseless: true });
const CREATED_CUED = cuedPattern(
	CREATED,
	['create', 'construct', 'build', 'built', 'curate', 'collect', 'synthesi', 'assemble'],
	{ caseless: false }
);
/** A pattern's matches in `text`: by its cues when it has them, else by a scan. */
const matchesIn = (text: string, pattern: RegExp | CuedPattern) =>
	pattern instanceof RegExp ? text.matchAll(pattern) : matchCued(text, pattern);
const AND_ANOTHER = /^\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:a|an)\s+(?=\p{Lu})/u;
// "Long Form (LF)": the acronym and the capitalised words before it.
const ACRONYM_IN_PARENS =
	/((?:[\p{Lu}][\p{L}\p{N}'-]*\s+(?:(?:of|for|and|with|via|in|on|to|the|from)\s+)?){1,7})?\(([\p{Lu}][\p{L}\p{N}\-‑+]*|[\p{Ll}\p{N}][\p{L}\p{N}\-‑+]*\p{Lu}[\p{L}\p{N}\-‑+]*)\)/gu;
// "derived from the Hamilton-Jacobi-Bellman (HJB) equation": a name the clause refers to.
const REFERRED = /\b(?:from|of|using|via|with|by|on|under|than|over)\s+(?:the\s+)?$/;
// "… and Centroid-Attracted Autoencoder (CAAE)": a second defined acronym after the first name.
const COORDINATED_DEFINED =
	/^\s+and\s+(?:the\s+|an?\s+)?((?:[\p{Lu}][\p{L}\p{N}'‑-]*\s+){1,6})\(([\p{L}][\p{L}\p{N}\-‑+]*)\)/u;
// "We call our method …", "a framework named …": the words after it are a name, whatever their case.
const NAMING_VERB =
	/\b(?:[Dd]ubbed|[Cc]alled|[Nn]amed|[Tt]ermed|[Cc]oined|[Dd]enoted|call|name|term|dub)\b/;
// "X, a …", "X: …", "X (…", "X that …": a capitalised word right after the verb, then apposition
// (quoted or not: "we introduce ``Ghost Policies,'' a concept").
const APPOSED =
	/^\s*(?:the\s+)?(?:``|"|“)?([\p{Lu}][\p{L}\p{N}\-‑+]*(?:\s[\p{Lu}][\p{L}\p{N}\-‑+]*){0,3})(?=\s*(?:,(?:''|"|”)?\s|:\s|\s\(|\s—|\s-\s|\s(?:that|which|to|for|as)\b|$))/u;
// "A Judge-V2 Framework for …": a title (or its part after a colon) naming what it presents.
const TITLE_KIND =
	/^\s*(?:A|An|The)\s+(\S+)\s+(?:Model|Framework|Benchmark|Dataset|Agent|Approach|Method|Algorithm|System|Suite|Environment|Library|Toolkit|Platform|Pipeline|Recipe|Gym|Arena)s?\b/u;
const NAMED_KIND_LAST = /^(?:Gym|Bench|Arena|Suite|Zoo|Hub)$/;
// "X and Y", "X, Y and Z": further names coordinated with the first one.
const NAMED_AFTER =
	/\b(?:propose[sd]?|introduce[sd]?|present(?:s|ed)?|call|term|name|dub|called|named|dubbed|termed)\s+(?:the\s+|a\s+|an\s+)?$/;
const COORDINATED = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)([\p{Lu}][\p{L}\p{N}\-‑'+.]*[\p{L}\p{N}+])/u;

export interface ProposedResult {
	proposed: string[];
	coined: Coinage[];
	mentions: Mention[];
	/** Vocabulary names the paper itself coins (its title or an introduced long form): its own, not established. */
	ownKnown: string[];
}

export interface NameKnowledge {
	/** Is this an established (vocabulary) name? */
	isKnown: (name: string) => boolean;
	/** Does the vocabulary read this long form as `name` (so "(PPO)" after it is established)? */
	isAliasOf: (longForm: string, name: string) => boolean;
	/** Names a user blocked from being learned. */
	isBlocked: (name: string) => boolean;
	/** Is this whole phrase a term the vocabularies know ("Deep Reinforcement Learning")? */
	isTerm: (phrase: string) => boolean;
	/** What a coined name looks like. */
	shape: NameShape;
}

const sentenceOf = (text: string, at: number) => {
	const start = sentenceStart(text, at);
	const endDot = text.indexOf('. ', at);
	return text.slice(start, endDot === -1 ? text.length : endDot + 1).trim();
};

/** "the Guess-Think-Answer (GTA) framework" names one; "a Federated Learning (FL) framework" uses a
 * field's term. A spelled-out name of three words or more, or a hyphenated one, is distinctive. */
function isDistinctiveLongForm(longForm: string | undefined, acronym: string): boolean {
	if (isShapedAcronym(acronym)) return true;
	return longForm !== undefined && spells(acronym, longForm) && isDistinctivePhrase(longForm);
}

/** Three words or more, or a hyphenated one: "Residual Network" is a term, "Stability-based
 * Expert Selection" a name. */
function isDistinctivePhrase(phrase: string): boolean {
	const words = phrase.trim().split(/\s+/);
	return words.length >= 3 || words.some((w) => /\p{L}-\p{L}/u.test(w));
}

/** "ViTaL", "H2O", "aRL": an acronym with lower case or digits is a coinage by its shape alone
 * (a plural "s" is no lower case: "RICs"). */
const isShapedAcronym = (acronym: string) => /[\p{Ll}\p{N}]/u.test(acronym.replace(/s$/, ''));

// "that integrates", "which combines": a relative clause opened by a verb in -s ("which is …"
// too), not one that names ("which is called X") and not "that is," (i.e.).
const RELATIVE_CLAUSE =
	/\s(?:that|which)\s+(?!(?:is|are|was|were)\s+(?:\w+ly\s+)?(?:called|named|termed|dubbed|coined|denoted|referred)\b|is,)(?:\w+ly\s+)?\p{Ll}+(?:s|es)\b/u;
// "which automatically constructs MathCurriculum-10K, a new dataset": presented as new, a name is
// the paper's own wherever it stands.
const PRESENTED_AS_NEW = /^,\s+(?:a|an)\s+(?:new|novel)\b/;
// "a unified approach to X -- ", "an approach—": a dash sets off what follows as the name of what
// came before; not of a problem it names ("a classic problem in robotics -- multi-agent path
// finding (MAPF) --").
const DASH_APPOSITION = /(?:\s(?:--|—|–)\s*|—)$/;
const PROBLEM_NOUN = /\b(?:problem|task|setting|challenge|question)s?\b/;
const setsOffName = (lead: string) =>
	DASH_APPOSITION.test(lead) && !PROBLEM_NOUN.test(lead.slice(lead.lastIndexOf(',') + 1));
// What may stand between a making verb and its object: nothing, or "a new", "a novel".
const VERB_OBJECT = /^\s*(?:(?:an?|the)\s+(?:new|novel)\s+)?$/;
// The verbs that make what they name ("we propose …"); "referred to as …" only names.
const MAKING =
	/\b(?:propos|introduc|present|develop|design|build|construct|formulat|establish|creat)/i;

/** "we present a Kalman filter (KF) formulation": a term the text spells out is defined, not
 * coined — unless apposition marks it as the paper's own ("a novel algorithm, iterative Nash
 * policy optimization (INPO)", "regularized policy gradient (RPG), a framework …") or it is a
 * making verb's own object. */
function definesTerm(
	clause: string,
	parenAt: number,
	closeAt: number,
	acronym: string,
	making: boolean
): boolean {
	if (isShapedAcronym(acronym)) return false;
	const before = clause.slice(0, parenAt);
	const longForm = spelledOutBefore(before, acronym);
	if (longForm === null || isNameCased(longForm)) return false;
	const lead = before.slice(0, before.lastIndexOf(longForm));
	const apposedBefore = /,\s*$/.test(lead) || (making && setsOffName(lead));
	const apposedAfter = /^\),\s+(?:a|an)\s/.test(clause.slice(closeAt));
	// "we propose regularized policy gradient (RPG)", "we introduce a new time-constrained robust
	// MDP (TC-RMDP) formulation": the verb's own object, bare or new, is what the paper makes.
	// Two plain words ("automatic differentiation (AD)") are a term whoever introduces them;
	// "(DT)-assisted" modifies what the sentence makes.
	const madeByVerb =
		making &&
		VERB_OBJECT.test(lead) &&
		isDistinctivePhrase(longForm) &&
		!/^\)[-‑]/.test(clause.slice(closeAt)) &&
		// "introducing local parameter servers (LPSs)": a plural names a kind of part.
		!PLURAL_ACRONYM_NAME.test(acronym);
	return !apposedBefore && !apposedAfter && !madeByVerb;
}

interface ClauseName {
	raw: string;
	/** Offset of the name in the clause. */
	at: number;
	longForm: string | null;
	/** A vocabulary name the paper nevertheless coins (a long form the vocabulary does not know). */
	own: boolean;
}

// "a novel OOB modality synergy (OMS)", "we develop an improved … method (IGDM)": the long form
// is what the sentence makes, not a term it uses ("an implementation of the FFT … (FAM)").
const MADE_BEFORE =
	/\b(?:(?:novel|new|our)\s+|(?:propose|develop|introduce|present|design)\w*\s+(?:an?|the)\s+(?:(?!of\b)[\w-]+\s+){0,3})$/i;

const MADE_AT_START = /^\s*(?:an?\s+|the\s+)?(?:(?!of\b)[\w-]+\s+){0,3}$/i;

/**
 * The acronym whose long form holds the word at `at` ("a novel Heterogeneous Temporal
 * HyperGraph Neural network (HTHGN)": HyperGraph is a word of the name, HTHGN the name).
 */
function spelledOutAcronym(
	clause: string,
	at: number,
	knowledge: NameKnowledge,
	making: boolean
): ClauseName | null {
	for (const a of clause.matchAll(ACRONYM_IN_PARENS)) {
		const paren = a.index + a[0].lastIndexOf('(');
		if (paren <= at) continue;
		const longForm = spelledOutBefore(clause.slice(0, paren), a[2]);
		if (longForm === null || knowledge.shape.isGeneric(a[2])) return null;
		const from = clause.lastIndexOf(longForm, paren);
		if (from > at) return null;
		// "a NR cell identity (NCI)-based algorithm", "the FFT accumulation method (FAM)": a term
		// the clause spells out in lower case or builds on is not what it coins.
		const close = a.index + a[0].length;
		if (/^[-‑]based\b/.test(clause.slice(close))) return null;
		// The clause may start right after the verb that makes it ("we develop | an improved …").
		const before = clause.slice(Math.max(0, from - 60), from);
		const made = MADE_BEFORE.test(before) || (from === before.length && MADE_AT_START.test(before));
		if (!made && definesTerm(clause, paren, close - 1, a[2], making)) return null;
		return { raw: a[2], at: paren + 1, longForm, own: !knowledge.isAliasOf(longForm, a[2]) };
	}
	return null;
}

/**
 * The name an introducing clause coins: the earliest of a typeset name, a defined acronym, a
 * name in apposition or a name-like object of the verb ("we propose a method, FedShield, that
 * uses … Fully Homomorphic Encryption (FHE)" coins FedShield, not FHE). A clause that only
 * defines terms ("a Federated Learning (FL) framework") coins nothing.
 */
function nameInClause(
	clause: string,
	knowledge: NameKnowledge,
	naming: boolean,
	making: boolean
): ClauseName | null {
	const { shape } = knowledge;
	const found: ClauseName[] = [];
	const typeset = typesetNames(clause)[0];
	if (typeset) {
		found.push({
			raw: clause.slice(typeset.start, typeset.end),
			at: typeset.start,
			longForm: null,
			own: false
		});
	}
	// Far into the clause an acronym is usually a term the sentence goes on to use; one shaped
	// like a coinage ("(RLDDU-Net)") still names the object.
	const acronyms = [...clause.matchAll(ACRONYM_IN_PARENS)].filter(
		(a) =>
			naming ||
			a.index < 60 ||
			(making && isVerbObject(clause, a)) ||
			isFarCoinage(clause, a, knowledge)
	);
	const acronym = acronyms.find((a) => {
		const paren = a.index + a[0].lastIndexOf('(');
		const longForm = spelledOutBefore(clause.slice(0, paren), a[2]);
		const from = longForm === null ? paren : clause.lastIndexOf(longForm, paren);
		return (
			// "termed … (LDPTRLQ) algorithm": after a naming word the acronym is the name.
			(naming ||
				!MODIFIED_BY_HEAD.test(clause.slice(a.index + a[0].length, a.index + a[0].length + 16)) ||
				isDistinctiveLongForm(a[1], a[2])) &&
			(naming || !definesTerm(clause, paren, a.index + a[0].length - 1, a[2], making)) &&
			!REFERRED.test(clause.slice(0, from)) &&
			!shape.isGeneric(a[2]) &&
			(shape.isNameLike(a[2]) ||
				shape.isAcronym(a[2]) ||
				longForm !== null ||
				(naming && isShapedAcronym(a[2])))
		);
	});
	if (acronym) {
		const paren = acronym.index + acronym[0].lastIndexOf('(');
		const longForm = spelledOutBefore(clause.slice(0, paren), acronym[2]);
		// "We propose Meta Policy Optimization (MPO)": a long form the vocabulary does not know
		// makes the acronym the paper's own, whatever older method shares it. The acronym counts
		// from where its long form starts.
		found.push({
			raw: acronym[2],
			at: paren + 1,
			longForm,
			own: longForm !== null && !knowledge.isAliasOf(longForm, acronym[2])
		});
	}
	const apposed = APPOSED.exec(clause);
	// A long form in front of its acronym is not a second name: the acronym is the name.
	const spellsAcronym =
		apposed !== null &&
		acronym !== undefined &&
		clause.indexOf('(', clause.indexOf(apposed[1])) === acronym.index + acronym[0].lastIndexOf('(');
	const apposedOk =
		apposed !== null &&
		(!apposed[1].split(/\s/).some((w) => shape.isStopCapital(w)) ||
			isApposedName(apposed[1], clause, knowledge));
	if (apposed && !spellsAcronym && apposedOk) {
		found.push({ raw: apposed[1], at: clause.indexOf(apposed[1]), longForm: null, own: false });
	}
	// The object of the verb: a name among its first words that no head noun modifies.
	const named = [...clause.matchAll(TOKEN)].slice(0, 6).find(
		(t) =>
			shape.isNameLike(t[0].replace(/[.'‑-]+$/, '')) &&
			!MODIFIED_BY_HEAD.test(clause.slice(t.index + t[0].length, t.index + t[0].length + 16)) &&
			// "introducing a captioner (e.g., BLIP)": an example of a kind is someone else's.
			!EXAMPLE_BEFORE.test(clause.slice(Math.max(0, t.index - 12), t.index)) &&
			// "a fine-grained WPF attack, named ADWPF": the clause names its thing further on.
			!NAMED_FURTHER_ON.test(clause.slice(t.index + t[0].length))
	);
	if (named)
		found.push(
			spelledOutAcronym(clause, named.index, knowledge, making) ?? {
				raw: withVersion(clause, named),
				at: named.index,
				longForm: null,
				own: false
			}
		);
	const titled = TITLED_OBJECT.exec(clause) ?? TITLED_NAME.exec(clause);
	if (titled) {
		const phrase = titled[1].trim();
		const words = phrase.split(/\s+/);
		if (
			!shape.isStopCapital(words[0]) &&
			// "Physics-informed Neural Network", "SiLU-based Gated": a lower-case part describes.
			!words.some((w) => shape.isGeneric(w) || /[-‑]\p{Ll}/u.test(w)) &&
			!knowledge.isTerm(phrase)
		)
			found.push({ raw: phrase, at: titled[0].indexOf(phrase), longForm: null, own: false });
	}
	const object = OBJECT_THEN_KIND.exec(clause);
	if (object && (shape.isNameLike(object[1]) || shape.isAcronym(object[1])))
		found.push({ raw: object[1], at: object[0].indexOf(object[1]), longForm: null, own: false });
	const start = (c: ClauseName) =>
		c.longForm !== null ? clause.lastIndexOf(c.longForm, c.at) : c.at;
	// A word of an acronym's long form ("SUmmary augmented … (SUPO)") is not a name of its own.
	const inLongForm = (c: ClauseName) =>
		found.some((o) => o.longForm !== null && o !== c && start(o) <= c.at && c.at < o.at);
	// "a novel pipeline that integrates DALL-E 3": what a relative clause names, the thing made
	// uses; its own name starts before it.
	const relativeAt = RELATIVE_CLAUSE.exec(clause)?.index ?? clause.length;
	const names = found.filter(
		(c) =>
			!inLongForm(c) &&
			(start(c) < relativeAt || PRESENTED_AS_NEW.test(clause.slice(c.at + c.raw.length)))
	);
	names.sort((a, b) => start(a) - start(b));
	const first = names[0] ?? null;
	// Only terms defined before any name: nothing is coined.
	if (!first || (acronyms.length > 0 && !acronym && acronyms[0].index < start(first))) return null;
	return first;
}

/** "Reinforcement Learning for …" is a field, not a name; "Agent Lightning, a flexible framework"
 * is one: common capitals name a thing when the phrase has a word of its own and an indefinite
 * apposition says what the phrase is. */
function isApposedName(phrase: string, text: string, knowledge: NameKnowledge): boolean {
	const words = phrase.split(/\s/);
	return (
		words.length > 1 &&
		!words.every((w) => knowledge.shape.isStopCapital(w)) &&
		apposedAnywhere(text, phrase) &&
		!knowledge.isTerm(phrase)
	);
}
const INDEFINITE_APPOSITION = /^,\s+(?:a|an)\s/;
const REFERS = /\b[Rr]efer/;
const TERM_NOUN_AFTER = /^\)?\s+\p{Ll}/u;
const PLURAL_ACRONYM_NAME = /^\p{Lu}[\p{Lu}\p{N}-]*\p{Lu}s$/u;
// "X, a minimalistic algorithm", not "X, a popular algorithm": what the apposition presents.
const NEW_APPOSITION = new RegExp(
	String.raw`^,\s+(?:a|an)\s+(?!(?:[\w-]+\s+){0,2}?(?:${ESTABLISHED}|state-of-the-art)\b)`
);
/** Is some occurrence of `phrase` in `text` followed by an indefinite apposition? */
function apposedAnywhere(text: string, phrase: string): boolean {
	for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
		if (INDEFINITE_APPOSITION.test(text.slice(at + phrase.length, at + phrase.length + 8)))
			return true;
	return false;
}

/** "we propose Distributionally Robust … Optimization algorithm (DR-RPO)": a long form that is the
 * verb's own object, however long, leads to its acronym; so does one set off by a dash after
 * what the verb makes ("we introduce a unified approach -- value-incentivized preference
 * optimization (VPO) --"). */
function isVerbObject(clause: string, acronym: RegExpExecArray | RegExpMatchArray): boolean {
	const paren = acronym.index! + acronym[0].lastIndexOf('(');
	const longForm = spelledOutBefore(clause.slice(0, paren), acronym[2]);
	if (longForm === null) return false;
	const lead = clause.slice(0, clause.lastIndexOf(longForm, paren));
	return VERB_OBJECT.test(lead) || setsOffName(lead);
}

/** Far into a clause, only an acronym shaped as a coinage, not a plural, with no long form or a
 * name-cased one, and closing its phrase ("… network (RLDDU-Net), where") is the object's name:
 * "diffusion transformers (DiTs) to", "(A2A) communication protocols" use terms. */
function isFarCoinage(
	clause: string,
	acronym: RegExpExecArray | RegExpMatchArray,
	knowledge: NameKnowledge
): boolean {
	const [whole, , name] = acronym;
	// "(PRL-PID)": two acronyms joined name a combination of their own.
	const shaped = isShapedAcronym(name) || /^\p{Lu}{2,}[-‑]\p{Lu}{2,}$/u.test(name);
	if (!shaped || /\p{Lu}s$/u.test(name)) return false;
	const end = acronym.index! + whole.length;
	if (!CLOSES_APPOSITION.test(clause.slice(end, end + 12))) return false;
	const paren = acronym.index! + whole.lastIndexOf('(');
	// "including Denial of Service (DoS), …": examples of what exists.
	if (EXAMPLES_BEFORE.test(clause.slice(0, paren))) return false;
	const longForm = spelledOutBefore(clause.slice(0, paren), name);
	return (
		longForm === null ||
		(isNameCased(longForm) && isDistinctivePhrase(longForm) && !knowledge.isTerm(longForm))
	);
}
const EXAMPLE_BEFORE = /(?:e\.g\.|i\.e\.|such as|like),?\s*$/;
const EXAMPLES_BEFORE = /\b(?:including|such as|e\.g\.|like|namely)\s/;

const PROPOSING = /\b(?:propos|introduc|present|develop|design|construct|creat|deriv)\w*/i;

/** Is the sentence up to `at` in the paper's own voice, and not about what it compares with?
 * (Read 30 characters past `at`, so an introducing verb inside the match counts.) */
function isOwnSentence(text: string, at: number): boolean {
	const sentence = text.slice(sentenceStart(text, at + 30), at + 30);
	return OWN_VOICE.test(sentence) && !COMPARED.test(sentence);
}

const NAMED_FURTHER_ON = new RegExp(
	String.raw`^[^.;()]*?,\s*(?<!so-)${NAMING_VERB_WORDS}\s+[\p{Lu}$\\]`,
	'u'
);

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

/** Does the text name `phrase` as a thing ("we present Proto Successor Measure", "Proto Successor
 * Measure, a basis …"), not only mention it? */
function namedIn(text: string, phrase: string): boolean {
	for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
		const before = text.slice(Math.max(0, at - 40), at);
		const after = text.slice(at + phrase.length, at + phrase.length + 8);
		if (NAMED_AFTER.test(before) || /^,\s+(?:a|an|the)\s/.test(after)) return true;
	}
	return false;
}

/** "We propose Q-Swift and FedQ-Swift": names coordinated with the first, each name-like. */
function coordinatedWith(clause: string, first: ClauseName, shape: NameShape): ClauseName[] {
	const more: ClauseName[] = [];
	let end = first.at + first.raw.length;
	if (clause[end] === ')') end++;
	const defined = COORDINATED_DEFINED.exec(clause.slice(end));
	const acronym = defined?.[2] ?? '';
	if (
		defined &&
		(spells(acronym, defined[1]) || shape.isNameLike(acronym) || shape.isAcronym(acronym))
	) {
		const at = end + defined[0].length - defined[2].length - 1;
		return [{ raw: defined[2], at, longForm: defined[1].trim(), own: false }];
	}
	for (let m = COORDINATED.exec(clause.slice(end)); m; m = COORDINATED.exec(clause.slice(end))) {
		const raw = m[1].replace(/[.'‑-]+$/, '');
		const at = end + m[0].length - m[1].length;
		if (
			!shape.isNameLike(raw) ||
			MODIFIED_BY_HEAD.test(clause.slice(at + raw.length, at + raw.length + 16))
		)
			break;
		more.push({ raw, at, longForm: null, own: false });
		end = at + raw.length;
		if (/\band\s/.test(m[0])) return more;
	}
	// "under MM, CEs for each …": a comma alone lists nothing.
	return [];
}

/** Names the paper coins: the title's prefix before a colon, and names it introduces. */
export function extractProposed(sources: Source[], knowledge: NameKnowledge): ProposedResult {
	const proposed: string[] = [];
	const coined: Coinage[] = [];
	const mentions: Mention[] = [];
	const ownKnown: string[] = [];
	const { shape } = knowledge;
	const abstract = sources.find((s) => s.field === 'abstract')?.text ?? '';
	const title = sources.find((s) => s.field === 'title')?.text.trim() ?? '';
	const add = (
		raw: string,
		field: Source['field'],
		start: number,
		context: string,
		at: number,
		longForm: string | null = null,
		own = false,
		typed?: EntityType
	) => {
		const name = singular(
			plainName(raw)
				.replace(/\s+/g, ' ')
				.replace(/[.'‑-]+$/, '')
		);
		if (name.length < 2 || shape.isGeneric(name)) return;
		if (knowledge.isKnown(name)) {
			if (!own) return;
			ownKnown.push(name);
		}
		if (proposed.some((n) => n.toLowerCase() === name.toLowerCase())) return;
		proposed.push(name);
		mentions.push(mention('proposed', name, field, start, start + raw.length));
		if (!knowledge.isBlocked(name)) {
			coined.push({
				name,
				type: typed ?? typeOfName(name, context, at, longForm),
				long_form: longForm,
				evidence: field === 'title' ? sources[0].text : sentenceOf(context, at)
			});
		}
	};
	for (const { field, text } of sources) {
		if (field === 'title') {
			const colon = text.indexOf(':');
			for (const from of colon > 0 ? [0, colon + 1] : [0]) {
				const kind = TITLE_KIND.exec(text.slice(from));
				const name = kind?.[1];
				if (name && shape.isNameLike(plainName(name)) && !/^\p{Lu}{2,4}$/u.test(name)) {
					const at = from + kind!.index + kind![0].indexOf(name, 2);
					add(name, field, at, text + ' ' + abstract, at);
				}
			}
			if (colon <= 0) continue;
			const raw = text.slice(0, colon).trim();
			const prefix = plainName(raw);
			// "DMOSpeech 2: …": a version number after the name is part of it.
			// ("Lecture 3: …" is no name: the stem must be one on its own.)
			const words = prefix
				.split(/\s+/)
				.filter((w, i, all) => i === 0 || !isTrailingVersion(w, all) || !shape.isNameLike(all[0]));
			const stem = words.join(' ');
			const subtitle = text.slice(colon + 1);
			const single =
				words.length === 1 &&
				// "pySpainMobility: …", "hdl2v: …", and "carps: A Framework for …" whose subtitle
				// says what it is: a lower-case word is a name too.
				(/^\p{Lu}/u.test(stem) || isLowerCaseName(stem, subtitle)) &&
				!shape.isGenre(stem.toLowerCase()) &&
				(shape.isNameLike(stem) || shape.isAcronym(stem) || stem.length >= 3);
			const multiWord =
				words.length > 1 &&
				words.length <= 3 &&
				words.every((w) => /^\p{Lu}/u.test(w)) &&
				(words.some((w) => shape.isNameLike(w)) ||
					// "Booster Gym: …", "Agent Arena: …": a kind a name ends with says it is one.
					(NAMED_KIND_LAST.test(words[words.length - 1]) && !shape.isStopCapital(words[0])) ||
					// "Dueling RL: …": capitalised words with an acronym name a thing, unless the
					// whole is a term of the field ("Offline RL") or a phrase ("Beyond RLHF").
					(words.some((w) => /^\p{Lu}{2,}s?$/u.test(w)) &&
						!shape.isStopCapital(words[0]) &&
						// "Agentic RL: A Survey", "Trustworthy AI: …": an adjective before a field's
						// acronym names a topic, unless the abstract uses it as a name again.
						(words.some((w) => /^\p{Lu}{2,}s?$/u.test(w) && !shape.isGeneric(w)) ||
							abstract.includes(stem)) &&
						!knowledge.isTerm(stem)));
			// "Weak TransNet: …" whose abstract defines "(WTN)", "Solver-Informed RL" with "(SIRL)":
			// the acronym is the name ("FAA Framework" with "(FAA)" holds it already).
			const acronym = multiWord ? acronymSpelling(abstract, stem, words) : undefined;
			const multi = multiWord && acronym === undefined;
			if (acronym) {
				const at = acronym.index + acronym[0].lastIndexOf('(') + 1;
				add(
					acronym[2],
					'abstract',
					at,
					abstract,
					at,
					stem,
					false,
					typeOfTitleName(prefix, subtitle)
				);
			}
			// "Proto Successor Measure: …" whose abstract writes that name again, capitalised.
			const spelledName =
				words.length > 1 &&
				words.length <= 5 &&
				isNameCased(prefix) &&
				/^\p{Lu}/u.test(words[words.length - 1]) &&
				!words.every((w) => shape.isStopCapital(w) || SMALL_WORDS.test(w)) &&
				(!shape.isStopCapital(words[0]) || isApposedName(prefix, abstract, knowledge)) &&
				!knowledge.isTerm(prefix) &&
				namedIn(abstract, prefix) &&
				// "Reactive Diffusion Policy (RDP)": an acronym will be the name.
				!abstract.includes(`${prefix} (`);
			// The paper whose title is named X is X's own paper, even if X is established since.
			if (single || multi || spelledName)
				add(
					raw,
					field,
					text.indexOf(raw),
					text + ' ' + abstract,
					0,
					null,
					single,
					typeOfTitleName(prefix, subtitle)
				);
			continue;
		}
		for (const re of [INTRODUCING_CUED, NAMING, KIND_THEN_NAME_CUED, NAME_THEN_KIND]) {
			if (re === NAMING && !HAS_NAMING_WORD(text)) continue;
			for (const m of matchesIn(text, re)) {
				if (re === NAMING && PASSIVE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)))
					continue;
				// "… by proposing X": the paper's own only in its own voice ("Kim et al. extended this
				// by proposing …" is related work).
				if (
					m[0].startsWith('by') &&
					!PAPER_VOICE.test(text.slice(sentenceStart(text, m.index), m.index))
				)
					continue;
				const windowStart = m.index + m[0].length;
				const window = text.slice(windowStart, windowStart + 160);
				const sentenceEnd = window.search(/[.;](?:\s|$)|:\s/);
				const clause = sentenceEnd === -1 ? window : window.slice(0, sentenceEnd);
				const naming = NAMING_VERB.test(m[0]);
				const found = nameInClause(clause, knowledge, naming, MAKING.test(m[0]));
				if (!found) continue;
				// "referred to as DCA ways", "… as Center of Gravity (CoG) state dimensions", "as binary
				// ANNs": "refer to as" mostly names a term, a name only when nothing follows it.
				if (
					REFERS.test(m[0]) &&
					(TERM_NOUN_AFTER.test(clause.slice(found.at + found.raw.length)) ||
						PLURAL_ACRONYM_NAME.test(found.raw))
				)
					continue;
				// "which we name EfficientZero", "propose ReBRAC, a minimalistic algorithm": a name
				// right after the verb is the paper's own, even one the vocabulary knows since.
				// (An acronym counts from where its long form starts: "called Trust Region Policy
				// Optimization (TRPO)".)
				const foundStart =
					found.longForm !== null ? clause.lastIndexOf(found.longForm, found.at) : found.at;
				const direct =
					clause.slice(0, foundStart).trim() === '' &&
					(naming || NEW_APPOSITION.test(clause.slice(found.at + found.raw.length)));
				for (const name of [found, ...coordinatedWith(clause, found, shape)]) {
					const at = windowStart + name.at;
					add(name.raw, field, at, text, at, name.longForm, name.own || (direct && name === found));
				}
			}
		}
	}
	// The abstract's own shapes of naming, in this order.
	for (const { field, text } of sources) {
		if (field === 'title') continue;
		// Both "(…), a …" / "(…) is a novel …" rules need a closing bracket and a comma or a "be",
		// which few abstracts hold.
		const apposition = HAS_APPOSITION_WORD(text);
		for (const m of apposition ? text.matchAll(DEFINED_THEN_APPOSED) : []) {
			const longForm = spelledOutBefore(text.slice(Math.max(0, m.index - 120), m.index), m[1]);
			if (longForm === null || shape.isGeneric(m[1])) continue;
			add(
				m[1],
				field,
				m.index + 1,
				text,
				m.index + 1,
				longForm,
				!knowledge.isAliasOf(longForm, m[1])
			);
		}
		const parts = HAS_PARTS_WORD(text) ? text.matchAll(NAMED_PARTS) : [];
		for (const m of parts) {
			const listAt = m.index + m[0].length - m[1].length;
			for (const part of m[1].matchAll(/[\p{Lu}][\p{L}\p{N}\-‑]*/gu)) {
				if (shape.isStopCapital(part[0])) continue;
				add(part[0], field, listAt + part.index, text, listAt + part.index);
			}
		}
		for (const m of matchCued(text, PROPOSED_NAME_KIND_CUED)) {
			// "the proposed HI construction method" proposes a health indicator (HI), a term: only a
			// name shaped as a coinage (lower case, digits or a hyphen inside) is one.
			if (!shape.isNameLike(m[1]) || !/[\p{Ll}\p{N}\-‑]/u.test(m[1])) continue;
			const at = m.index + m[0].indexOf(m[1], 4);
			add(m[1], field, at, text, at);
		}
		for (const m of text.matchAll(ENUMERATED)) {
			const words = m[1].split(/\s+/);
			// One word must look like a name on its own; plain title-cased words need company.
			if (words.length === 1 && !(shape.isNameLike(m[1]) || shape.isAcronym(m[1]))) continue;
			if (words.some((w) => shape.isStopCapital(w) || shape.isGeneric(w))) continue;
			if (knowledge.isTerm(m[1])) continue;
			const at = m.index + m[0].indexOf(m[1], 3);
			// A part is typed by its own description: "(i) Rolling Diffusion, a … scheme" in a
			// sentence about "a novel learned simulator" is no benchmark.
			const rest = text.slice(at);
			const end = rest.search(PART_END);
			const typed = typeOfName(m[1], end < 0 ? rest : rest.slice(0, end), 0);
			add(m[1], field, at, text, at, null, false, typed === 'other' ? 'method' : typed);
		}
		for (const m of matchCued(text, NOVEL_DEFINED_CUED)) {
			const longForm = m[1].trim();
			if (!spells(m[2], longForm) || shape.isGeneric(m[2]) || knowledge.isTerm(longForm)) continue;
			// "TESSERA, a novel Remote Sensing Foundation Model (RSFM)": the kind of a name just given.
			if (/\p{Lu}[^\s,]*,\s*$/u.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
			// "a novel Augmented Reality (AR) framework" uses a term; "a novel Stability-based Expert
			// Selection (SES) algorithm" is distinctive enough to be the name.
			const after = text.slice(m.index + m[0].length, m.index + m[0].length + 16);
			if (MODIFIED_BY_HEAD.test(after) && !isDistinctiveLongForm(longForm, m[2])) continue;
			const at = m.index + m[0].length - m[2].length - 1;
			add(m[2], field, at, text, at, longForm, !knowledge.isAliasOf(longForm, m[2]));
		}
		for (const m of matchCued(text, NEW_KIND_DEFINED_CUED)) {
			const [whole, described, name] = m;
			if (!(shape.isAcronym(name) || shape.isNameLike(name)) || shape.isGeneric(name)) continue;
			// "a new algebraic multigrid method (AMG)", "a new policy estimator (PE)": letters the
			// describing words and the kind noun hold name a term.
			if (lettersWithin(described, name)) continue;
			const at = m.index + whole.length - name.length - 1;
			add(name, field, at, text, at);
		}
		for (const m of apposition ? text.matchAll(NAME_THEN_LONG_FORM) : []) {
			const longForm = m[2].trim();
			if (!spells(m[1], longForm) || shape.isGeneric(m[1])) continue;
			add(m[1], field, m.index, text, m.index, longForm, !knowledge.isAliasOf(longForm, m[1]));
		}
		for (const m of text.matchAll(VARIANT_ACRONYM)) {
			const parts = m[1].split(/[-‑]/);
			if (parts.length !== 2 || knowledge.isKnown(m[1])) continue;
			if (!parts.some((part) => knowledge.isKnown(part))) continue;
			if (knowledge.isKnown(parts.join(''))) continue; // "MA-PPO" is MAPPO
			const longForm = spelledOutBefore(text.slice(Math.max(0, m.index - 120), m.index), m[1]);
			if (longForm === null || knowledge.isAliasOf(longForm, m[1])) continue;
			// Its own variant: said in the paper's voice, not among what it compares against.
			const before = text.slice(sentenceStart(text, m.index), m.index);
			if (!OWN_VOICE.test(before) || COMPARED.test(before)) continue;
			add(m[1], field, m.index + 1, text, m.index + 1, longForm);
		}
		for (const m of matchCued(text, NEW_KIND_THEN_NAME_CUED)) {
			// The paper's own new thing, not one it compares with ("another method, FooNet").
			if (!isOwnSentence(text, m.index)) continue;
			// "we propose another algorithm, X" is its own; "we evaluate another method, X" is not.
			const proposing = () => PROPOSING.test(text.slice(sentenceStart(text, m.index), m.index));
			if (/^[Aa]nother/.test(m[0]) && !proposing()) continue;
			const at = m.index + m[0].length;
			const raw = shapedNameAt(text, at, shape);
			if (raw && CLOSES_APPOSITION.test(text.slice(at + raw.length, at + raw.length + 12)))
				add(raw, field, at, text, at);
		}
		for (const m of matchCued(text, CREATED_CUED)) {
			if (!isOwnSentence(text, m.index)) continue;
			for (let at = m.index + m[0].length; ;) {
				const raw = shapedNameAt(text, at, shape);
				if (!raw) break;
				add(raw, field, at, text, at);
				const next = AND_ANOTHER.exec(text.slice(at + raw.length, at + raw.length + 24));
				if (!next) break;
				at += raw.length + next[0].length;
			}
		}
	}
	for (const phrase of titlePhraseProposed(title, abstract, knowledge.isTerm)) {
		const own = !knowledge.isAliasOf(phrase.longForm, phrase.name);
		const typed =
			phrase.subtitle === null ? undefined : typeOfTitleName(phrase.longForm, phrase.subtitle);
		add(phrase.name, 'abstract', phrase.at, abstract, phrase.at, phrase.longForm, own, typed);
	}
	// "Conservative World Models", "Uncertainty Prioritized Experience Replay": a paper that names
	// nothing else is named by a title that is itself a method's name.
	if (proposed.length === 0 && isTitleName(title, knowledge)) add(title, 'title', 0, title, 0);
	dropInnerNames(proposed, coined, mentions);
	addVariants(sources, proposed, coined, mentions, knowledge);
	return { proposed, coined, mentions, ownKnown };
}

/** "Spatially-Enhanced Recurrent Units (SRUs)" coins the SRU: an acronym's plural names one kind. */
const singular = (name: string) =>
	/^\p{Lu}[\p{Lu}\p{N}-]*\p{Lu}s$/u.test(name) ? name.slice(0, -1) : name;

const VERSION_AFTER = /^ \d+(?:\.\d+)?(?=\s*(?:[,;:()]|\.(?!\d)|\s(?:which|that|is|and)\b|$))/;

/** "presents DMOSpeech 2, which …": a version number that closes the clause belongs to the name. */
function withVersion(clause: string, token: RegExpExecArray | RegExpMatchArray): string {
	const end = token.index! + token[0].length;
	const version = VERSION_AFTER.exec(clause.slice(end, end + 12));
	return version ? token[0] + version[0] : token[0];
}

/** Where `text` defines an acronym that `stem` spells and does not already hold ("Solver-Informed
 * RL" → "(SIRL)"), or undefined. */
const acronymSpelling = (text: string, stem: string, words: string[]) =>
	[...text.matchAll(ACRONYM_IN_PARENS)].find((m) => spells(m[2], stem) && !words.includes(m[2]));

// "A Framework for …", "An R package for …": a subtitle that says what the title's name is.
const KIND_SUBTITLE =
	/^\s*(?:an?\s+)(?:[\w-]+\s+){0,3}?(?:framework|package|library|toolkit|tool|dataset|benchmark|platform|system|suite|simulator|environment|language|compiler|model)s?\b/i;

/** A title prefix in lower case that names a thing: a capital or a digit after its start
 * ("pySpainMobility", "hdl2v", "gh0stEdit"), or a subtitle that says what it is ("carps: A
 * Framework for …"). */
const isLowerCaseName = (stem: string, subtitle: string) =>
	/^\p{Ll}[\p{L}\p{N}]*(?:[-.][\p{L}\p{N}]+)*$/u.test(stem) &&
	(/^\p{Ll}+[\p{Lu}\p{N}]/u.test(stem) || KIND_SUBTITLE.test(subtitle));

/** "2", "3.5" as the last word after a name: its version. */
const isTrailingVersion = (word: string, words: string[]) =>
	word === words[words.length - 1] && /^\d+(?:\.\d+)?$/.test(word);

// A title that is a method's name: a short noun phrase, every word capitalised, ending in the
// kind of thing a method is, with no preposition, article or verb that would make it a sentence.
const METHOD_HEAD =
	/(?:Replay|Models?|Learning|Optimi[sz]ation|Polic(?:y|ies)|Search|Networks?|Planning|Distillation|Regularization|Sampling|Exploration|Transformers?|Attention|Descent|Estimation|Iteration|Decoding)$/;
const SENTENCE_WORD =
	/^(?:for|with|via|in|on|from|through|of|to|by|under|than|is|are|a|an|the|can|do|does|and|or|at|as|towards?|beyond|without|using|into|against|vs\.?|versus|when|why|how|what|meets|matters|helps|improves|enables|makes|beats|misleads)$/i;

function isTitleName(title: string, knowledge: NameKnowledge): boolean {
	if (/[:?!.]/.test(title) || !METHOD_HEAD.test(title)) return false;
	const words = title.split(/\s+/);
	return (
		words.length >= 2 &&
		words.length <= 6 &&
		words.every((w) => /^[\p{Lu}\p{N}]/u.test(w) && !SENTENCE_WORD.test(w)) &&
		!/ing$/.test(words[0]) &&
		!knowledge.shape.isStopCapital(words[0]) &&
		!knowledge.isTerm(title)
	);
}

/** "called Reinforced ACME" read by two rules: the part inside the longer name is no name. */
function dropInnerNames(proposed: string[], coined: Coinage[], mentions: Mention[]) {
	const inner = mentions.filter((m) =>
		mentions.some(
			(o) =>
				o !== m &&
				o.field === m.field &&
				o.start <= m.start &&
				o.end >= m.end &&
				o.end - o.start > m.end - m.start
		)
	);
	for (const m of inner) {
		mentions.splice(mentions.indexOf(m), 1);
		const at = proposed.indexOf(m.name);
		if (at >= 0) proposed.splice(at, 1);
		const coinedAt = coined.findIndex((c) => c.name === m.name);
		if (coinedAt >= 0) coined.splice(coinedAt, 1);
	}
}

/** "Guru-7B" of "Guru": a hyphen after the stem; "C-PGAE" of "C-PG": capitals run on after a
 * stem that ends in one (an acronym's suffixed variant). `stem` is lower-cased. */
function isVariantOf(name: string, stem: string): boolean {
	if (!name.toLowerCase().startsWith(stem)) return false;
	const rest = name.slice(stem.length);
	return (
		/^[-‑]/.test(rest) || (/\p{Lu}$/u.test(name[stem.length - 1]) && /^\p{Lu}{1,4}$/u.test(rest))
	);
}

/** "Guru-7B and Guru-32B", "DeepSeek-R1-Zero": suffixed variants of a coined name are coined too. */
function addVariants(
	sources: Source[],
	proposed: string[],
	coined: Coinage[],
	mentions: Mention[],
	knowledge: Pick<NameKnowledge, 'isBlocked'>
) {
	const stems = proposed.filter((n) => !/\s/.test(n) && n.length >= 3).map((n) => n.toLowerCase());
	if (stems.length === 0) return;
	const hyphenated =
		/(?<![\p{L}\p{N}\-])[\p{L}\p{N}][\p{L}\p{N}.]*(?:[-‑][\p{L}\p{N}][\p{L}\p{N}.]*)+/gu;
	for (const { field, text } of sources) {
		for (const m of text.matchAll(hyphenated)) {
			const name = m[0].replace(/\.$/, '');
			if (!stems.some((stem) => isVariantOf(name, stem))) continue;
			if (/\S*\/\S*$/.test(text.slice(Math.max(0, m.index - 80), m.index))) continue; // in a URL
			const tail = name.slice(name.lastIndexOf('-') + 1);
			// "X-based", "X-style" describe; sizes, versions and capitalised suffixes name. A
			// variant of the paper's own name is its own, whatever a model matcher made of it.
			if (!/^(?:\d|[\p{Lu}])/u.test(tail)) continue;
			if (proposed.some((n) => n.toLowerCase() === name.toLowerCase())) continue;
			proposed.push(name);
			mentions.push(mention('proposed', name, field, m.index, m.index + name.length));
			if (!knowledge.isBlocked(name)) {
				coined.push({
					name,
					type: typeOfName(name, text, m.index),
					long_form: null,
					evidence: sentenceOf(text, m.index)
				});
			}
		}
	}
}
