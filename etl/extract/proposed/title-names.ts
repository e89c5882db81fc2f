// Names a title gives the paper's own thing: its prefix before a colon ("DMOSpeech 2: …"), "A
// Judge-V2 Framework for …", or a title that is itself a method's name.
import { plainName } from '../latex.ts';
import { isNameCased, SMALL_WORDS, spelledOutBefore, spells, VERSION } from '../name-shape.ts';
import { titleTyping } from '../name-type.ts';
import type { Candidate } from './candidate.ts';
import { isApposedName } from './distinctive.ts';
import type { NameKnowledge } from './name-knowledge.ts';
import { ACRONYM_IN_PARENS } from './naming-words.ts';

// "A Judge-V2 Framework for …": a title (or its part after a colon) naming what it presents.
const TITLE_KIND =
	/^\s*(?:A|An|The)\s+(\S+)\s+(?:Model|Framework|Benchmark|Dataset|Agent|Approach|Method|Algorithm|System|Suite|Environment|Library|Toolkit|Platform|Pipeline|Recipe|Gym|Arena)s?\b/u;
const NAMED_KIND_LAST = /^(?:Gym|Bench|Arena|Suite|Zoo|Hub)$/;
const NAMED_AFTER =
	/\b(?:propose[sd]?|introduce[sd]?|present(?:s|ed)?|call|term|name|dub|called|named|dubbed|termed)\s+(?:the\s+|a\s+|an\s+)?$/;
// "A Framework for …", "An R package for …": a subtitle that says what the title's name is.
const KIND_SUBTITLE =
	/^\s*(?:an?\s+)(?:[\w-]+\s+){0,3}?(?:framework|package|library|toolkit|tool|dataset|benchmark|platform|system|suite|simulator|environment|language|compiler|model)s?\b/i;
// A title that is a method's name: a short noun phrase, every word capitalised, ending in the
// kind of thing a method is, with no preposition, article or verb that would make it a sentence.
const METHOD_HEAD =
	/(?:Replay|Models?|Learning|Optimi[sz]ation|Polic(?:y|ies)|Search|Networks?|Planning|Distillation|Regularization|Sampling|Exploration|Transformers?|Attention|Descent|Estimation|Iteration|Decoding)$/;
const SENTENCE_WORD =
	/^(?:for|with|via|in|on|from|through|of|to|by|under|than|is|are|a|an|the|can|do|does|and|or|at|as|towards?|beyond|without|using|into|against|vs\.?|versus|when|why|how|what|meets|matters|helps|improves|enables|makes|beats|misleads)$/i;

// "Robot Context Protocol (RCP)": capitalised words, then the acronym they spell in brackets.
const DEFINED_PREFIX =
	/^(\p{Lu}[\p{L}\p{N}'-]*(?:\s+[\p{L}\p{N}'-]+){1,7})\s*\(([\p{Lu}][\p{L}\p{N}-]*)\)$/u;

// "The RSNA Lumbar … Classification (LumbarDISC) Dataset", "Supervised Coupled Matrix-Tensor
// Factorization (SCMTF) for …": words anywhere in a title, then an acronym in brackets.
const TITLE_HEAD_BEFORE = /(?:^|:\s*)(?:(?:The|A|An)\s+)?$/;
const TITLED_KIND_AFTER =
	/^\s+(?:Dataset|Benchmark|Framework|Method|Model|Algorithm|Suite|Library|Toolkit)s?\b/;
// The capitalised words right after a title's acronym: the kind it names, if any.
const CAPITALS_AFTER = /^(?:\s+\p{Lu}[\p{L}-]*){0,2}/u;
const DEFINED_IN_TITLE = /\(([\p{L}][\p{L}\p{N}‑-]*)\)/gu;

/** Shaped as a coinage, not a field's term: five letters or more, a hyphen or a digit, or a small
 * letter that no small word of the long form explains ("Point of View (PoV)", "Model Context
 * Protocol (MCP)" are terms). */
function isCoinageShaped(acronym: string, longForm: string): boolean {
	if (/[-‑\d]/.test(acronym) || acronym.length >= 5) return true;
	// ("Quality-of-Service (QoS)": a small word inside a hyphenated one counts too.)
	const small = longForm.split(/[\s-‑]+/).filter((w) => SMALL_WORDS.test(w)).length;
	return (acronym.match(/\p{Ll}/gu) ?? []).length > small;
}

