// Names an abstract defines with their long form and presents as its own: "X (Long Form), a
// novel …", "a novel Long Form (LF)", "Multi-level DPO (M-DPO)".
import { cuedPattern, matchCued } from '../cue-starts.ts';
import {
	ESTABLISHED,
	lettersWithin,
	MODIFIED_BY_HEAD,
	spelledOutBefore,
	spells
} from '../name-shape.ts';
import { sentenceStart } from '../sources.ts';
import { literalGuard } from '../text-guard.ts';
import { candidateAt, type NameReader } from './candidate.ts';
import { isDistinctiveLongForm } from './distinctive.ts';
import { MADE_KINDS, NEW_THING_CUES, NEW_THING_KINDS } from './naming-words.ts';
import { COMPARED, OWN_VOICE } from './own-voice.ts';

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
// Both "(…), a …" / "(…) is a novel …" shapes need a closing bracket and a comma or a "be",
// which few abstracts hold.
const HAS_APPOSITION_WORD = literalGuard(['),', ') is ', ') are ', ') was ']);
// "achieved by a novel SubEquivariant Transformer (SET) that …": "novel" marks the defined name
// as the paper's own, whoever the sentence's subject is.
// (Not "a new type of Physics-Informed Neural Networks (PINNs)": a new kind of an existing thing.)
// ("a novel Low-rank guided Sampling Graph ATtention (LrSGAT)": after a capital, small words too.)
// ("our proposed Safe and Interactive Crowd Navigation (SICNav) method": a long form that opens
// right after "our proposed" is the paper's too.)
// (No article or preposition of a phrase about something else: "a new Transformer of the
// DeepMind team (TDM)"; "our" alone only where the kind of thing made follows, "Our Position-based
// Attack Detection Scheme (PADS) is a probabilistic framework": "our Graph Policy Baseline (GPB)
// from prior work" is no new thing.)
const SMALL_NAME_WORD = String.raw`(?!(?:the|a|an|of|from|by|at|in|on|for|with)\s)[\p{Ll}][\p{L}\p{N}'‑-]*\s+`;
const NAME_WORD = String.raw`[\p{Lu}][\p{L}\p{N}'‑-]*\s+`;
const LONG_FORM_THEN_ACRONYM = String.raw`(${NAME_WORD}(?:${NAME_WORD}|${SMALL_NAME_WORD}){0,6})\(([\p{Lu}][\p{L}\p{N}\-‑+]*)\)`;
const NOVEL_DEFINED = new RegExp(
	String.raw`\b(?:[Aa]n? (?:new|novel)|[Oo]ur(?: proposed| novel| new)?)\s+${LONG_FORM_THEN_ACRONYM}`,
	'gu'
);
// "we give a new algorithm (GLOW) that …": a new thing's kind noun, then its name in brackets.
const NEW_KIND_DEFINED = new RegExp(
	String.raw`\b[Aa]n? (?:new|novel) ((?:[\w-]+\s+){0,2}?${NEW_THING_KINDS})s?\s+\(([\p{Lu}][\p{L}\p{N}\-‑+]*)\)`,
	'gu'
);
const OUR_KIND_AFTER = new RegExp(
	String.raw`^\s+(?:(?:is|was)\s+(?:a|an)\s|(?:${MADE_KINDS}|model|system|procedure|scheme|network)s?\b)`
);
const NOVEL_DEFINED_CUED = cuedPattern(NOVEL_DEFINED, [...NEW_THING_CUES, 'our '], {
	caseless: true
});
const NEW_KIND_DEFINED_CUED = cuedPattern(NEW_KIND_DEFINED, NEW_THING_CUES, { caseless: true });
// "Multi-level Direct Preference Optimization (M-DPO)": a defined variant of a known algorithm.
const VARIANT_ACRONYM =
	/\(((?:[\p{Lu}\p{N}][\p{L}\p{N}]*[-‑])?[\p{Lu}][\p{L}\p{N}]+(?:[-‑][\p{Lu}\p{N}][\p{L}\p{N}]*)?)\)/gu;

