// The names a paper coins for its own method, model, benchmark or dataset (FEATURES.md `proposed`),
// each typed from its shape and defining words so that the corpus pass can learn it. Each way of
// naming is read by its own module (proposed/); this one adds their candidates in reading order,
// the first reading of a name winning.
import type { Coinage, Mention } from '../types.ts';
import {
	plainName,
	superscriptedNameRest,
	superscriptedNameStart,
	superscriptKey
} from './latex.ts';
import { spelledOutAfter } from './name-shape.ts';
import { typeApposedTo, typeNamedNextTo, typeOfName, typeOfTitleName } from './name-type.ts';
import type { Candidate, NameReader } from './proposed/candidate.ts';
import {
	definedThenApposed,
	nameThenLongForm,
	newKindDefined,
	novelDefined,
	variantAcronym
} from './proposed/defined-names.ts';
import { dashAppositionsAsCommas } from './proposed/dash-apposition.ts';
import { quotedNamesBare } from './proposed/quoted-names.ts';
import { asIs, type Reading } from './proposed/reading.ts';
import { introducedNames } from './proposed/introduced.ts';
import type { NameKnowledge } from './proposed/name-knowledge.ts';
import {
	createdThings,
	enumeratedParts,
	madeInPassive,
	namedParts,
	newKindThenName,
	newNameBeforeKind,
	proposedNameKind,
	setOffAsNew
} from './proposed/new-things.ts';
import { isTitleName, titleNames } from './proposed/title-names.ts';
import { addVariants, dropInnerNames, dropLongFormParts } from './proposed/variants.ts';
import { mention, sentenceHolding, type Source } from './sources.ts';
import { titlePhraseProposed } from './proposed/title-phrase.ts';
import { namesToWeigh } from './proposed/name-evidence.ts';
import { singularName } from './proposed/naming-words.ts';

export interface ProposedResult {
	proposed: string[];
	coined: Coinage[];
	mentions: Mention[];
	/** Vocabulary names the paper itself coins (its title or an introduced long form): its own, not established. */
	ownKnown: string[];
}

/** The abstract's own shapes of naming, in the order they are tried. */
const ABSTRACT_READERS: NameReader[] = [
	definedThenApposed,
	namedParts,
	proposedNameKind,
	enumeratedParts,
	novelDefined,
	newKindDefined,
	nameThenLongForm,
	variantAcronym,
	newKindThenName,
	createdThings,
	setOffAsNew,
	newNameBeforeKind,
	madeInPassive
];

