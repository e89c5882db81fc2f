// The name an introducing clause ("we propose …", "called …") gives what the paper makes.
import { groupAround, isSetInsideWord, typesetNames } from '../latex.ts';
import {
	holdsInOrder,
	MODIFIED_BY_HEAD,
	PREPOSITION,
	spelledOutBefore,
	spells,
	VERSION,
	type NameShape
} from '../name-shape.ts';
import { definesTerm, isFarCoinage, isNamedKindObject, isVerbObject } from './defined-acronym.ts';
import { isApposedName, isDistinctiveLongForm, isShapedAcronym } from './distinctive.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import {
	ACRONYM_IN_PARENS,
	APPOSED_THING_KINDS,
	MADE_KINDS,
	NAMING_VERB_WORDS
} from './naming-words.ts';

export interface ClauseName {
	raw: string;
	/** Offset of the name in the clause. */
	at: number;
	longForm: string | null;
	/** A vocabulary name the paper nevertheless coins (a long form the vocabulary does not know). */
	own: boolean;
}

// ("A*-PO": a star inside a name is part of it.)
const TOKEN =
	/[\p{L}\p{N}][\p{L}\p{N}\-‑'.+]*(?:\*[-‑][\p{L}\p{N}][\p{L}\p{N}\-‑'.+]*)?[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
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
// "derived from the Hamilton-Jacobi-Bellman (HJB) equation": a name the clause refers to.
const REFERRED = /\b(?:from|of|using|via|with|by|on|under|than|over)\s+(?:the\s+)?$/;
// "… and Centroid-Attracted Autoencoder (CAAE)": a second defined acronym after the first name.
const COORDINATED_DEFINED =
	/^\s+and\s+(?:the\s+|an?\s+)?((?:[\p{Lu}][\p{L}\p{N}'‑-]*\s+){1,6})\(([\p{L}][\p{L}\p{N}\-‑+]*)\)/u;
// "X, a …", "X: …", "X (…", "X that …": a capitalised word right after the verb, then apposition
// (quoted or not: "we introduce ``Ghost Policies,'' a concept").
const APPOSED =
	/^\s*(?:the\s+)?(?:``|"|“)?([\p{Lu}][\p{L}\p{N}\-‑+]*(?:\*[-‑][\p{L}\p{N}\-‑+]+)?(?:\s[\p{Lu}][\p{L}\p{N}\-‑+]*){0,3})(?=\s*(?:,(?:''|"|”)?\s|:\s|\s\(|\s—|\s-\s|\s(?:that|which|to|for|as)\b|$))/u;
// "mixRM, a …", "rStar-Coder:": a name in lower camel case right after the verb, set off as
// APPOSED sets off a capitalised one.
const LOWER_CAMEL_APPOSED =
	/^\s*(?:the\s+)?(\p{Ll}{1,4}\p{Lu}[\p{L}\p{N}]*(?:[-‑][\p{L}\p{N}]+)*)(?=\s*(?:,\s|:\s|\s\(|\s(?:that|which|to|for)\b|\.(?:\s|$)|$))/u;
// Named by a naming verb, a model, system or suite is the paper's too ("a suite, called X").
const NAMED_KINDS = `${MADE_KINDS}|procedure|model|scheme|paradigm|recipe|suite|system`;
/** "… an algorithm, which we" | "call X", "… an agent for code," | "called X": what the paper
 * names is a thing it made. */
export const MADE_KIND_BEFORE = new RegExp(
	String.raw`\b(?:${NAMED_KINDS})s?\b(?:,?\s+(?:which|that)\s+|[^.;:()]{0,30}?,\s*)$`,
	'i'
);
// "which we call Anchored Policy Updates, …", "we term this approach Reward Rectification": the
// paper naming, in its own voice, a thing it made gives it every capitalised word up to a comma,
// "that", "which" or the clause's end, generic ones ("Policy", "Reward") too. The kind of thing
// is said in the clause ("this approach") or before the verb ("an algorithm, which we call");
// "a behaviour we call Lazy Reasoning", "the so-called Deadly Triad", "what Sutton called …"
// name no such thing. (Before "(POLAR)" the acronym is the name; "and" may be part of one:
// "Branch and Bound".)
const NAMED_WORDS = new RegExp(
	String.raw`^\s*((?:this|our|the)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:${NAMED_KINDS})s?\s+)?((?:[\p{Lu}][\p{L}\p{N}]*(?:[-‑][\p{L}\p{N}]+)*\s+){1,4}[\p{Lu}][\p{L}\p{N}]*(?:[-‑][\p{L}\p{N}]+)*)(?=\s*(?:[,;:]|\.(?:\s|$)|$)|\s+(?:that|which)\b)`,
	'u'
);
const FUNCTION_CAPITAL =
	/^(?:A|An|The|This|That|These|Those|We|Our|It|Its|In|On|For|With|From|To|By|Of|And|Or|But|As|At|Via|Into|Then|Here|Thus)$/;
// "X and Y", "X, Y and Z": further names coordinated with the first one.
const COORDINATED = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)([\p{Lu}][\p{L}\p{N}\-‑'+.]*[\p{L}\p{N}+])/u;
// "that integrates", "which combines": a relative clause opened by a verb in -s ("which is …"
// too), not one that names ("which is called X") and not "that is," (i.e.).
const RELATIVE_CLAUSE =
	/\s(?:that|which)\s+(?!(?:is|are|was|were)\s+(?:\w+ly\s+)?(?:called|named|termed|dubbed|coined|denoted|referred)\b|is,)(?:\w+ly\s+)?\p{Ll}+(?:s|es)\b/u;
// "which automatically constructs MathCurriculum-10K, a new dataset": presented as new, a name is
// the paper's own wherever it stands.
const PRESENTED_AS_NEW = /^,\s+(?:a|an)\s+(?:new|novel)\b/;
// "a novel OOB modality synergy (OMS)", "we develop an improved … method (IGDM)": the long form
// is what the sentence makes, not a term it uses ("an implementation of the FFT … (FAM)").
const MADE_BEFORE =
	/\b(?:(?:novel|new|our)\s+|(?:propose|develop|introduce|present|design)\w*\s+(?:an?|the)\s+(?:(?!of\b)[\w-]+\s+){0,3})$/i;
const MADE_AT_START = /^\s*(?:an?\s+|the\s+)?(?:(?!of\b)[\w-]+\s+){0,3}$/i;
const EXAMPLE_BEFORE = /(?:e\.g\.|i\.e\.|such as|like),?\s*$/;
const NAMED_FURTHER_ON = new RegExp(
	String.raw`^[^.;()]*?,\s*(?<!so-)${NAMING_VERB_WORDS}\s+[\p{Lu}$\\]`,
	'u'
);
// "the HPC landscape", "a conversational MR interface", "representing JavaScript programs": a
// name that a common noun follows modifies that noun (a field, a technology): what is made is
// described, not named. Not a name apposed to a kind ("our model TideVP reduces …", "a GUI dataset
// TideGUI of …"), nor one a word that goes on with the clause follows ("X that", "X of", "X
// capable …", "X enabling …", "X consistently …", a verb in -s before its object: "X holds 300
// tasks").
const KIND_RIGHT_BEFORE = new RegExp(String.raw`\b${APPOSED_THING_KINDS}s?\s+$`, 'i');
const COMMON_NOUN_AFTER = new RegExp(
	String.raw`^\s+(?!(?:that|which|who|whose|where|wherein|whereby|when|while|because|and|or|but|nor|so|not|also|both|each|here|now|is|are|was|were|be|can|could|will|would|may|might|should|must|has|have|had|does|do|did|capable|able|${PREPOSITION})\b)(?!\p{Ll}[\p{Ll}-]*[^s]s\s+(?:(?:an?|the|its|their|our)\b|\d))\p{Ll}[\p{Ll}-]*\b(?<!ing|ed|ly)(?![-‑(])`,
	'u'
);
// "the TideNet framework", "the RainSet dataset", "the TidePy package" name their kind.
const NAMED_KIND_AFTER =
	/^\s+(?:benchmark|dataset|suite|corpus|collection|library|toolkit|package|leaderboard|simulator|testbed|engine|tool|repository)s?\b/;
const VERSION_AFTER = new RegExp(
	String.raw`^ ${VERSION}(?=\s*(?:[,;:()]|\.(?!\d)|\s(?:which|that|is|and)\b|$))`
);

const isLettersOfWord = (clause: string, start: number, end: number) => {
	const group = groupAround(clause, start, end);
	return group !== null && isSetInsideWord(clause, group[0], group[1]);
};

/** "presents DMOSpeech 2, which …": a version number that closes the clause belongs to the name. */
function withVersion(clause: string, token: RegExpExecArray | RegExpMatchArray): string {
	const end = token.index! + token[0].length;
	const version = VERSION_AFTER.exec(clause.slice(end, end + 12));
	return version ? token[0] + version[0] : token[0];
}

// "the Dr. SCI pipeline": "Dr." in front of a name is part of it.
const DR_BEFORE = /\bDr\.\s?$/;
// "We introduce Diffusion Policy Policy Optimization, DPPO, an algorithmic framework": a long
// form, then its acronym set off by commas.
const COMMA_SET_OFF = /,\s*$/;

/** The acronym at `at` with the long form a comma sets it off from, or null. */
function commaSpelledAcronym(clause: string, at: number, token: string): ClauseName | null {
	const lead = clause.slice(0, at);
	if (!COMMA_SET_OFF.test(lead) || clause[at + token.length] !== ',') return null;
	const longForm = spelledOutBefore(lead.replace(COMMA_SET_OFF, ''), token);
	return longForm === null ? null : { raw: token, at, longForm, own: false };
}

/** "Behavior-REgularizEd Zero-shot RL with Expressivity enhancement (BREEZE)": an acronym of
 * capitals whose letters its long form holds in order, anywhere in its words; the long form starts
 * at the name-like word `at` with the acronym's first letter and runs to the bracket without a
 * clause mark. Else null. */
function stylizedLongForm(
	clause: string,
	at: number,
	paren: number,
	acronym: string
): string | null {
	const words = clause.slice(at, paren).trim();
	return /^\p{Lu}{4,}$/u.test(acronym) &&
		words[0] === acronym[0] &&
		holdsInOrder(words.toLowerCase(), acronym.toLowerCase()) &&
		!/[,;:.()]/.test(words) &&
		words.split(/\s+/).length <= 10
		? words
		: null;
}

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
		if (knowledge.shape.isGeneric(a[2])) return null;
		const longForm =
			spelledOutBefore(clause.slice(0, paren), a[2]) ?? stylizedLongForm(clause, at, paren, a[2]);
		if (longForm === null) return null;
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
export function nameInClause(
	clause: string,
	knowledge: NameKnowledge,
	naming: boolean,
	making: boolean,
	/** The clause opens right after a kind noun ("Our model | DPO-VP achieves …"). */
	afterKind = false,
	/** The paper names in its own voice ("we call | …"), and whether it said before the verb
	 * that what it names is a thing it made ("an algorithm, which we call | …"); null when not. */
	ownNaming: { madeKindBefore: boolean } | null = null
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
			((making && isNamedKindObject(clause, a, knowledge)) ||
				((naming ||
					!MODIFIED_BY_HEAD.test(clause.slice(a.index + a[0].length, a.index + a[0].length + 16)) ||
					isDistinctiveLongForm(a[1], a[2])) &&
					(naming || !definesTerm(clause, paren, a.index + a[0].length - 1, a[2], making)))) &&
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
	const namedWords = ownNaming ? NAMED_WORDS.exec(clause) : null;
	const ownName = namedWords?.[2] ?? '';
	const words = ownName.split(/\s+/);
	if (
		namedWords &&
		(namedWords[1] !== undefined || ownNaming?.madeKindBefore) &&
		!FUNCTION_CAPITAL.test(words[0]) &&
		// ("Reinforcement Learning": capitals that name nothing of their own.)
		!words.every((w) => shape.isStopCapital(w)) &&
		!knowledge.isTerm(ownName) &&
		!knowledge.isKnown(ownName)
	) {
		const at = namedWords.index + namedWords[0].length - ownName.length;
		found.push({ raw: ownName, at, longForm: null, own: false });
	}
	// "we propose mixRM, a reward model", "we introduce rStar-Coder:": a name in lower camel
	// case, right after the verb that makes or names it, then set off.
	const lowerCamel = making || naming ? LOWER_CAMEL_APPOSED.exec(clause) : null;
	// ("applications called xApps": a plural names a kind of thing.)
	if (
		lowerCamel &&
		!/[^s]s$/.test(lowerCamel[1]) &&
		!knowledge.isKnown(lowerCamel[1]) &&
		!knowledge.isTerm(lowerCamel[1])
	)
		found.push({
			raw: lowerCamel[1],
			at: lowerCamel.index + lowerCamel[0].length - lowerCamel[1].length,
			longForm: null,
			own: false
		});
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
	const objectWords = [...clause.matchAll(TOKEN)].slice(0, 6).filter(
		(t) =>
			shape.isNameLike(t[0].replace(/[.'‑-]+$/, '')) &&
			// "D\textbf{YN}amic": letters of a word set apart in LaTeX are no name.
			!isLettersOfWord(clause, t.index, t.index + t[0].length) &&
			// "introducing a captioner (e.g., BLIP)": an example of a kind is someone else's.
			!EXAMPLE_BEFORE.test(clause.slice(Math.max(0, t.index - 12), t.index))
	);
	// The object is described, not named, from a name that modifies a common noun on: "a FL
	// implementation of a … System (IDS)" makes an implementation and uses the IDS.
	const described = objectWords.find((t) => {
		const after = clause.slice(t.index + t[0].length, t.index + t[0].length + 40);
		const lead = clause.slice(Math.max(0, t.index - 60), t.index);
		return (
			!(afterKind && lead.trim() === '') &&
			COMMON_NOUN_AFTER.test(after) &&
			!MODIFIED_BY_HEAD.test(after) &&
			!NAMED_KIND_AFTER.test(after) &&
			!KIND_RIGHT_BEFORE.test(lead)
		);
	});
	const describedFrom = described?.index ?? clause.length;
	const named = objectWords.find(
		(t) =>
			// (The described word may start an acronym's long form: the filter below keeps that.)
			t.index <= describedFrom &&
			!MODIFIED_BY_HEAD.test(clause.slice(t.index + t[0].length, t.index + t[0].length + 16)) &&
			// "a fine-grained WPF attack, named ADWPF": the clause names its thing further on.
			!NAMED_FURTHER_ON.test(clause.slice(t.index + t[0].length))
	);
	if (named) {
		const dr = DR_BEFORE.exec(clause.slice(0, named.index));
		found.push(
			spelledOutAcronym(clause, named.index, knowledge, making) ??
				commaSpelledAcronym(clause, named.index, named[0]) ?? {
					raw: (dr?.[0] ?? '') + withVersion(clause, named),
					at: dr?.index ?? named.index,
					longForm: null,
					own: false
				}
		);
	}
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
	// Presented as new, a name is the paper's own wherever it stands; else it must come before
	// the relative clause and before the description, unless it starts an acronym's long form at
	// the described word or is set off by a comma after it ("… a novel system, TideNet, …").
	const names = found.filter((c) => {
		if (inLongForm(c)) return false;
		if (PRESENTED_AS_NEW.test(clause.slice(c.at + c.raw.length))) return true;
		const at = start(c);
		return (
			at < relativeAt &&
			(at < describedFrom ||
				(c.longForm !== null && at === describedFrom) ||
				/,\s*$/.test(clause.slice(0, at)))
		);
	});
	names.sort((a, b) => start(a) - start(b));
	const first = names[0] ?? null;
	// Only terms defined before any name: nothing is coined.
	if (!first || (acronyms.length > 0 && !acronym && acronyms[0].index < start(first))) return null;
	return first;
}

/** "We propose Q-Swift and FedQ-Swift": names coordinated with the first, each name-like. */
export function coordinatedWith(clause: string, first: ClauseName, shape: NameShape): ClauseName[] {
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