/** Acronyms a title spells out, shaped as coinages, that no vocabulary knows: the paper's own. */
function definedInTitle(title: string, abstract: string, knowledge: NameKnowledge): Candidate[] {
	if (!title.includes('(')) return [];
	return [...title.matchAll(DEFINED_IN_TITLE)].flatMap((m) => {
		const acronym = m[1];
		const longForm = spelledOutBefore(title.slice(0, m.index), acronym);
		if (
			longForm === null ||
			// "Dec-POMDPs", "MAICAs": an acronym in the plural names a kind of thing.
			/\p{Lu}s$/u.test(acronym) ||
			// Where a title names its own thing: at its start or its subtitle's, or before the kind
			// of thing it is ("Accelerating Neural Radiance Fields (NeRF) Training", "… in
			// Space-Air-Ground Integrated Networks (SAGIN)" use a field's term).
			!(
				TITLE_HEAD_BEFORE.test(title.slice(0, title.lastIndexOf(longForm, m.index))) ||
				TITLED_KIND_AFTER.test(title.slice(m.index + m[0].length))
			) ||
			!isNameCased(longForm) ||
			!isCoinageShaped(acronym, longForm) ||
			knowledge.shape.isGeneric(acronym) ||
			knowledge.isKnown(acronym) ||
			knowledge.isTerm(longForm)
		)
			return [];
		const at = m.index + 1;
		return [
			{
				raw: acronym,
				field: 'title' as const,
				start: at,
				context: title + ' ' + abstract,
				at,
				longForm,
				// Typed by the kind noun right after it ("(LumbarDISC) Dataset"), not by what the
				// title goes on to say ("(MLaaS) for IoT Environments").
				...titleTyping(acronym, CAPITALS_AFTER.exec(title.slice(at + acronym.length + 1))![0])
			}
		];
	});
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

/** Where `text` defines an acronym that `stem` spells and does not already hold ("Solver-Informed
 * RL" → "(SIRL)"), or undefined. */
const acronymSpelling = (text: string, stem: string, words: string[]) =>
	[...text.matchAll(ACRONYM_IN_PARENS)].find((m) => spells(m[2], stem) && !words.includes(m[2]));

/** A title prefix in lower case that names a thing: a capital or a digit after its start
 * ("pySpainMobility", "hdl2v", "gh0stEdit"), or a subtitle that says what it is ("carps: A
 * Framework for …"). */
const isLowerCaseName = (stem: string, subtitle: string) =>
	/^\p{Ll}[\p{L}\p{N}]*(?:[-.][\p{L}\p{N}]+)*$/u.test(stem) &&
	(/^\p{Ll}+[\p{Lu}\p{N}]/u.test(stem) || KIND_SUBTITLE.test(subtitle));

/** "Towards Deeper GCNs", "Scaling Agentic RL", "TikTok's Research API": words that start a
 * phrase or own something else, not a coined name ("Dueling RL" that the abstract names again,
 * or "Beijing Traffic Bench", is one). */
const isPhraseStart = (words: string[], abstract: string) =>
	SENTENCE_WORD.test(words[0]) ||
	// ("Beijing Traffic Bench" ends in the kind of thing it names.)
	(/^\p{Lu}\p{Ll}{3,}ing$/u.test(words[0]) &&
		!NAMED_KIND_LAST.test(words[words.length - 1]) &&
		!abstract.includes(words.join(' '))) ||
	words.some((w) => /['’]s$/u.test(w));

/** "2", "3.5", "v2" as the last word after a name: its version. */
const isTrailingVersion = (word: string, words: string[]) =>
	word === words[words.length - 1] && VERSION_WORD.test(word);
const VERSION_WORD = new RegExp(`^${VERSION}$`);

/** The names a title (`text`) gives, read with the paper's `abstract`, in reading order. */
export function titleNames(text: string, abstract: string, knowledge: NameKnowledge): Candidate[] {
	const { shape } = knowledge;
	const candidates: Candidate[] = [];
	const colon = text.indexOf(':');
	for (const from of colon > 0 ? [0, colon + 1] : [0]) {
		const kind = TITLE_KIND.exec(text.slice(from));
		const name = kind?.[1];
		if (name && shape.isNameLike(plainName(name)) && !/^\p{Lu}{2,4}$/u.test(name)) {
			const at = from + kind!.index + kind![0].indexOf(name, 2);
			candidates.push({ raw: name, field: 'title', start: at, context: text + ' ' + abstract, at });
		}
	}
	candidates.push(...definedInTitle(text, abstract, knowledge));
	if (colon <= 0) return candidates;
	const raw = text.slice(0, colon).trim();
	// "Robot Context Protocol (RCP): …": a prefix that spells out its own acronym names it.
	const defined = DEFINED_PREFIX.exec(raw);
	if (defined && spells(defined[2], defined[1]) && !knowledge.isTerm(defined[1])) {
		const at = raw.lastIndexOf('(') + 1;
		candidates.push({
			raw: defined[2],
			field: 'title',
			start: at,
			context: text + ' ' + abstract,
			at,
			longForm: defined[1],
			...titleTyping(defined[1], text.slice(colon + 1))
		});
		return candidates;
	}
	const prefix = plainName(raw);
	// "DMOSpeech 2: …": a version number after the name is part of it.
	// ("Lecture 3: …" is no name: the stem must be one on its own.)
	const words = prefix
		.split(/\s+/)
		.filter((w, i, all) => i === 0 || !isTrailingVersion(w, all) || !shape.isNameLike(all[0]));
	// "InternBootcamp Technical Report: …": the report of a name presents it ("TideNet Survey: …"
	// reviews one, its subject rather than its coinage).
	// Only a name-shaped one: "Annual Report", "Progress Report" are reports of nothing named.
	const reportAt =
		words.length - (/\sTechnical Report$/i.test(prefix) ? 2 : /\sReport$/i.test(prefix) ? 1 : 0);
	const reported = words.slice(0, reportAt);
	const labelled =
		reportAt < words.length &&
		reportAt > 0 &&
		reported.some((w) => shape.isNameLike(w) || shape.isAcronym(w));
	if (labelled) words.splice(reportAt);
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
		!isPhraseStart(words, abstract) &&
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
		candidates.push({
			raw: acronym[2],
			field: 'abstract',
			start: at,
			context: abstract,
			at,
			longForm: stem,
			...titleTyping(prefix, subtitle)
		});
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
		candidates.push({
			raw: labelled ? stem : raw,
			field: 'title',
			start: text.indexOf(raw),
			context: text + ' ' + abstract,
			at: 0,
			longForm: null,
			own: single,
			...titleTyping(prefix, subtitle)
		});
	return candidates;
}

/** "Conservative World Models", "Uncertainty Prioritized Experience Replay": a title that is
 * itself a method's name. */
export function isTitleName(title: string, knowledge: NameKnowledge): boolean {
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
