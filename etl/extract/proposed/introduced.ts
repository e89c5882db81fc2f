// Names the paper's own voice introduces or names: "we propose X", "called X", "our framework,
// X", "X, a novel …".
import { PAPER_VOICE } from '../background.ts';
import { cuedPattern, matchCued, type CuedPattern } from '../cue-starts.ts';
import { ESTABLISHED, spells } from '../name-shape.ts';
import { sentenceStart, type Source } from '../sources.ts';
import { literalGuard } from '../text-guard.ts';
import type { Candidate } from './candidate.ts';
import { coordinatedWith, MADE_KIND_BEFORE, nameInClause, type ClauseName } from './clause-name.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import { OWN_VOICE } from './own-voice.ts';
import {
	APPOSED_THING_KINDS,
	MAKING_VERB,
	NAMING_VERB_WORDS,
	NEW_THING_CUES,
	PLURAL_ACRONYM_NAME
} from './naming-words.ts';

// Case-sensitive (a sentence starts with a capital): a case-insensitive scan costs far more.
const INTRODUCING =
	/\b(?:[Ww]e|I|[Tt]his (?:paper|work)|[Tt]his study|[Hh]ere we|[Ii]n this (?:paper|work),? we)\s+(?:also\s+|further\s+|then\s+|first\s+|additionally\s+|thus\s+|therefore\s+|hence\s+)?(?:propose|introduce|present|develop|design|build|construct|create|release|curate|call|name|term|dub|contribute|formulate|establish|open-source|devise|put forth)(?:s|d|ed)?\b(?:\s+and\s+evaluates?\b)?|\b(?:introduces|proposes|presents)\s|\band\s+(?:(?:thus|then|hence|therefore|so)\s+)?(?:propose|introduce|present)\s|\bby\s+(?:proposing|introducing|presenting|developing)\s|\bto\s+(?:build|develop|design|create|construct)\s+(?=[\p{Lu}$\\])/gu;
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
const PASSIVE_BEFORE =
	/\b(?:is|are|was|were|be|been|being|often|commonly|usually|sometimes|generally|typically|widely|also)\s+$/;
// "the company named GRAIL", "a patient called …": what is named is no thing the paper makes.
const NOT_MADE_BEFORE =
	/\b(?:compan(?:y|ies)|startups?|firms?|organi[sz]ations?|teams?|persons?|individuals?|patients?|cit(?:y|ies)|towns?|villages?|countr(?:y|ies)|regions?|hospitals?|universit(?:y|ies)|institutes?|rivers?|islands?)\s+$/i;
// "Our framework, X, …", "a novel benchmark, X": a kind noun, then the name in apposition.
// Case-sensitive on purpose: with the i flag, \p{Lu} would match any letter.
const KIND_THEN_NAME =
	/\b(?:[Oo]ur|[Tt]he resulting|[Aa]n? (?:new|novel)|[Tt]he proposed)\s+(?:(?:new|novel|simple|unified|general|scalable|first|large-scale|open-source|lightweight|efficient|principled|comprehensive|challenging)\s+){0,2}(?:[\w-]+\s+){0,2}(?:method|framework|approach|algorithm|model|system|agent|benchmark|dataset|suite|environment|pipeline|technique|paradigm|recipe|library|platform|toolkit)s?[,:]?\s+(?:namely\s+)?(?=[\p{Lu}$\\])/gu;
// "FooBar, a novel framework …" at a sentence start.
const NAME_THEN_KIND =
	/(?:^|[.!?]\s+)(?=[\p{Lu}$\\][^\s,]*,\s+(?:a|an)\s+(?:new|novel|simple|unified|general|scalable|first|large-scale|open-source|lightweight|efficient|principled|comprehensive|challenging)\b)/gu;
// Each of these opens with one of a few words: tried only where one starts (cue-starts.ts), the
// same matches as a scan of every position.
const INTRODUCING_CUED = cuedPattern(
	INTRODUCING,
	[
		'we',
		'i ',
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
		'by',
		'to build',
		'to develop',
		'to design',
		'to create',
		'to construct'
	],
	{ caseless: true }
);
const KIND_THEN_NAME_CUED = cuedPattern(
	KIND_THEN_NAME,
	['our', 'the resulting', 'the proposed', ...NEW_THING_CUES],
	{ caseless: true }
);
/** A pattern's matches in `text`: by its cues when it has them, else by a scan. */
const matchesIn = (text: string, pattern: RegExp | CuedPattern) =>
	pattern instanceof RegExp ? text.matchAll(pattern) : matchCued(text, pattern);
// "We call our method …", "a framework named …": the words after it are a name, whatever their case.
const NAMING_VERB =
	/\b(?:[Dd]ubbed|[Cc]alled|[Nn]amed|[Tt]ermed|[Cc]oined|[Dd]enoted|call|name|term|dub)\b/;
