// Whether an acronym a clause spells out is a term it uses or the name of what it makes.
import { isNameCased, spelledOutBefore } from '../name-shape.ts';
import { isDistinctivePhrase, isShapedAcronym } from './distinctive.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import {
	APPOSED_THING_KINDS,
	CLOSES_APPOSITION,
	NEW_THING_KINDS,
	PLURAL_ACRONYM_NAME
} from './naming-words.ts';

// "a unified approach to X -- ", "an approach—": a dash sets off what follows as the name of what
// came before; not of a problem it names ("a classic problem in robotics -- multi-agent path
// finding (MAPF) --").
const DASH_APPOSITION = /(?:\s(?:--|—|–)\s*|—)$/;
const PROBLEM_NOUN = /\b(?:problem|task|setting|challenge|question)s?\b/;
const setsOffName = (lead: string) =>
	DASH_APPOSITION.test(lead) && !PROBLEM_NOUN.test(lead.slice(lead.lastIndexOf(',') + 1));
// What may stand between a making verb and its object: nothing, or "a new", "a novel".
const VERB_OBJECT = /^\s*(?:(?:an?|the)\s+(?:new|novel)\s+)?$/;
// "a … trust evaluation framework (SRCTE)": the kind of thing named, after the words spelled out.
const KIND_LAST = new RegExp(String.raw`\s+${NEW_THING_KINDS}s?\s*$`, 'i');
const ARTICLE = /^\s*(?:an?|the)\s+$/i;
// "a simple yet effective approach, learning history filtering (LHF)": the object's kind, then its
// long form set off by a comma.
const KIND_SET_OFF = new RegExp(
	String.raw`^\s*(?:an?|the)\s+(?:[\w-]+\s+){0,4}${APPOSED_THING_KINDS}s?,\s*$`,
	'i'
);

/** The words before `(ACRONYM)` that spell it out, with the kind of thing they name when the
 * acronym leaves it out ("a Metapath-based Hyperbolic Contrastive Learning framework (MHCL)"). */
export function spelledOutWithKind(before: string, acronym: string): string | null {
	const direct = spelledOutBefore(before, acronym);
	if (direct !== null) return direct;
	const kind = KIND_LAST.exec(before);
	if (!kind) return null;
	const longForm = spelledOutBefore(before.slice(0, kind.index), acronym);
	return longForm === null ? null : longForm + kind[0].trimEnd();
}

/** "we propose a hierarchical policy optimization method (HPOM) by …": the object of a making
 * verb, an article before it, a kind of thing at its end and the acronym closing it, is the thing
 * made ("the sum-product algorithm (SPA) fixed-point-based approximation" uses one). */
// What goes on after the object's acronym: how the thing made works ("(HPOM) by …").
const GOES_ON_WITH = /^\s+(?:by|with|in|on|via|using)\b/;

const isMadeKind = (lead: string, longForm: string, rest: string) =>
	ARTICLE.test(lead) &&
	KIND_LAST.test(` ${longForm}`) &&
	(CLOSES_APPOSITION.test(rest) || GOES_ON_WITH.test(rest));

// "a ", "a novel ", "the plug-and-play ": an article and at most one word before the object.
const ARTICLE_OBJECT = /^\s*(?:an?|the)\s+(?:\p{Ll}[\p{Ll}-]*\s+)?$/u;
const KIND_NEXT = new RegExp(String.raw`^\s+${NEW_THING_KINDS}s?\b`, 'i');

/** A field's terms are short capitals ("MPC", "PINN", "CBF"): only a longer acronym, or one with
 * a hyphen, a digit or a small letter (a plural "s" aside: "EPCs"), is shaped like a coinage. */
const isCoinageShaped = (name: string) =>
	isShapedAcronym(name) ||
	/[-‑]/.test(name) ||
	name.replace(/s$/, '').replace(/[^\p{L}]/gu, '').length >= 5;

/** "we propose a dynamic fracture phase field model (DF-PFM) based on …": after a bare article
 * too, the verb's object, when its acronym is shaped as a coinage and ends it: the clause goes on
 * (a comma, "to", "which", "by" …) or names its kind. Not "a positivity-preserving (PP) AF scheme"
 * nor "an estimation (MLE) based method", where the acronym qualifies what follows, nor "a control
 * barrier function (CBF) to …", a field's term. */
const isBareObject = (lead: string, acronym: string, rest: string) =>
	ARTICLE.test(lead) &&
	isCoinageShaped(acronym) &&
	((CLOSES_APPOSITION.test(rest) && !/^\s+based\b(?!\s+on\b)/.test(rest)) ||
		GOES_ON_WITH.test(rest) ||
		KIND_NEXT.test(rest));

/** "we propose a novel structure-aware automatic channel pruning (SACP) framework", "we introduce
 * the Distributed Cross-Channel Hierarchical Aggregation (D-CHAG) approach": a making verb's
 * object, an article and at most one word before it, spelled out in three words or more that no
 * vocabulary knows, its acronym shaped as a coinage or its long form written as a name, and
 * followed by the kind of thing it is, names what the paper makes ("a novel multi-agent
 * reinforcement learning (MARL) framework", "a novel physics-informed neural network (PINN)
 * method" use terms). */