/** "Long Form (LF), a novel approach", "… (LF) is a novel strategy". */
export const definedThenApposed: NameReader = (text, field, knowledge) =>
	(HAS_APPOSITION_WORD(text) ? [...text.matchAll(DEFINED_THEN_APPOSED)] : []).flatMap((m) => {
		const longForm = spelledOutBefore(text.slice(Math.max(0, m.index - 120), m.index), m[1]);
		if (longForm === null || knowledge.shape.isGeneric(m[1])) return [];
		const own = !knowledge.isAliasOf(longForm, m[1]);
		return [candidateAt(m[1], field, text, m.index + 1, { longForm, own })];
	});

/** "a novel SubEquivariant Transformer (SET)", "our Drift-Resilient and Self-Tuning (DRST)
 * framework": the acronym of a new long form. */
export const novelDefined: NameReader = (text, field, knowledge) =>
	[...matchCued(text, NOVEL_DEFINED_CUED)].flatMap((m) => {
		const longForm = m[1].trim();
		if (!spells(m[2], longForm) || knowledge.shape.isGeneric(m[2]) || knowledge.isTerm(longForm))
			return [];
		// "TESSERA, a novel Remote Sensing Foundation Model (RSFM)": the kind of a name just given.
		if (/\p{Lu}[^\s,]*,\s*$/u.test(text.slice(Math.max(0, m.index - 40), m.index))) return [];
		// "a novel Augmented Reality (AR) framework" uses a term; "a novel Stability-based Expert
		// Selection (SES) algorithm" is distinctive enough to be the name.
		const after = text.slice(m.index + m[0].length, m.index + m[0].length + 16);
		if (MODIFIED_BY_HEAD.test(after) && !isDistinctiveLongForm(longForm, m[2])) return [];
		if (/^[Oo]ur\s+\p{Lu}/u.test(m[0]) && !OUR_KIND_AFTER.test(after)) return [];
		const at = m.index + m[0].length - m[2].length - 1;
		const own = !knowledge.isAliasOf(longForm, m[2]);
		return [candidateAt(m[2], field, text, at, { longForm, own })];
	});

/** "a new algorithm (GLOW)": a new thing's kind noun, then its name in brackets. */
export const newKindDefined: NameReader = (text, field, { shape }) =>
	[...matchCued(text, NEW_KIND_DEFINED_CUED)].flatMap((m) => {
		const [whole, described, name] = m;
		if (!(shape.isAcronym(name) || shape.isNameLike(name)) || shape.isGeneric(name)) return [];
		// "a new algebraic multigrid method (AMG)", "a new policy estimator (PE)": letters the
		// describing words and the kind noun hold name a term.
		if (lettersWithin(described, name)) return [];
		return [candidateAt(name, field, text, m.index + whole.length - name.length - 1)];
	});

/** "CARPO (Child-Aware … Optimization), a novel objective". */
export const nameThenLongForm: NameReader = (text, field, knowledge) =>
	(HAS_APPOSITION_WORD(text) ? [...text.matchAll(NAME_THEN_LONG_FORM)] : []).flatMap((m) => {
		const longForm = m[2].trim();
		if (!spells(m[1], longForm) || knowledge.shape.isGeneric(m[1])) return [];
		const own = !knowledge.isAliasOf(longForm, m[1]);
		return [candidateAt(m[1], field, text, m.index, { longForm, own })];
	});

/** "we propose Multi-level Direct Preference Optimization (M-DPO)": the paper's own variant of a
 * known algorithm, said in its voice and not among what it compares against. */
export const variantAcronym: NameReader = (text, field, knowledge) =>
	[...text.matchAll(VARIANT_ACRONYM)].flatMap((m) => {
		const parts = m[1].split(/[-‑]/);
		if (parts.length !== 2 || knowledge.isKnown(m[1])) return [];
		if (!parts.some((part) => knowledge.isKnown(part))) return [];
		if (knowledge.isKnown(parts.join(''))) return []; // "MA-PPO" is MAPPO
		const longForm = spelledOutBefore(text.slice(Math.max(0, m.index - 120), m.index), m[1]);
		if (longForm === null || knowledge.isAliasOf(longForm, m[1])) return [];
		const before = text.slice(sentenceStart(text, m.index), m.index);
		if (!OWN_VOICE.test(before) || COMPARED.test(before)) return [];
		return [candidateAt(m[1], field, text, m.index + 1, { longForm })];
	});