const REFERS = /\b[Rr]efer/;
const NAMED_RIGHT_BEFORE = /,?\s(?:called|named|dubbed|termed)\s+$/;
const TYPESET_OPENER = /\{\\\w+\s*$/;
// A clause ends at ". ", "; " or ": ", not at the period of "Dr." before a name ("we propose the
// Dr. SCI pipeline" names "Dr. SCI", as "Dr. GRPO" is named). Unlike a sentence (abbreviations.ts),
// it ends at every other abbreviation's period too: the name a verb introduces comes before any
// "e.g." list of others' methods ("a comparison of methods, e.g. Cal-QL and RWR") or "i.e." aside;
// joining them gave others' names as the paper's own.
const CLAUSE_END = /(?<!\bDr)\.(?:\s|$)|;(?:\s|$)|:\s/;
const CREATE = /\bcreate[sd]?\b/i;
// ("we propose the use of Segment Routing over IPv6 (SRv6)": the use of a thing is no new thing.)
const USING_GERUND =
	/^\s*(?:(?:adopting|using|leveraging|applying|employing|utili[sz]ing|exploiting|borrowing|reusing|following)\b|the\s+(?:use|usage|application|adoption)\s+of\b|to\s+(?:treat|use|adopt|apply|employ|leverage|utili[sz]e|exploit|view|regard|cast|borrow|reuse)\b)/;
// "We introduce LUFFY (Learning to reason Under oFF-policY guidance), a framework": a long form
// in brackets may stand between a name and the apposition that presents it.
const BRACKET_AFTER = /^\s*\(([^()]*)\)/;
const SET_OFF_AFTER = /^\s*(?:,\s*(?:a|an)\s|\()/;
const TERM_NOUN_AFTER = /^\)?\s+\p{Ll}/u;
// "X, a minimalistic algorithm", not "X, a popular algorithm": what the apposition presents.
const NEW_APPOSITION = new RegExp(
	String.raw`^\)?,\s+(?:a|an)\s+(?!(?:[\w-]+\s+){0,2}?(?:${ESTABLISHED}|state-of-the-art)\b)`
);

// "The framework introduces an innovative concept called refresh learning, …": a new kind of
// thing the paper makes, named in two to four plain lower-case words, is named by them. Not
// "a phenomenon called reward hacking" (nothing new), "a new module called only when needed"
// (a verb), nor "Recently, a novel paradigm called test-time scaling …" (not the paper's own).
const NEW_KIND_BEFORE = new RegExp(
	String.raw`\b(?:new|novel|innovative)\s+(?:[\w-]+\s+){0,2}(?:concept|${APPOSED_THING_KINDS}|paradigm|scheme|procedure|regime|principle)s?\s*,?\s*$`,
	'i'
);
const NAME_WORD = String.raw`(?!(?:the|for|to|of|in|on|at|upon|by|from|with|when|until|only|and|or|that|which|is|are|was|were|has|have|had|be)\b)\p{Ll}[\p{Ll}-]*\b(?<!ly)`;
const LOWER_CASE_NAME = new RegExp(
	String.raw`^\s*(?:the\s+)?(${NAME_WORD}(?:\s${NAME_WORD}){1,3})(?=\s*(?:[,;(]|$)|\s+(?:which|that)\b)`,
	'u'
);

// "we introduce fairness shields, a novel post-processing approach", "we propose grafting, a
// simple approach": right after the verb, one to four plain lower-case words that an apposition
// presents as the kind of thing the paper makes name it.
const LOWER_CASE_APPOSED = new RegExp(
	String.raw`^\s*(${NAME_WORD}(?:\s${NAME_WORD}){0,3}),\s+(?:a|an)\s+(?!(?:[\w-]+\s+){0,3}?(?:${ESTABLISHED}|state-of-the-art)\b)(?:[\w-]+\s+){0,3}?(?:${APPOSED_THING_KINDS}|paradigm|attack|metric|objective|loss)s?\b`,
	'u'
);

/** The lower-case name an introducing verb's object is, when an apposition presents it. */
function lowerCaseApposed(clause: string, knowledge: NameKnowledge): ClauseName | null {
	const m = LOWER_CASE_APPOSED.exec(clause);
	if (!m || knowledge.isTerm(m[1]) || knowledge.isKnown(m[1])) return null;
	if (knowledge.shape.isGeneric(m[1])) return null;
	return { raw: m[1], at: m[0].indexOf(m[1]), longForm: null, own: true };
}

function newKindNamedInWords(
	text: string,
	at: number,
	clause: string,
	knowledge: NameKnowledge
): ClauseName | null {
	const before = text.slice(Math.max(0, at - 60), at);
	const sentence = text.slice(sentenceStart(text, at), at);
	if (!NEW_KIND_BEFORE.test(before) || !OWN_VOICE.test(sentence) || !MAKING_VERB.test(sentence))
		return null;
	const m = LOWER_CASE_NAME.exec(clause);
	if (!m || knowledge.isTerm(m[1]) || knowledge.isKnown(m[1])) return null;
	return { raw: m[1], at: m.index + m[0].indexOf(m[1]), longForm: null, own: true };
}

/** The names a text's introducing and naming clauses coin, in reading order. */
export function introducedNames(
	text: string,
	field: Source['field'],
	knowledge: NameKnowledge
): Candidate[] {
	const candidates: Candidate[] = [];
	for (const re of [INTRODUCING_CUED, NAMING, KIND_THEN_NAME_CUED, NAME_THEN_KIND]) {
		if (re === NAMING && !HAS_NAMING_WORD(text)) continue;
		for (const m of matchesIn(text, re)) {
			if (re === NAMING) {
				const before = text.slice(Math.max(0, m.index - 24), m.index);
				if (PASSIVE_BEFORE.test(before) || NOT_MADE_BEFORE.test(before)) continue;
			}
			// "… by proposing X", "we use A to build X": the paper's own only in its own voice ("Kim
			// et al. extended this by proposing …" is related work).
			if (
				(m[0].startsWith('by') || m[0].startsWith('to')) &&
				!PAPER_VOICE.test(text.slice(sentenceStart(text, m.index), m.index))
			)
				continue;
			const windowStart = m.index + m[0].length;
			const window = text.slice(windowStart, windowStart + 160);
			// "we propose adopting practices from AutoML", "we propose to treat the graph (SGG) as …":
			// what a proposal uses is not what it makes.
			if (USING_GERUND.test(window)) continue;
			const sentenceEnd = window.search(CLAUSE_END);
			const clause = sentenceEnd === -1 ? window : window.slice(0, sentenceEnd);
			const naming = NAMING_VERB.test(m[0]);
			// "We call …", "which we call …", "we design an agent for code, called …": the paper
			// names something in its own voice, a thing it makes ("we use a benchmark, called …" is
			// someone else's).
			const makingSentence = () => {
				const sentence = text.slice(sentenceStart(text, m.index), m.index);
				return OWN_VOICE.test(sentence) && MAKING_VERB.test(sentence);
			};
			const ownNaming =
				naming && (/^[Ww]e\s/.test(m[0]) || makingSentence())
					? {
							madeKindBefore: MADE_KIND_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))
						}
					: null;
			const found =
				nameInClause(
					clause,
					knowledge,
					naming,
					MAKING_VERB.test(m[0]),
					re === KIND_THEN_NAME_CUED,
					ownNaming
				) ??
				(re === NAMING
					? newKindNamedInWords(text, m.index, clause, knowledge)
					: re === INTRODUCING_CUED && /^(?:[Ww]e|[Tt]his|I)\s/.test(m[0])
						? lowerCaseApposed(clause, knowledge)
						: null);
			if (!found) continue;
			// "to build MVPFormer, a generative model", "we create SRUTI, a benchmark": after "to
			// build" or "create" only a name the clause sets off as new ("to design LDPC codes", "to
			// construct CKM by …", "this study created PFS based on …" use terms).
			if (
				(m[0].startsWith('to') || CREATE.test(m[0])) &&
				!SET_OFF_AFTER.test(clause.slice(found.at + found.raw.length))
			)
				continue;
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
			// ("an efficient algorithm, called {\em mirror descent policy optimization} (MDPO)": a
			// naming word right before it, a typeset long form too.)
			const lead = clause.slice(0, foundStart).replace(TYPESET_OPENER, '');
			const named = naming || NAMED_RIGHT_BEFORE.test(lead);
			// Only a bracket that spells the name out is skipped ("DAPO (Yu et al., 2025), a strong
			// baseline" cites another paper's method).
			let after = clause.slice(found.at + found.raw.length);
			const bracket = BRACKET_AFTER.exec(after);
			const spelledInBracket = bracket !== null && spells(found.raw, bracket[1]);
			if (spelledInBracket) after = after.slice(bracket[0].length);
			const direct =
				(lead.trim() === '' || NAMED_RIGHT_BEFORE.test(lead)) &&
				(named || NEW_APPOSITION.test(after));
			// "This tutorial introduces Group Relative Policy Optimization (GRPO), a critic-free
			// algorithm": spelled out and presented, a known name is the paper's own only where its
			// title names it too (DNO's paper, not a tutorial on GRPO), in either order.
			const presentedSpelledOut = direct && !named && (found.longForm !== null || spelledInBracket);
			for (const name of [found, ...coordinatedWith(clause, found, knowledge.shape)]) {
				const at = windowStart + name.at;
				const first = name === found;
				candidates.push({
					raw: name.raw,
					field,
					start: at,
					context: text,
					at,
					longForm: name.longForm,
					own: name.own || (direct && first && !presentedSpelledOut),
					ownIfTitled: first && presentedSpelledOut
				});
			}
		}
	}
	return candidates;
}
