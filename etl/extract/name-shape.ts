// What a coined name looks like, independent of any vocabulary.
import { memoize } from './memo.ts';

const MODIFIER_TAIL =
	/[-‑](?:Based|Driven|Aware|Guided|Enhanced|Augmented|Assisted|Powered|Centric|Free|Oriented|Level|Scale|Style|Like|Agnostic|Conditioned|Informed|Inspired|Specific|Native|Only)$/;

const GREEK_PREFIX = /^[\u03B1-\u03C9][-‑]/;
// "Empirically, a simple network …", "Thirdly, a novel loss …": a capitalised adverb opens a
// sentence, it names nothing. Four letters before "-ly" keep "Holly"; "-fly" keeps "Firefly".
const ADVERB = /^\p{Lu}\p{Ll}{3,}(?<!f)ly$/u;
const VERSIONED = /^\p{Lu}[\p{L}\p{N}]*(?:[-‑]\p{Lu}[\p{L}\p{N}]*)*[-‑]v\d+$/u;

/** A coined name: one token with an inner capital, a digit or a hyphen ("ArenaRL", "GUI-G1", "DRED"). */
export function isNameLike(token: string, isGeneric: (token: string) => boolean): boolean {
	// Most tokens are lower-case words: settle them without a regular expression.
	const first = token.charCodeAt(0);
	if (first >= 97 && first <= 122) return false;
	// "λ-RLM", "β-VAE": a Greek letter in front of a name keeps it a name.
	if (GREEK_PREFIX.test(token)) return isNameLike(token.slice(2), isGeneric);
	if (!/^\p{Lu}[\p{L}\p{N}]*(?:[-‑'+.][\p{L}\p{N}]+)*\+*$/u.test(token)) return false;
	if (isGeneric(token) || isGeneric(token.replace(/s$/, ''))) return false;
	// "Taxi-v3", "Hopper-v4": a version suffix (Gym's environment ids) keeps a name a name.
	if (VERSIONED.test(token)) return true;
	// "KL-regularized", "LLM-based": a lower-case part describes; "Multi-Agent", "Self-Play":
	// ordinary capitalised words joined by hyphens are a compound, not a name.
	if (/[-‑]\p{Ll}/u.test(token)) return false;
	if (/^\p{Lu}\p{Ll}+(?:[-‑]\p{Lu}\p{Ll}+)+$/u.test(token)) return false;
	// "RAG-Based", "LLM-Driven": a title-cased compound modifier describes.
	if (MODIFIER_TAIL.test(token)) return false;
	const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
	return capitals >= 2 || /\p{N}/u.test(token);
}

/**
 * Settles most tokens without `isNameLike` or its cache: one starting in lower case, or one of
 * ASCII with no digit and at most one capital ("The", "Policy"), cannot be name-like (every
 * name-like token holds two capitals or a digit, or starts with a Greek letter). Asked of half
 * a million tokens per 20k papers, a cache lookup cost more than this loop.
 */
export function cannotBeNameLike(token: string): boolean {
	const first = token.charCodeAt(0);
	if (first >= 97 && first <= 122) return true;
	let capitals = 0;
	for (let i = 0; i < token.length; i++) {
		const c = token.charCodeAt(i);
		if (c >= 128 || (c >= 48 && c <= 57)) return false;
		if (c >= 65 && c <= 90 && ++capitals > 1) return false;
	}
	return true;
}

/** Words that decide what a coined name looks like (etl/vocab/name-words.json). */
export interface NameWords {
	generic: string[];
	stopCapitals: string[];
	genres: string[];
	categories: string[];
}

/** What a coined name looks like, given the words that never are one. */
export interface NameShape {
	/** Acronyms and words of the field that are never a paper's own coinage ("LLM", "RLHF"). */
	isGeneric: (token: string) => boolean;
	/** Words that start a sentence or title in capitals but name nothing ("The", "Towards",
	 * "Empirically"). */
	isStopCapital: (word: string) => boolean;
	/** Title prefixes that label the genre ("Survey", "SoK"), lower-cased. */
	isGenre: (word: string) => boolean;
	/** Capitalised words that name a subject, a kind of data, a platform, a language or a split
	 * ("Math", "Web", "Python", "Validation"), never one dataset. */
	isCategory: (word: string) => boolean;
	/** A coined name: one token with an inner capital, a digit or a hyphen. */
	isNameLike: (token: string) => boolean;
	/** An all-capital acronym of three or more letters ("DRED", "POLAR"). */
	isAcronym: (token: string) => boolean;
}

export function createNameShape(words: NameWords): NameShape {
	const generic = new Set(words.generic);
	const stopCapitals = new Set(words.stopCapitals);
	const genres = new Set(words.genres);
	const categories = new Set(words.categories);
	const isGeneric = (token: string) => generic.has(token);
	const nameLikeOnce = memoize((token) => isNameLike(token, isGeneric));
	return {
		isGeneric,
		// Every ADVERB ends in "ly": the test is skipped for the other words (most of them).
		isStopCapital: (word) => stopCapitals.has(word) || (word.endsWith('ly') && ADVERB.test(word)),
		isGenre: (word) => genres.has(word),
		isCategory: (word) => categories.has(word),
		// Asked of every token that may be a name, most of them seen before: a plain word is
		// settled at once, the rest are remembered.
		isNameLike: (token) => !cannotBeNameLike(token) && nameLikeOnce(token),
		isAcronym: (token) => /^\p{Lu}{3,}$/u.test(token) && !generic.has(token)
	};
}

/** A modifier, not a name: "an XGBoost model", "a Transformer-based agent" use a name, they do not coin one. */
export const MODIFIED_BY_HEAD =
	/^(?:[-‑]based|\s+(?:framework|approach|method|model|system|algorithm|architecture|network|agent|pipeline|scheme|technique|strategy|module|classifier|regressor|detector|policy|backbone|encoder|decoder|layer|loss|solver|controller|estimator|mechanism|inference|verification|simulation|control|setting|task|problem|process|platform|paradigm|environment)s?\b)/;

/** Words a name's long form may hold in lower case ("Learning from Human Feedback"). */
// Words that present a thing as someone else's, long known: "a popular algorithm", "a widely
// used benchmark" (not the paper's own).
export const ESTABLISHED =
	'well-known|popular|widely|classic|established|standard|common|prevailing|existing|traditional|conventional';
export const SMALL_WORD_LIST = [
	'of',
	'for',
	'and',
	'the',
	'with',
	'via',
	'in',
	'on',
	'to',
	'a',
	'an',
	'from',
	'by',
	'as'
] as const;
export const SMALL_WORDS = new RegExp(`^(?:${SMALL_WORD_LIST.join('|')})$`, 'i');
/** The prepositions after which a noun phrase goes on describing its head, not naming it. */
export const PREPOSITION =
	'(?:of|on|for|with|from|via|in|to|by|under|over|using|through|towards?|beyond|as|at|after|than|into|across|within|without|against|among|alongside|upon|between|per)';
/** A version written after a name: "2", "3.5", "v2". */
export const VERSION = String.raw`[vV]?\d+(?:\.\d+)?`;

/** Is every word of `longForm` but the small ones capitalised ("Meta Policy Optimization"), as
 * a name is written, not a term ("trusted execution environment")? */
export const isNameCased = (longForm: string) =>
	longForm
		.split(/\s+/)
		.filter((w) => !SMALL_WORDS.test(w))
		.every((w) => /^[\p{Lu}\p{N}]/u.test(w));

/** Do the capitals of `longForm` spell `acronym` ("Meta Policy Optimization" → "MPO")? */
export const spells = (acronym: string, longForm: string): boolean =>
	!cannotSpell(acronym, longForm) &&
	// The length in front keeps the key unambiguous.
	spellsOnce(`${acronym.length}:${acronym}${longForm}`);

const FIRST_LETTER = /\p{L}/u;
const FIRST_CAPITAL = /\p{Lu}/u;

/**
 * Settles most pairs without `spellsUncached` or its cache: every way a long form spells an
 * acronym starts with its first counted word's initial, which must be the acronym's first letter
 * or first capital; and it needs two counted words. Most runs of words before "(ACRONYM)" fail
 * this, and a cache lookup of a fresh key cost more than this check.
 */
export function cannotSpell(acronym: string, longForm: string): boolean {
	let initial = '';
	let counted = 0;
	for (const word of longForm.split(/[\s-]+/)) {
		if (word === '' || SMALL_WORDS.test(word)) continue;
		if (++counted === 1) initial = word[0].toLowerCase()[0];
		else break;
	}
	if (counted < 2) return true;
	const letter = FIRST_LETTER.exec(acronym)?.[0].toLowerCase()[0];
	const capital = FIRST_CAPITAL.exec(acronym)?.[0].toLowerCase()[0];
	return initial !== letter && initial !== capital;
}

// Every "(ACRONYM)" is tried against each run of words before it, paper after paper.
const spellsOnce = memoize((key) => {
	const colon = key.indexOf(':');
	const end = colon + 1 + Number(key.slice(0, colon));
	return spellsUncached(key.slice(colon + 1, end), key.slice(end));
});

export function spellsUncached(acronym: string, longForm: string): boolean {
	const letters = acronym.replace(/[^\p{L}]/gu, '').toLowerCase();
	const words = longForm.split(/[\s-]+/).filter((w) => w && !SMALL_WORDS.test(w));
	if (letters.length < 2 || words.length < 2) return false;
	const initials = words.map((w) => w[0].toLowerCase()).join('');
	if (initials === letters) return true;
	// Initials may also take inner capitals ("PreferenceOptimization" → "PO") or skip a word.
	const capitals = words
		.map((w) => w[0] + w.slice(1).replace(/[^\p{Lu}]/gu, ''))
		.join('')
		.toLowerCase();
	// "ViTaL" ← "VisuoTactile Local": a mixed-case acronym's capitals spell the name.
	const upper = acronym.replace(/[^\p{Lu}]/gu, '').toLowerCase();
	const mixedCase = upper.length >= 2 && upper !== letters;
	return (
		capitals === letters ||
		spellsByTypesetCapitals(acronym, longForm) ||
		spellsSkippingOne(letters, initials) ||
		// "SUmmarization augmented Policy Optimization" → "SUPO": inner capitals, a word skipped.
		spellsSkippingOne(letters, capitals) ||
		(mixedCase && (upper === capitals || upper === initials))
	);
}

/** "Length-bAsed StEp Reward shaping method (LASER)": capitals set inside small words pick the
 * acronym's letters, and the long form's capitals, all of them, spell it from its first letter. */
function spellsByTypesetCapitals(acronym: string, longForm: string): boolean {
	if (!/^\p{Lu}/u.test(longForm) || !/\p{Ll}\p{Lu}/u.test(longForm) || /\p{Ll}/u.test(acronym))
		return false;
	const capitals = longForm.replace(/[^\p{Lu}]/gu, '');
	return capitals.length >= 3 && capitals === acronym.replace(/[^\p{Lu}]/gu, '');
}

// Up to four words, then the acronym in brackets they end before.
const ACRONYM_AFTER_WORDS = /^(?:\s+[\p{L}\p{N}'‑-]+){0,4}\s*\(([\p{L}\p{N}‑-]+)\)/u;

/** The capitals of a word in small letters with two capitals or more ("REgression" → "RE",
 * "StEp" → "SE"), or null. */
function typesetCapitals(word: string): string | null {
	const capitals = word.replace(/[^\p{Lu}]/gu, '');
	return capitals.length >= 2 && /\p{Ll}/u.test(word) ? capitals : null;
}

/** "SHort-cycle auxiliary with Order-preserving REgression (SHORE)", "Length-bAsed StEp Reward
 * (LASER)": a word (`after` is the text after it) right before an acronym in brackets whose
 * capitals are letters of it is typeset to spell the acronym, not a name of its own. */
export function isTypesetLongFormPart(word: string, after: string): boolean {
	const acronym = ACRONYM_AFTER_WORDS.exec(after)?.[1];
	const capitals = typesetCapitals(word);
	return (
		acronym !== undefined &&
		capitals !== null &&
		acronym !== word &&
		acronym.includes(capitals) &&
		// ("REvolve (REv)": a name followed by its own short form starts it.)
		!acronym.startsWith(capitals)
	);
}

/** `hay`'s letters hold `needle`'s in order from the same first letter, at most one left over. */
const spellsSkippingOne = (needle: string, hay: string): boolean =>
	needle.length >= hay.length - 1 && needle[0] === hay[0] && holdsInOrder(hay, needle);

// A bracket right after a name, with what it holds.
const BRACKET_AFTER = /^\s*\(([^()]{3,160})\)/;

/** "RATTPO (Reward-Agnostic Test-Time Prompt Optimization)": the words in brackets right after a
 * name that spell it out, or null. Not a short form of a long name ("Hybrid Learner
 * (H-learner)"), nor a phrase about it ("TAO (for temperature-aware offloading)"). */
export function spelledOutAfter(after: string, name: string): string | null {
	const inside = BRACKET_AFTER.exec(after)?.[1].trim();
	if (!inside || inside.length <= name.length || SMALL_WORDS.test(inside.split(/\s/, 1)[0]))
		return null;
	return spells(name, inside) ? inside : null;
}

/** The words right before `(ACRONYM)` that spell it out ("… follow Group Sequence Policy
 * Optimization" → "Group Sequence Policy Optimization"), or null. */
export function spelledOutBefore(before: string, acronym: string): string | null {
	// Slices of the text itself, so a caller finds the long form where it stands, line breaks and all.
	// ('the new "Assembly-of-Experts" (AoE)': the long form ends at its words, not at a quote mark.)
	const text = before.trimEnd().replace(/["'”’»]+$/u, '');
	const starts = lastWordStarts(text, acronym.length + 3);
	for (let i = starts.length - 1; i >= 0; i--) {
		const longForm = text.slice(starts[i]).replace(/^[^\p{L}\p{N}]+/u, '');
		if (spells(acronym, longForm)) return longForm;
	}
	return nameCasedBefore(text, starts, acronym);
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

/** Where the last `n` words of `text` (no trailing space) start, in order: read from the end, as
 * the words before an acronym are asked for many times. */
function lastWordStarts(text: string, n: number): number[] {
	const starts: number[] = [];
	for (let i = text.length; starts.length < n && i > 0;) {
		while (i > 0 && !isSpace(text.charCodeAt(i - 1))) i--;
		starts.unshift(i);
		while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
	}
	return starts;
}

/** Words written as a name may abbreviate more freely ("Q-Aided Conditional Supervised Learning"
 * → "QCS", "Distributed Cross-Channel Hierarchical Aggregation" → "D-CHAG"): the shortest
 * name-cased run of `text` (its words start at `starts`) before the acronym whose first initial
 * starts it, whose letters hold it in order and whose initials give all of its letters but one,
 * leaving at most two words unused. */
function nameCasedBefore(text: string, starts: number[], acronym: string): string | null {
	const letters = acronym.replace(/[^\p{L}]/gu, '').toLowerCase();
	if (letters.length < 3) return null;
	for (let i = starts.length - 2; i >= 0; i--) {
		const run = text.slice(starts[i]);
		// ("Stacking of Quantized Attention": a small word inside the run is no end of it.)
		if (SMALL_WORDS.test(run.slice(0, run.search(/\s|$/)))) continue;
		if (!/^\p{Lu}/u.test(run) || !isNameCased(run)) return null;
		const counted = run.split(/[\s-]+/).filter((w) => w && !SMALL_WORDS.test(w));
		if (counted.length > letters.length + 2) return null;
		const initials = counted.map((w) => w[0].toLowerCase()).join('');
		if (
			initials[0] === letters[0] &&
			holdsInOrder(counted.join('').toLowerCase(), letters) &&
			commonInOrder(letters, initials) >= letters.length - 1
		)
			return run;
	}
	return null;
}

/** Does `text` hold every letter of `letters` in order (anywhere, other letters between)? */
export const holdsInOrder = (text: string, letters: string) => {
	let at = 0;
	for (const c of letters) {
		at = text.indexOf(c, at) + 1;
		if (at === 0) return false;
	}
	return true;
};

/** How many of `a`'s letters `b` holds in the same order: their longest common subsequence. */
function commonInOrder(a: string, b: string): number {
	let row = new Array<number>(b.length + 1).fill(0);
	for (const x of a) {
		const next = [0];
		for (let j = 0; j < b.length; j++)
			next.push(x === b[j] ? row[j] + 1 : Math.max(row[j + 1], next[j]));
		row = next;
	}
	return row[b.length];
}

/** The words right before `(ACRONYM)` that may abbreviate to it with letters from inside a word
 * ("multipath component (MPC)": its first word starts like the acronym, its last word starts
 * with the acronym's last letter), or null. */
export function abbreviatedBefore(before: string, acronym: string): string | null {
	const letters = acronym.replace(/[^\p{L}]/gu, '').toLowerCase();
	if (letters.length < 2) return null;
	const words = before.trim().split(/\s+/);
	const last = words[words.length - 1]?.toLowerCase();
	if (!last || last[0] !== letters[letters.length - 1]) return null;
	for (let n = 2; n <= Math.min(letters.length, words.length); n++) {
		if (words[words.length - n].toLowerCase()[0] === letters[0]) return words.slice(-n).join(' ');
	}
	return null;
}

/** Do lower-case words hold the acronym's letters in order, the first one first? */
export function lettersWithin(words: string, acronym: string): boolean {
	const text = words.trim();
	const letters = acronym.toLowerCase().replace(/[^\p{L}]/gu, '');
	if (text === '' || text !== text.toLowerCase() || text[0] !== letters[0]) return false;
	let at = 0;
	for (const letter of letters) {
		at = text.indexOf(letter, at) + 1;
		if (at === 0) return false;
	}
	return true;
}