/** Names the paper coins: the title's prefix before a colon, and names it introduces. */
export function extractProposed(sources: Source[], knowledge: NameKnowledge): ProposedResult {
	const proposed: string[] = [];
	const coined: Coinage[] = [];
	const mentions: Mention[] = [];
	const ownKnown: string[] = [];
	/** Names typed only by a guess from their shape when first read (lower case). */
	const typeGuessedFor = new Set<string>();
	const { shape } = knowledge;
	const abstract = sources.find((s) => s.field === 'abstract')?.text ?? '';
	const title = sources.find((s) => s.field === 'title')?.text.trim() ?? '';
	const titleLower = title.toLowerCase();
	/** "Graph-MLLM: Harnessing Multimodal LLMs …" reads as a model by its suffix; "we present
	 * Graph-MLLM, a comprehensive benchmark" says what it is, which the title only guessed. */
	const retypeGuessed = (name: string, context: string, at: number) => {
		const key = name.toLowerCase();
		const guessed = typeGuessedFor.has(key) && coined.find((c) => c.name.toLowerCase() === key);
		if (!guessed) return;
		const said = typeNamedNextTo(name, context, at) ?? typeApposedTo(name, context, at);
		if (!said) return;
		guessed.type = said;
		typeGuessedFor.delete(key);
	};
	/** Calls a name read already by the spelling of another reading of it. */
	const renamed = (from: string, to: string) => {
		proposed[proposed.indexOf(from)] = to;
		for (const c of coined) if (c.name === from) c.name = to;
		for (const m of mentions) if (m.name === from) m.name = to;
	};
	const add = ({
		raw: read,
		field,
		start: readStart,
		context,
		at: readAt,
		longForm = null,
		own = false,
		ownIfTitled = false,
		typed,
		typeGuessed = false,
		written = read.length
	}: Candidate) => {
		// "Med-R$^3$", "SF$^2$Bench": a superscript right after a name read up to it is part of it,
		// and so is the rest of the name glued to it; "T$^2$-RAGBench" read from "RAGBench" starts
		// at its T.
		const rest = superscriptedNameRest(context, readAt + written);
		const at = superscriptedNameStart(context, readAt);
		const start = readStart - (readAt - at);
		const raw =
			context.slice(at, readAt) + read + context.slice(readAt + written, readAt + written + rest);
		const end = readAt + written + rest;
		const name = singularName(
			plainName(raw)
				.replace(/\s+/g, ' ')
				.replace(/[.'‑-]+$/, '')
		);
		if (name.length < 2 || shape.isGeneric(name)) return;
		const spelledOut = longForm ?? spelledOutAfter(context.slice(end), name);
		if (knowledge.isKnown(name)) {
			const titled =
				ownIfTitled && [name, spelledOut].some((n) => n && titleLower.includes(n.toLowerCase()));
			if (!own && !titled) return;
			ownKnown.push(name);
		}
		const same = proposed.find((n) => superscriptKey(n) === superscriptKey(name));
		if (same !== undefined) {
			// ("SF$^2$Bench" in the title, "SF2Bench" in the abstract: the spelling written plain.)
			if (same.includes('^') && !name.includes('^')) renamed(same, name);
			// ("we introduce log-linear attention, a …" under the title "Log-Linear Attention": the
			// title's capitals spell the name.)
			else if (same === name.toLowerCase() && same !== name) renamed(same, name);
			if (typed === undefined) retypeGuessed(name, context, at);
			return;
		}
		proposed.push(name);
		if (typeGuessed) typeGuessedFor.add(name.toLowerCase());
		mentions.push(mention('proposed', name, field, start, start + (end - at)));
		if (!knowledge.isBlocked(name)) {
			coined.push({
				name,
				// (A long form after the name is kept, but typing reads the words before it.)
				type: typed ?? typeOfName(name, context, at, longForm),
				long_form: spelledOut,
				evidence: field === 'title' ? sources[0].text : sentenceHolding(context, at)
			});
		}
	};
	// The abstract's readers see a dash before an apposition as a comma and a quoted name bare;
	// what they read is placed and quoted in the text as written.
	const asWritten =
		(text: string, { read, toWritten }: Reading) =>
		(candidate: Candidate) => {
			if (read === text) return add(candidate);
			const { raw, start, context, at } = candidate;
			// Where the name starts and ends as written ('"Chimera"' is longer than 'Chimera').
			const from = toWritten(start);
			const written = toWritten(start + raw.length - 1) + 1 - from;
			add(
				context === read
					? { ...candidate, start: from, context: text, at: toWritten(at), written }
					: { ...candidate, start: from }
			);
		};
	// (The title's readers read it as written.)
	const readings = sources.map(({ field, text }) =>
		field === 'title' ? asIs(text) : quotedNamesBare(dashAppositionsAsCommas(asIs(text)))
	);
	sources.forEach(({ field, text }, i) => {
		if (field === 'title') titleNames(text, abstract, knowledge).forEach(add);
		else introducedNames(readings[i].read, field, knowledge).forEach(asWritten(text, readings[i]));
	});
	sources.forEach(({ field, text }, i) => {
		if (field === 'title') return;
		for (const reader of ABSTRACT_READERS)
			reader(readings[i].read, field, knowledge).forEach(asWritten(text, readings[i]));
	});
	for (const phrase of titlePhraseProposed(title, abstract, knowledge.isTerm)) {
		const own = !knowledge.isAliasOf(phrase.longForm, phrase.name);
		const typed =
			phrase.subtitle === null ? undefined : typeOfTitleName(phrase.longForm, phrase.subtitle);
		add({
			raw: phrase.name,
			field: 'abstract',
			start: phrase.at,
			context: abstract,
			at: phrase.at,
			longForm: phrase.longForm,
			own,
			typed
		});
	}
	// "Conservative World Models", "Uncertainty Prioritized Experience Replay": a paper that names
	// nothing else is named by a title that is itself a method's name.
	if (proposed.length === 0 && isTitleName(title, knowledge))
		add({ raw: title, field: 'title', start: 0, context: title, at: 0 });
	// What no rule phrased, the trained model weighs from the evidence around each name. A name
	// the rules settled (generic, established, read already) is left as they read it.
	const judge = knowledge.proposals;
	const settled = (name: string) =>
		!judge?.everyName &&
		(shape.isGeneric(name) ||
			knowledge.isKnown(name) ||
			// ("pLSTMs" after the rules read "pLSTM": its plural.)
			proposed.some((n) =>
				[name, name.replace(/s$/, '')].some((m) => superscriptKey(n) === superscriptKey(m))
			));
	if (judge)
		for (const weighed of namesToWeigh(sources, knowledge, settled))
			if (judge.accepts(weighed)) add(weighed.candidate);
	dropInnerNames(proposed, coined, mentions);
	dropLongFormParts(sources, proposed, coined, mentions);
	addVariants(sources, proposed, coined, mentions, knowledge);
	return { proposed, coined, mentions, ownKnown };
}