export function isNamedKindObject(
	clause: string,
	acronym: RegExpExecArray | RegExpMatchArray,
	knowledge: NameKnowledge
): boolean {
	const name = acronym[2];
	const paren = acronym.index! + acronym[0].lastIndexOf('(');
	const end = acronym.index! + acronym[0].length;
	if (!KIND_NEXT.test(clause.slice(end, end + 16))) return false;
	const longForm = spelledOutBefore(clause.slice(0, paren), name);
	if (longForm === null || longForm.split(/\s+/).length < 3) return false;
	const lead = clause.slice(0, clause.lastIndexOf(longForm, paren));
	return (
		ARTICLE_OBJECT.test(lead) &&
		(isCoinageShaped(name) || isNameCased(longForm)) &&
		!knowledge.isTerm(longForm) &&
		!knowledge.isKnown(name) &&
		!knowledge.shape.isGeneric(name)
	);
}

// "including Denial of Service (DoS), …": examples of what exists.
const EXAMPLES_BEFORE = /\b(?:including|such as|e\.g\.|like|namely)\s/;

/** "we present a Kalman filter (KF) formulation": a term the text spells out is defined, not
 * coined — unless apposition marks it as the paper's own ("a novel algorithm, iterative Nash
 * policy optimization (INPO)", "regularized policy gradient (RPG), a framework …") or it is a
 * making verb's own object. */
export function definesTerm(
	clause: string,
	parenAt: number,
	closeAt: number,
	acronym: string,
	making: boolean
): boolean {
	if (isShapedAcronym(acronym)) return false;
	const before = clause.slice(0, parenAt);
	const longForm = spelledOutWithKind(before, acronym);
	if (longForm === null || isNameCased(longForm)) return false;
	const lead = before.slice(0, before.lastIndexOf(longForm));
	const apposedBefore = /,\s*$/.test(lead) || (making && setsOffName(lead));
	// "(FRE), a …"; after a making verb also a distinctive long form "(FRE) as a general solution":
	// presented as its own ("optimal transport (OT) as a regularizer" uses a term).
	const apposedAfter =
		/^\),\s+(?:a|an)\s/.test(clause.slice(closeAt)) ||
		(making &&
			/^\)\s+as\s+(?:a|an)\s/.test(clause.slice(closeAt)) &&
			isDistinctivePhrase(longForm));
	// "we propose regularized policy gradient (RPG)", "we introduce a new time-constrained robust
	// MDP (TC-RMDP) formulation": the verb's own object, bare or new, is what the paper makes.
	// Two plain words ("automatic differentiation (AD)") are a term whoever introduces them;
	// "(DT)-assisted" modifies what the sentence makes.
	const rest = clause.slice(closeAt + 1, closeAt + 16);
	const madeByVerb =
		making &&
		(VERB_OBJECT.test(lead) ||
			isBareObject(lead, acronym, rest) ||
			isMadeKind(lead, longForm, rest.slice(0, 12))) &&
		isDistinctivePhrase(longForm) &&
		!/^\)[-‑]/.test(clause.slice(closeAt)) &&
		// "introducing local parameter servers (LPSs)": a plural names a kind of part.
		!PLURAL_ACRONYM_NAME.test(acronym);
	return !apposedBefore && !apposedAfter && !madeByVerb;
}

/** "we propose Distributionally Robust … Optimization algorithm (DR-RPO)": a long form that is the
 * verb's own object, however long, leads to its acronym; so does one set off by a dash after
 * what the verb makes ("we introduce a unified approach -- value-incentivized preference
 * optimization (VPO) --"). */
export function isVerbObject(clause: string, acronym: RegExpExecArray | RegExpMatchArray): boolean {
	const paren = acronym.index! + acronym[0].lastIndexOf('(');
	const longForm = spelledOutWithKind(clause.slice(0, paren), acronym[2]);
	if (longForm === null) return false;
	const lead = clause.slice(0, clause.lastIndexOf(longForm, paren));
	const end = acronym.index! + acronym[0].length;
	return (
		VERB_OBJECT.test(lead) ||
		setsOffName(lead) ||
		KIND_SET_OFF.test(lead) ||
		isMadeKind(lead, longForm, clause.slice(end, end + 12))
	);
}

/** Far into a clause, only an acronym shaped as a coinage, not a plural, with no long form or a
 * name-cased one, and closing its phrase ("… network (RLDDU-Net), where") is the object's name:
 * "diffusion transformers (DiTs) to", "(A2A) communication protocols" use terms. */
export function isFarCoinage(
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
	if (EXAMPLES_BEFORE.test(clause.slice(0, paren))) return false;
	const longForm = spelledOutBefore(clause.slice(0, paren), name);
	return (
		longForm === null ||
		(isNameCased(longForm) && isDistinctivePhrase(longForm) && !knowledge.isTerm(longForm))
	);
}
