import type { Gain, Mention } from '../types.ts';
import type { Hit } from './dictionary.ts';
import { findQuantities, NUM, numberOf, sentenceAround, type Quantity } from './quantities.ts';
import { withPlainNumbers } from './latex.ts';
import { mention, type Source } from './sources.ts';
import { cuedPattern, matchCued } from './cue-starts.ts';
import { layoutOf } from './text-layout.ts';
import { CHANGE_NOUN, GROWTH_NOUN, HEDGE } from './change-words.ts';
import { creditRespectively } from './respectively.ts';
import { isFoldOfParts, isFoldWord } from './fold-multiple.ts';
import { gainMetric, metricName } from './gain-metric.ts';

/** A drop, not a dropout (a setting). */
const DROP = 'drop(?!out)';
const CHANGE = new RegExp(
	String.raw`\b(?:improv|outperform|increas|boost|gain|rais|enhanc|surpass|exceed|reduc|decreas|\bcut|lower|sav|accelerat|speed|faster|lift|advanc|beat|${DROP}|better|higher|fewer|less|shorten|growth|grow|uplift|doubl|exceed|margin|relative|absolute|improvement)`,
	'i'
);
const AFTER_CHANGE =
	/^\s*(?:[\p{L}@][\p{L}\p{N}@-]*\s+){0,4}?(?:improvements?|increases?|gains?|gained|boosts?|reductions?|decreases?|speed[- ]?ups?|higher|lower|fewer|less|more|faster|better|drops?|savings?|growth|uplifts?|lifts?|acceleration|advantage|margin|smaller|shorter|cheaper|worse)(?![\p{L}])(?!\s+than\s+(?:[$~≈]?\d|half\b))/iu;
// "50x improved sample efficiency", "20-40% improved coverage": right after the value, and what
// improved right after it ("an error below 80% yields improved …" is a level, "62% improved after
// fine-tuning" a share).
const IMPROVED_RIGHT_AFTER =
	/^\s*improved\s+(?!(?:after|by|when|with|in|on|for|over|under|from|to|compared|than|upon|and|or)\b)\p{L}/iu;
// "11.03% decreased complexity", "a 45% reduced inference latency": the same with another word of
// change, unless what changed is a setting of the study ("a 30% reduced learning rate", "with 20%
// increased observation noise").
const CHANGED_RIGHT_AFTER =
	/^\s*(?:increased|decreased|reduced|enhanced)\s+(?!(?:after|by|when|with|in|on|for|over|under|from|to|compared|than|upon|and|or)\b)\p{L}/iu;
const SETTING_CHANGED =
	/^\s*\w+\s+(?:[\w-]+\s+)?(?:learning rates?|noise|step sizes?|batch sizes?|temperatures?|dropout|budgets?|horizons?|discount|epsilon|exploration rates?)\b/i;
// "10% longer", "1.6X slower": comparatives AFTER_CHANGE does not read a few words on, as they
// also describe things ("accuracy on larger models"), count right after the value; the word says
// the direction. Not "larger" or "bigger": mostly sizes of a setting ("a 2x larger batch size",
// "a 10x bigger teacher").
const COMPARED_RIGHT_AFTER = /^\s*(longer|slower|greater)\b/i;
// The comparatives that say which way the quantity went ("greater savings" may be either).
const DIRECTED_COMPARATIVE = /^\s*(longer|slower)\b/i;
// "2.8x performance gain with less than 10% tokens": the noun of growth the value qualifies says
// its direction, whatever the rest of the clause reduces.
// (One word between at most, a noun of what grew: not "… by 96.05% and boost …", "… 75% yields
// improvements".)
const GROWTH_NOUN_AFTER = new RegExp(
	String.raw`^\s*(?:(?!(?:and|or|but|while|with|yields?|leads?|results?|brings?|gives?|achieves?)\b)[\p{L}-]+\s+)?${GROWTH_NOUN}\b`,
	'iu'
);
// "4.9x memory compression", "1.9x MRR over the best baselines": a multiple said against
// something, or of what it shrinks (not a count of hardware: "8x A100 GPUs over the course of").
const MULTIPLE_AGAINST =
	/^(?!\s*[\p{L}-]*\d)\s*(?:[\p{L}\p{N}-]+\s+){0,4}?(?:over|than|compared\s+(?:to|with)|relative\s+to)\s+(?!the\s+(?:course|period|span|duration)\b)(?:the|a|an|its|their|our|prior|previous|existing|baselines?|state-of-the-art|SOTA|standard|vanilla|\p{Lu}|\p{Ll}{1,3}\p{Lu})/u;
const MULTIPLE_SHRINKS = /^\s*(?:[\p{L}-]+\s+){0,2}compression\b/iu;
// "preserves accuracy under 10x compression", "at a 10x compression ratio", "a 30% reduced
// learning rate": a setting the result holds at, not a claim.
const SETTING_BEFORE = /\b(?:under|at|with|for|given|using)\s+(?:an?\s+)?$/i;
// "(and up to 8% over baseline)", "36.2% over single-arm baselines", "5 points above the
// baseline": a share said over a baseline is a gain. Not one the baseline's own noun makes a
// setting ("10% over the baseline budget", "18% above baseline levels", "the baseline's training
// time"), nor a level of a rate ("a win rate of 71.3% over the DPO baseline": LEVEL_OF_BEFORE).
const OVER_BASELINE =
	/^\s*(?:(?:higher|better|more)\s+)?(?:over|above)\s+(?:(?:the|a|an|its|their|our)\s+)?(?:[\p{L}-]+\s+){0,2}?baselines?(?![\p{L}'’])(?!\s+(?:budgets?|costs?|compute|time|sizes?|lengths?|memory|thresholds?|values?|levels?|mass|weights?|rates?|settings?|configurations?)\b)/iu;
const LEVEL_OF_BEFORE = /\b(?:rates?|accuracy|scores?|ratio)\s+of\s+(?:[\w-]+\s+){0,2}$/i;
// "evaluated 10 times over the test set": "times" then a preposition counts repeats ("8-32 times
// efficient … compared to" multiplies).
const TIMES_WORD = /times$/;
const REPEAT_AFTER = /^\s*(?:over|on|in|for|with|across|per|during|at|to|from|each)\b/i;
// "10x bigger than the student", "a 4x larger model than": sizes compared, not claims ("2x larger
// throughput than vLLM" is one).
const SIZE_AFTER =
	/^\s*(?:larger|bigger|wider|deeper)\s+(?:(?:[\w-]+\s+)?(?:models?|batch(?:es)?|datasets?|networks?|teachers?|students?|vocabular(?:y|ies)|architectures?|backbones?|corpora|corpus)\b|than\s+(?:the\s+|its\s+)?(?:student|teacher|model|original|base|smaller)\b)/i;
const DOWN = new RegExp(
	String.raw`\b(?:reduc|decreas|(?<!without\s)degrad|fewer|less|lower|sav|\bcut|shorter|${DROP}|smaller|cheaper|worse|slower|latency|wall time|training time|running time|computation time)`,
	'i'
);
// "8x fewer parameters", "10 times more learnable parameters", "the data", "within a 20% error
// margin", "5-fold cross-validation": sizes, data, tolerances, folds.
const NOT_A_GAIN =
	/^\s*(?:(?:fewer|less|more|smaller|larger)?\s*(?:(?:learnable|trainable|total|model)\s+)?(?:param|of (?:the )?(?:data|training data|labell?ed|parameters))|(?:error\s+)?margin of error|error margin|cross[- ]validat)/i;
// "from 54.8% to 81.0%", "from an average of 47.36% to 56.33%", "from a baseline of 2.15% to up
// to 61.04%": levels before and after, not gains.
const FROM = String.raw`\bfrom\s+(?:an?\s+average\s+of\s+|(?:an?|the)\s+(?:baseline|base|starting|initial)(?:\s+(?:value|rate|level))?\s+(?:of|at)\s+|about\s+|around\s+|roughly\s+)?`;
const FROM_TO = new RegExp(String.raw`${FROM}\+?\$?[\d.]+\$?\s?\\?%?\s*to\s+${HEDGE}$`, 'i');
const FROM_BEFORE = new RegExp(String.raw`${FROM}$`, 'i');
const TO_LEVEL_AFTER = new RegExp(String.raw`^\s*to\s+${HEDGE}\$?[\d.]+`, 'i');
// "gains ranging from 5% to 9%", "relative improvements from 10% to 60%": a range of gains
// ("accuracy ranges from 18% to 82%" may be one of levels: other words decide).
const RANGE_FROM = /\b(?:rang|vary|varie)\w*\s+from\s/i;
// Plural nouns only: "an increase from 62% to 95%" and "CER reduction from 15% to 12%" are levels.
const GAINS_RANGING = String.raw`\b(?:improvements|gains)\s+(?:rang(?:e|es|ing)\s+)?`;
const GAIN_RANGE_FROM = new RegExp(String.raw`${GAINS_RANGING}${FROM}$`, 'i');
/** Somewhere before: the far end of a range of gains ("… from 4% to over 30%"). */
const GAIN_RANGE_FROM_IN = new RegExp(String.raw`${GAINS_RANGING}from\s`, 'i');
// "doubles the throughput", not "missing triples, …", "RDF triples describing …" or "doubles as a
// reward model": the -es form is a verb when a determiner or a measured quantity follows.
const VERB_ES = String.raw`es(?=\s+(?:(?:nearly|almost|roughly|more than)\s+)?(?:the|its|their|our|his|her|a|an|\d|throughput|speed|performance|accuracy|efficiency)\b)`;
// "more than double the throughput": after a hedge "double" is a verb (not "double Q-learning").
const HEDGED_VERB = String.raw`(?<=\b(?:more than|nearly|almost|roughly)\s)`;
// "reduces the channel error by up to": a verb of change, its object, and its "by".
// (Verbs only: "the improvements are explained by two times more rollouts" names no change.)
const CHANGE_VERB_BY = String.raw`(?:\b(?:improv|reduc|increas|decreas|enhanc|accelerat)(?:e|es|ed|ing)|\b(?:boost|cut|lower|outperform|surpass|speed)(?:s|ed|ing)?)\b[^.;]{0,60}?\bby\s+${HEDGE}`;
/** A multiple, and the literals one of which each of its matches holds (ASCII, and /i without
 * /u folds only ASCII to ASCII: the text in lower case holds one whenever the pattern matches). */
const MULTIPLES: [RegExp, number, string[]][] = [
	[
		new RegExp(
			String.raw`\b(?:doubl(?:${VERB_ES}|ed|ing)|${HEDGED_VERB}double(?!-)|two-?fold|2-fold)\b`,
			'gi'
		),
		2,
		['doubl', 'fold']
	],
	[
		new RegExp(
			String.raw`\b(?:tripl(?:${VERB_ES}|ed|ing)|${HEDGED_VERB}triple(?!-)|three-?fold|3-fold)\b`,
			'gi'
		),
		3,
		['tripl', 'fold']
	],
	[
		new RegExp(String.raw`\b(?:quadrupl(?:${VERB_ES}|ed|ing)|four-?fold|4-fold)\b`, 'gi'),
		4,
		['quadrupl', 'fold']
	],
	[/\b(?:five-?fold|5-fold)\b/gi, 5, ['fold']],
	[/\b(?:ten-?fold|10-fold)\b/gi, 10, ['fold']],
	// "five times faster", "three times fewer tokens": a multiple written in words, then how; or
	// after a verb of change and its "by" ("reduces the error by up to two times").
	...(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const).map(
		(word, i): [RegExp, number, string[]] => [
			new RegExp(
				String.raw`\b${word}\s+times(?:\s+(?:faster|slower|higher|greater|better|larger|bigger|longer|fewer|less|lower|smaller|cheaper|shorter)\b|\b(?<=${CHANGE_VERB_BY}${word}\s+times))`,
				'gi'
			),
			i + 2,
			['times']
		]
	)
];
const MULTIPLE_WORDS = [...new Set(MULTIPLES.flatMap(([, , words]) => words))];
// "reduces the sampling steps by half": a reduction of 50% (FEATURES.md has "doubles" → 2x; a
// reduction is a percentage, as the annotators write it).
const BY_HALF =
	/\b(?:reduc|cut|decreas|lower|shrink|drop|shorten)\w*\b[^.;]{0,60}?\b(?:by|in)\s+(?:about\s+|nearly\s+|roughly\s+|more than\s+|over\s+)?half\b/gi;

// "reaching up to 70% accuracy", "attains 61.3%": a level reached, however it was got (a
// multiple is always relative: "achieves up to 17.5x latency savings").
// (Not a change that reaches a size: "the gain reaches 7.9 points".)
const LEVEL_BEFORE = new RegExp(
	String.raw`(?<!\b${CHANGE_NOUN}\s+)\b(?:reach|attain|achiev)\w*\s+${HEDGE}(?:an?\s+)?$`,
	'i'
);
// "surpasses GPT-4o-mini with a success rate of 71.5%": the level the change was shown by.
// (Not "with a relative improvement ratio of 15.2%": a change's own rate is the claim.)
const WITH_LEVEL_OF = new RegExp(
	String.raw`\bwith\s+(?:an?|the)\s+(?:(?!${CHANGE_NOUN}\b)[\w-]+\s+){0,2}(?:rates?|accuracy|scores?|ratio)\s+of\s+$`,
	'i'
);
// "by an impressive 41.4%", "a gain of a remarkable 12%": an article, perhaps one word praising
// or weighing the claim (not an adjective of a noun after the value: "over a strong 70% baseline").
const ARTICLE_AND_WORD = String.raw`(?:an?\s+(?:(?:impressive|remarkable|substantial|significant|notable|considerable|striking|dramatic|sizable|sizeable|massive|modest|marked|further|additional|overall|average|relative|absolute|solid|clear)\s+)?)?`;
// The words right before a claimed value: "improves … by 12%", "a gain of 12%".
const CHANGE_THEN_VALUE = new RegExp(
	String.raw`(?:\b${CHANGE_NOUN}\s+(?:is|are|was|were|reach(?:es|ed)?|amounts?\s+to)|\bby(?:\s+only|\s+just)?|\bof|\bsaving|\bover|\bup to|\bnearly|\babout|\bapproximately|\baverage|\bgains?|\bimproves?|\bboosts?|\breduces?|\bcuts?|\bspeed-?ups?)\s*${HEDGE}${ARTICLE_AND_WORD}\+?$`,
	'i'
);
// "an improvement in time in range between A and B", "savings between A and B", "by between A
// and B": a noun of change (or "by") governs the range; not "error lies between", "noise varies
// between", "holds for budgets between".
const BETWEEN = new RegExp(
	String.raw`(?:\b(?:${CHANGE_NOUN}|savings?)\s+(?:(?:in|of|on)\s+(?:[\w-]+\s+){0,4})?|\bby\s+)between\s*${HEDGE}\$?$`,
	'i'
);
const BETWEEN_SECOND = /^\$?\s*and\s+\$?\d/;
const TO_VALUE = new RegExp(String.raw`\bto\s*${HEDGE}$`, 'i');
const CHANGE_GREW_TO = new RegExp(
	String.raw`\b(?:reductions?|improvements?|speed-?ups?|gains?)\b[^,;]{0,40}\b(?:increas|grew|grow|rose|climb)\w*\s+to\s*${HEDGE}$`,
	'i'
);
const FAR_CHANGE_VERB =
	/\b(?:improv|outperform|increas|boost|reduc|decreas|degrad|surpass|exceed|accelerat|lower|cut|beat|enhanc|expedit)\w*\b/i;
const BY_VALUE = new RegExp(
	String.raw`\bby(?:\s+only|\s+just)?\s*${HEDGE}${ARTICLE_AND_WORD}\+?$`,
	'i'
);

const SAYS_DIRECTION = new RegExp(
	String.raw`${CHANGE.source}|${DOWN.source}|\b(?:more(?!\s+than)|greater|larger|higher|smaller|shorter|cheaper)\b`,
	'i'
);
const CHANGE_VERBS = new RegExp(FAR_CHANGE_VERB.source, 'gi');
const CHANGE_WORDS = new RegExp(CHANGE.source, 'gi');
// What opens a clause with a verb of its own between a verb of change and its "by N%" ("…, then
// we split", "while", "; we"), not a relative clause inside its object ("the time it takes").
const ANOTHER_CLAUSE = /\b(?:then|where|whereas|while)\b|[;:]|,\s*(?:and\s+)?(?:we|they|it)\b/i;
const NOUN_ENDING = /(?:tion|ment)s?$/i;
/** The last verb of change in `text` ("accelerates the reduction process": accelerates); a
 * noun of change ("reduction") only when no verb is there. */
function nearestChangeVerb(text: string): string {
	const words = [...text.matchAll(CHANGE_VERBS)].map((m) => m[0]);
	return words.filter((w) => !NOUN_ENDING.test(w)).at(-1) ?? words.at(-1) ?? '';
}

const WITHIN = /\bwithin\s+$/i;
const PARTICIPLE_BY = new RegExp(
	String.raw`\b(\p{L}+ed)\s+by(?:\s+only|\s+just)?\s*${HEDGE}$`,
	'u'
);
const SHARE_AFTER = new RegExp(
	String.raw`^\s*of\s+(?:the\s+|all\s+|its\s+|their\s+|our\s+|these\s+|those\s+)?(?!${CHANGE_NOUN}\b)\p{L}`,
	'iu'
);
// "accelerates inference by up to 1.3x with negligible degradation": a side effect said after the
// value is not what changed.
const SIDE_EFFECT =
	/\b(?:with|at)\s+(?:only\s+)?(?:negligible|minimal|little|no|minor|marginal|slight)\s+[\w-]+/gi;
const WITHIN_OF_BASELINE =
	/^\s*(?:of\s+)?(?:the\s+|a\s+)?(?:state-of-the-art|SOTA|baselines?|best|optimal|full-precision|\p{Lu})/u;

/** Is this quantity claimed as a change relative to something? */
// "improvements (4.4%)", "a reduction (30.5%)": the claim in brackets after its noun.
// ("improvements of (56%, 31%)": the claims of a noun in brackets after "of" too.)
const NOUN_THEN_BRACKET = new RegExp(
	String.raw`\b(?:${CHANGE_NOUN}|relative|absolute)(?:\s+of)?\s*\($`,
	'i'
);
const VERB_THEN_BRACKET =
	/\b(?:reduc|increas|improv|boost|decreas|rais)(?:e|es|ed|ing)\s+(?:[\p{L}-]+\s+){1,3}\($/iu;
// "42.0% vs. 9.0%": a level set against another, not a change.
const LEVELS_COMPARED_AFTER = /^\s*(?:vs\.?|versus)\s/;
// "367% relative improvement (": the claim just read is the bracket's own noun (not "20% and
// brings accuracy gains (": another claim's).
const OWN_NOUN_THEN_BRACKET = new RegExp(
	String.raw`^\s*(?:relative\s+|absolute\s+)?(?!(?:with|and|or|but|while|whereas|in|on|for|to|of|by|from|at|as)\s)(?:[\p{L}\p{N}@-]+\s+){0,2}${CHANGE_NOUN}\s*\($`,
	'iu'
);
// "0.55% absolute (2.13% relative)": the bracketed figure says itself what it is, and is the
// claim just read again (not "61% (85% relative to human experts)": a level against another).
const RELATIVE_RIGHT_AFTER = /^\s*relative\b(?!\s+to\b)/;
const CLAIM_THEN_BRACKET = /^\s*(?:absolute\s*)?\(\s*$/;
/** "by 6.2% (13.5% relative)": the quantity restates, as a relative change, the claim just read. */
const restatesClaim = (text: string, q: Quantity, previousGainEnd: number) =>
	previousGainEnd >= 0 &&
	RELATIVE_RIGHT_AFTER.test(text.slice(q.end, q.end + 40)) &&
	CLAIM_THEN_BRACKET.test(text.slice(previousGainEnd, q.start));
const MEAN_IN_BRACKETS = /^\s*\(\s*(?:mean|average|avg\.?|on average|median)\s*:?\s*$/i;
// "an improvement of 7.33% (ranging from 5.96% to 8.64%)": the range of the claim just read.
const RANGE_IN_BRACKETS = /^\s*\(\s*(?:ranging|varying)\s+from\s+$/i;
// "…by 7.4% in A, 12.5% in B and 9% in C": later items of a list that began with a gain.
// ("5.2% (18.3% relative) and 5.6%": the next item after a relative figure in brackets too.)
// (Digits inside a name count as letters: "on AIME24 and 16.6% on AIME25"; so does a name's year:
// "5 points on AMC 2023 and 3.3 points on AIME 2024".)
// ("…, and up to 599.24% in C", "… and over 70% when …": a hedge may open the next item.)
const LIST_GAP = new RegExp(
	String.raw`^(?:\s*\([^()]{0,40}\)|\s*relative(?:\s+[\p{L}-]+){0,2}\s*\))?(?:[^.;:()%\d]|(?<=\p{L}\d*)\d|\b(?:19|20)\d\d\b){0,60}(?:,\s*(?:and\s+)?|\s+and\s+|\s*\/\s*)${HEDGE}$`,
	'u'
);

const AND_BY_AGAIN = new RegExp(String.raw`^(?:[^.;:]|\.\d){0,120}(?:,\s*|\s)and\s+by\s+${HEDGE}$`);

// "using only 13% of the demonstration data", "requires fewer than 40% of ground-truth traces",
// "with less than 10% tokens": doing as well on a fraction of the resources is a reduction.
const FRACTION_USED_BEFORE =
	/\b(?:using|uses?|used|requir(?:es?|ing)|needs?|needing|consum(?:es?|ing)|spend(?:s|ing)?|with)\s+(?:only|just|merely|less than|fewer than|at most)\s+(?:about\s+|approximately\s+|roughly\s+|~\s*)?$/i;
// What a method spends, and the data it learns from: a share of either used is a saving.
const COMPUTE_NOUNS =
	'steps|budget|tokens|compute|computation|time|cost|memory|storage|communication|bandwidth|FLOPs|GPU[- ]hours|expense';
const DATA_NOUNS =
	'data|parameters|traces|samples|labels|annotations|demonstrations|examples|rollouts|queries';
/** `nouns` right after a value, a few words of what they are of between. */
const resourceAfter = (nouns: string) =>
	new RegExp(
		String.raw`^\s*(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?(?:${nouns})\b`,
		'i'
	);
const RESOURCE_AFTER = resourceAfter(`${COMPUTE_NOUNS}|${DATA_NOUNS}`);
// "in scenarios with only 2% labeled data": a setting the method is tested in, not its saving.
const SETTING_WITH =
	/\b(?:scenarios?|settings?|regimes?|cases?|conditions?|environments?)\s+with\s+\S+(?:\s+\S+)?\s*$/i;
// "saves 84.3% of training time", "cutting 40% of the tokens": a share of the resources saved.
const SAVED_BEFORE =
	/\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?)\s+(?:up to\s+|over\s+|about\s+|nearly\s+|approximately\s+|roughly\s+|~\s*)?$/i;
// (Not data: "we save 10% of the samples for validation" sets them aside; energy and latency are
// saved, not used.)
const SPENT_NOUNS = `${COMPUTE_NOUNS}|energy|latency`;
const SAVED_RESOURCE_AFTER = resourceAfter(SPENT_NOUNS);
/** A share of the resources a method needs, said as its saving. */
function isFractionUsed(text: string, q: Quantity): boolean {
	if (q.unit !== '%') return false;
	const before = text.slice(Math.max(0, q.start - 40), q.start);
	if (SAVED_BEFORE.test(before)) return SAVED_RESOURCE_AFTER.test(text.slice(q.end, q.end + 60));
	// Most values have no "only", "just", "merely", "than" or "most" before them: no pattern to try.
	if (!/(?:only|just|merely|than|most)\s+(?:\S+\s+)?$/.test(before)) return false;
	return (
		FRACTION_USED_BEFORE.test(before) &&
		!SETTING_WITH.test(before) &&
		RESOURCE_AFTER.test(text.slice(q.end, q.end + 60))
	);
}

export function isGain(text: string, q: Quantity, previousGainEnd = -1): boolean {
	const after = text.slice(q.end, q.end + 60);
	if (NOT_A_GAIN.test(after)) return false;
	if (isFoldOfParts(text, q.start, q.end)) return false;
	if (isFractionUsed(text, q)) return true;
	// "more than 70% of annotators", "60%/40% of the gain", "by 20% of training": a share of
	// something (not "within 10% of the LKH3 solver": a distance from a baseline; not "7.9 points
	// of exact match": points are of a metric).
	if (
		q.unit !== 'pt' &&
		SHARE_AFTER.test(after) &&
		!WITHIN.test(text.slice(Math.max(0, q.start - 10), q.start))
	)
		return false;
	// "506,961 points" of a point cloud: a difference in percentage points is at most 100.
	if (q.unit === 'pt' && q.values.some((v) => v > 100)) return false;
	// The far end of "from A% to (over) B%": a level, or a gain of "improvements ranging from 4% to
	// over 30%"; "accuracy ranges from 18% to 82%" may be either: other words decide.
	const before50 = text.slice(Math.max(0, q.start - 50), q.start);
	if (FROM_TO.test(before50)) {
		if (GAIN_RANGE_FROM_IN.test(before50)) return true;
		if (!RANGE_FROM.test(before50)) return false;
	}
	// "from 47.36% to 56.33%" read as one span is two levels, not a range of gains ("gains
	// ranging from 5% to 9%" is one).
	const before30 = text.slice(Math.max(0, q.start - 30), q.start);
	if (
		q.values.length === 2 &&
		FROM_BEFORE.test(before30) &&
		!RANGE_FROM.test(before30) &&
		!GAIN_RANGE_FROM.test(before30)
	)
		return false;
	// Its near end likewise.
	if (TO_LEVEL_AFTER.test(after)) {
		if (GAIN_RANGE_FROM.test(before30)) return true;
		if (FROM_BEFORE.test(before30)) return false;
	}
	if (q.values.length === 2 && GAIN_RANGE_FROM.test(before30)) return true;
	if (q.plus) return true;
	if (restatesClaim(text, q, previousGainEnd)) return true;
	const setting = SETTING_BEFORE.test(text.slice(Math.max(0, q.start - 14), q.start));
	if (AFTER_CHANGE.test(after) || IMPROVED_RIGHT_AFTER.test(after)) return true;
	if (CHANGED_RIGHT_AFTER.test(after) && !SETTING_CHANGED.test(after)) return true;
	// ("run each baseline for 3x longer": a setting, too.)
	if (COMPARED_RIGHT_AFTER.test(after) && !setting) return true;
	if (
		q.unit !== 'x' &&
		!setting &&
		OVER_BASELINE.test(after) &&
		!LEVEL_OF_BEFORE.test(text.slice(Math.max(0, q.start - 40), q.start))
	)
		return true;
	if (q.unit === 'x') {
		// ("improves sample efficiency 10 times over PPO" multiplies: a verb of change governs it.)
		const repeats =
			TIMES_WORD.test(text.slice(q.start, q.end)) &&
			REPEAT_AFTER.test(after) &&
			!governsValue(text.slice(Math.max(0, q.start - 60), q.start), CHANGE_VERBS);
		if (!repeats && !SIZE_AFTER.test(after) && MULTIPLE_AGAINST.test(after)) return true;
		if (!setting && MULTIPLE_SHRINKS.test(after)) return true;
	}
	// "achieves up to 9.8 times the average reward of SAC": a multiple of something compared.
	if (
		q.unit === 'x' &&
		/^\s*(?:the|that of|those of)\b/.test(after) &&
		/\b(?:up to|achiev\w*|provid\w*|reach\w*|deliver\w*|yield\w*|admits?)\s+(?:about\s+|nearly\s+|over\s+)?$/i.test(
			text.slice(Math.max(0, q.start - 30), q.start)
		)
	)
		return true;
	// (Not "a 4% accuracy gain (42.75% to 46.75%)", "a 367% relative improvement (42.0% vs.
	// 9.0%)": a noun with its claim read, then the levels.)
	if (
		NOUN_THEN_BRACKET.test(text.slice(Math.max(0, q.start - 40), q.start)) &&
		!(
			previousGainEnd >= 0 &&
			previousGainEnd >= q.start - 40 &&
			(/\sto\s/.test(text.slice(q.start, q.end)) ||
				(LEVELS_COMPARED_AFTER.test(after) &&
					OWN_NOUN_THEN_BRACKET.test(text.slice(previousGainEnd, q.start))))
		)
	)
		return true;
	// "reducing false negatives (1.5% for A and 10% for B)": a verb of change, its object, then
	// the claims in brackets.
	if (
		VERB_THEN_BRACKET.test(text.slice(Math.max(0, q.start - 50), q.start)) &&
		// "(1.14% vs 3.14%)", "(65% to 72% …)": two levels; "(10% of the original)": a setting.
		!LEVELS_COMPARED_AFTER.test(after) &&
		!/^\s*of\s+the\s/.test(after) &&
		!/\sto\s/.test(text.slice(q.start, q.end))
	)
		return true;
	// "within 10% of the LKH3 solver": a difference from a baseline (not an error bound: "within
	// 10% of the ground truth", "within 5% relative error").
	if (
		WITHIN.test(text.slice(Math.max(0, q.start - 10), q.start)) &&
		WITHIN_OF_BASELINE.test(text.slice(q.end, q.end + 40))
	)
		return true;
	if (previousGainEnd >= 0 && LIST_GAP.test(text.slice(previousGainEnd, q.start))) return true;
	const sentence = sentenceAround(text, q.start, q.end);
	// "… by 12 to 25 points compared to A (…), and by 6.8 points compared to B": a second "by"
	// coordinated with the claim just read, in its sentence, shares its verb.
	if (previousGainEnd >= sentence.start && AND_BY_AGAIN.test(text.slice(previousGainEnd, q.start)))
		return true;
	// "reductions of 1.3-30.5% (mean 5.4%)": the mean of the claim just read is claimed too.
	if (previousGainEnd >= 0 && MEAN_IN_BRACKETS.test(text.slice(previousGainEnd, q.start)))
		return true;
	if (previousGainEnd >= 0 && RANGE_IN_BRACKETS.test(text.slice(previousGainEnd, q.start)))
		return true;
	// "by more than 9 and 4.5 times": the words before the list govern its last value too.
	const start = bareListStart(text, q);
	const before = text.slice(Math.max(sentence.start, start - 70), start);
	if (q.unit !== 'x' && (LEVEL_BEFORE.test(before) || WITH_LEVEL_OF.test(before))) return false;
	// "raises accuracy to 61.3% compared with PPO" is a level; "improved to more than 2.5 times" a
	// multiple, and so is what a change itself grows to ("the reduction in wear increased to 65%").
	if (TO_VALUE.test(before) && (q.unit === 'x' ? CHANGE.test(before) : CHANGE_GREW_TO.test(before)))
		return true;
	// "by 12%", "of 12%" after a change word; a bare number right after the change word.
	if (CHANGE_THEN_VALUE.test(before) && governsValue(before, CHANGE_WORDS)) return true;
	// "an improvement in time in range between 3.00% and 10.53%": a range of claims.
	if (BETWEEN.test(before) && BETWEEN_SECOND.test(after)) return true;
	// "outperform their static counterparts of the same size by up to 48%": a verb of change may
	// sit a long object away from its "by" (not from "of": "improves …, an accuracy of 80%"), in
	// the same sentence and within 150 characters ("outperforms … in A, B, and C task by up to 80.2%,
	// 5.1%, and 50.2%": 110 missed such a list of three tasks).
	// (A bracketed list of what was improved may stand between: "improves four algorithms (ATAC,
	// CQL, TD3+BC, and IQL) by 9%".)
	// ("by" right before the value is read first: no bracket can stand between them.)
	// (Not when a later clause has a verb of its own: "we enhance the prompts, then we split the
	// data by 80%".)
	const sentenceBefore = text.slice(sentence.start, start);
	if (!BY_VALUE.test(sentenceBefore)) return false;
	// "… and the observations are shifted by 20%": a participle right before "by" that names no
	// change has the "by" to itself.
	const participle = PARTICIPLE_BY.exec(sentenceBefore)?.[1];
	if (participle && !FAR_CHANGE_VERB.test(participle)) return false;
	return governsValue(sentenceBefore.replace(/\([^()]*\)/g, '').slice(-150), CHANGE_VERBS);
}

// "by more than 9 and 4.5 times", "by over 20 and 10 points": bare numbers listed right before
// the value whose unit they share.
const BARE_LIST_BEFORE = new RegExp(
	String.raw`(?:\bby|\b${CHANGE_NOUN}\s+of)\s*${HEDGE}((?:${NUM},\s+)*${NUM}),?\s+and\s+${HEDGE}$`,
	'i'
);

/** Where the bare numbers that share `q`'s unit start (`q.start` when none stand before it). */
function bareListStart(text: string, q: Quantity): number {
	const from = Math.max(0, q.start - 80);
	const list = BARE_LIST_BEFORE.exec(text.slice(from, q.start));
	return list ? from + list.index + list[0].indexOf(list[1]) : q.start;
}

/** Does a word of change in `before` govern the value that follows it: no clause with a verb of
 * its own opens after the last one ("we enhance the prompts, then we split the data by 80%")? */
function governsValue(before: string, words: RegExp): boolean {
	const found = [...before.matchAll(words)];
	if (found.length === 0) return false;
	const last = found[found.length - 1];
	return !ANOTHER_CLAUSE.test(before.slice(last.index + last[0].length));
}

// "up to a 126% and, on average, a 45% improvement": a value coordinated with a gain that follows
// shares its noun.
// ("4.43x/1.90x speedups", "a 30.5x/24.5x improvement": a slash pairs two values of one claim.)
// (Not when "by" opens the next value's own claim: "reduced from 31.2% to 19.8%, and turnover
// decreases by 22%".)
const SHARED_NOUN_GAP = /^\s*,?\s*(?:and|or)\b(?:(?!\bby\b)[^.;%\d]){0,25}$|^\s*\/\s*$/;
// "absolute improvements of 3.0, 5.1 and 8.1 on A, B and C", "improvements of 13.32 and 14.36
// points": bare numbers listed after a gain noun, in points when the text says absolute or points.
const NUMBER_LIST_GAIN = new RegExp(
	String.raw`\b(?:[Ii]mprovements?|[Gg]ains?|[Ii]ncreases?)\s+of\s+((?:${NUM},\s+)*${NUM},?\s+and\s+${NUM})(\s*(?:percentage\s+points?|points?|pts?|pp)(?![\p{L}]))?`,
	'gu'
);
const NUMBER_LIST_GAIN_AT_CUES = cuedPattern(
	NUMBER_LIST_GAIN,
	['improvement', 'gain', 'increase'],
	{ caseless: true }
);

const NUMBERS = new RegExp(NUM, 'g');
const CLAUSE_BREAK = /[,;]|\band\b|\bwhile\b|\bwhereas\b/;
// "absolute gains of 4.1%", "an absolute improvement of 3%": percentage points, not percent.
const ABSOLUTE = /\babsolute\b(?![^,;]*\brelative\b)/i;
// "6% absolute improvement", "11% to 54% absolute reductions", "by 5.7% absolute, yielding …":
// the word may also close the phrase.
// "a 35% absolute reduction in inference latency": what a method spends is no percentage, so its
// change stays in percent.
const ABSOLUTE_RESOURCE_CHANGE = new RegExp(
	String.raw`^\s*absolute\s+(?:${CHANGE_NOUN}|drops?|declines?)\s+(?:in|of)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:${SPENT_NOUNS})\b(?!\s+(?:accuracy|success|rate|score|error)\b)`,
	'i'
);
// "an 11.10% improvement (15.04% relative)": next to its relative figure, a percentage is points.
const RELATIVE_FIGURE_AFTER =
	/^\s*(?:[\p{L}-]+\s+){0,3}\(\s*(?:(?:an?\s+)?relative\s+(?!to\b)(?:\w+\s+)?(?:of\s+)?[+~]?\d+(?:\.\d+)?\s*\\?%|(?:an?\s+)?[+~]?\d+(?:\.\d+)?\s*\\?%\s+relative\b(?!\s+to\b))/u;
const ABSOLUTE_AFTER =
	/^\s*absolute(?:\s+(?:improvements?|gains?|increases?|boosts?|reductions?|decreases?|drops?|declines?|points?|over|on|in|compared)\b|\s*(?:[,;)]|\.(?:\s|$)|$))/i;

// The claim's own clause: a reduction named in the next clause is not this one's.
const CLAUSE = /,\s|;\s|\band\b|\bwhile\b|\bbut\b/;

/** The claim's clause before `start`, 60 characters at most. */
const clauseBefore = (text: string, sentence: { start: number }, start: number): string =>
	text
		.slice(Math.max(sentence.start, start - 60), start)
		.split(CLAUSE)
		.pop() ?? '';

/** The claim's clause after `end`, `reach` characters at most (the direction reads the next 40;
 * a metric may take more, "in test-time sample efficiency"). */
const clauseAfter = (text: string, sentence: { end: number }, end: number, reach: number): string =>
	text.slice(end, Math.min(sentence.end, end + reach)).split(CLAUSE)[0];

/** "2x higher accuracy", "5% better": the value's own comparative says it grew, whatever a
 * later "less" in the clause says ("… with significantly less data"). */
const RISING_AFTER =
	/^\s*(?:\\?%|x|×|-?fold|times|points?)?\s*(?:higher|better|greater|more(?!\s+than))\b/i;
/** "40% fewer samples", "a 70% reduction in tokens": the value's own comparative or noun of
 * change says it fell. */
const FALLING_AFTER =
	/^\s*(?:\\?%|x|×|-?fold|times|points?)?\s*(?:(?:relative|absolute|average|overall)\s+)?(?:fewer|less|lower|smaller|shorter|cheaper|worse|reductions?|decreases?|drops?|declines?|cuts?|savings?)\b/i;
/** Measures that improve by falling: "outperforms … by 1.44x in p99 latency" fell. */
const LOWER_IS_BETTER =
	/latency|time|error|loss|cost|overhead|memory|usage|consumption|perplexity|mse|mae|mape|wer|regret|violation|footprint/i;
/** A verb of growth nearer the value than any word of decrease ("improves accuracy by 5% with
 * less memory", "boosts performance by 2% compared to less optimal ones" grew; "improves
 * speed by reducing latency by 30%" fell). */
const GROWTH_VERB =
	/\b(?:improv|increas|boost|enhanc|rais|lift|outperform|surpass|exceed|gain)\w*/gi;
function risesBefore(before: string): boolean {
	const lastGrowth = Math.max(-1, ...[...before.matchAll(GROWTH_VERB)].map((m) => m.index));
	// ("the reduction in tire wear increased to 65%": a level of whatever grew says no way.)
	if (lastGrowth < 0 || /^\w+\s+to\s+$/i.test(before.slice(lastGrowth))) return false;
	const rest = before.slice(lastGrowth).replace(GROWTH_VERB, '');
	return !DOWN.test(rest);
}

/** Where a metric is read: up to 70 characters after the value. */
const METRIC_REACH = 70;

function nearestBenchmark(
	text: string,
	benchmarks: Hit[],
	start: number,
	end: number,
	sentence: { start: number; end: number }
): string | null {
	const inSentence = benchmarks.filter((b) => b.start >= sentence.start && b.end <= sentence.end);
	// "GSM8K (+10.5%)": the benchmark right before; "… on MATH": the one right after.
	const before = inSentence.filter((b) => b.end <= start && start - b.end <= 4);
	if (before.length) return before[before.length - 1].name;
	// Only within the claim's own clause: "… by 12%, and on GSM8K …" names another claim's benchmark.
	const after = inSentence.filter(
		(b) => b.start >= end && b.start - end <= 40 && !CLAUSE_BREAK.test(text.slice(end, b.start))
	);
	return after.length ? after[0].name : null;
}

/** Claimed improvements; `benchmarks` are the benchmark hits of the same texts, per field. */
export function extractGains(
	sources: Source[],
	{ benchmarks }: { benchmarks: Map<string, Hit[]> }
): { gains: Gain[]; mentions: Mention[]; spans: Map<string, [number, number][]> } {
	const gains: Gain[] = [];
	const mentions: Mention[] = [];
	const spans = new Map<string, [number, number][]>();
	for (const { field, text: written } of sources) {
		// Read with bold or italic numbers unwrapped; quote the text as written.
		const text = withPlainNumbers(written);
		const used: [number, number][] = [];
		/** Keeps one claim read at `[start, end)`: the gain, where it was read, and the span taken. */
		const claim = (gain: Gain, start: number, end: number) => {
			gains.push(gain);
			mentions.push(mention('gain', `${gain.value}${gain.unit}`, field, start, end));
			used.push([start, end]);
		};
		const hits = benchmarks.get(field) ?? [];
		let lastGainEnd = -1;
		let lastAbsolute = false;
		let lastMetric: string | null = null;
		const quantities = findQuantities(text);
		for (const [i, q] of quantities.entries()) {
			const next = quantities[i + 1];
			const sharesNextNoun =
				next !== undefined &&
				next.unit === q.unit &&
				SHARED_NOUN_GAP.test(text.slice(q.end, next.start)) &&
				isGain(text, next);
			if (!isGain(text, q, lastGainEnd) && !sharesNextNoun) continue;
			const continuesList = lastGainEnd >= 0 && LIST_GAP.test(text.slice(lastGainEnd, q.start));
			const previousGainEnd = lastGainEnd;
			lastGainEnd = q.end;
			const sentence = sentenceAround(text, q.start, q.end);
			const before = clauseBefore(text, sentence, q.start);
			const after = clauseAfter(text, sentence, q.end, 40).replace(SIDE_EFFECT, '');
			// A value that shares the next one's noun ("940x and 110x less time") takes its direction.
			const shared = sharesNextNoun
				? text.slice(next.end, Math.min(sentence.end, next.end + 40)).split(CLAUSE)[0]
				: '';
			// A clause that names no change ("… and the P95 completion time by over 80%") takes the
			// nearest verb of change before it in the sentence.
			const said = before + after + shared;
			const context = SAYS_DIRECTION.test(said)
				? said
				: nearestChangeVerb(text.slice(sentence.start, q.start));
			// A value that shares the next one's noun reads its metric there ("20%/30% higher accuracy");
			// one that goes on a list keeps the list's ("by 15.3% and 9.1% on A and B").
			// The value's own unit names its measure first ("+4.1 BLEU points").
			const metric: string | null =
				(q.measure ? metricName(q.measure) : null) ??
				gainMetric(before, clauseAfter(text, sentence, q.end, METRIC_REACH)) ??
				(sharesNextNoun ? gainMetric('', shared) : null) ??
				(continuesList ? lastMetric : null);
			lastMetric = metric;
			// An explicit "+" says the quantity grew ("+1.4x in runtime"); a comparative right after
			// the value says which way ("3x longer training time" grew).
			const comparative = DIRECTED_COMPARATIVE.exec(text.slice(q.end, q.end + 12))?.[1];
			const direction: Gain['direction'] = comparative
				? DOWN.test(comparative)
					? 'down'
					: 'up'
				: GROWTH_NOUN_AFTER.test(text.slice(q.end, q.end + 40)) ||
					  RISING_AFTER.test(text.slice(q.end, q.end + 14)) ||
					  (risesBefore(before) &&
							!FALLING_AFTER.test(text.slice(q.end, q.end + 20)) &&
							!FALLING_AFTER.test(shared) &&
							!LOWER_IS_BETTER.test(metric ?? ''))
					? 'up'
					: !q.plus &&
						  (DOWN.test(context) || WITHIN.test(before) || isFractionUsed(text, q)) &&
						  !/faster|speed-?up/i.test(text.slice(q.end, q.end + 20))
						? 'down'
						: 'up';
			const clip = written
				.slice(Math.max(sentence.start, q.start - 40), Math.min(sentence.end, q.end + 40))
				.trim();
			// "in absolute points by 21.4% (A), 13.8% (B)": a list keeps the unit its head was read in.
			// "… an absolute gain of 3%", "6% absolute improvement": points either way.
			const absolute: boolean =
				(ABSOLUTE.test(before) && !RELATIVE_RIGHT_AFTER.test(after)) ||
				(ABSOLUTE_AFTER.test(after) &&
					!ABSOLUTE_RESOURCE_CHANGE.test(text.slice(q.end, Math.min(sentence.end, q.end + 90)))) ||
				(continuesList && lastAbsolute) ||
				RELATIVE_FIGURE_AFTER.test(text.slice(q.end, Math.min(sentence.end, q.end + 60)));
			// ("absolute gains of 4.1% (12.0% relative) on A and 3.2% on B": the relative figure in
			// brackets leaves the list's unit as it was.)
			if (!restatesClaim(text, q, previousGainEnd)) lastAbsolute = absolute;
			const unit = q.unit === '%' && absolute ? 'pt' : q.unit;
			const benchmark = nearestBenchmark(text, hits, q.start, q.end, sentence);
			const listFrom = bareListStart(text, q);
			for (const n of text.slice(listFrom, q.start).matchAll(NUMBERS)) {
				const start = listFrom + n.index;
				const end = start + n[0].length;
				const own = nearestBenchmark(text, hits, start, end, sentence);
				const gain = { value: numberOf(n[0]), unit, direction, metric, benchmark: own };
				claim({ ...gain, text: clip }, start, end);
			}
			for (const value of q.values) {
				claim({ value, unit, direction, metric, benchmark, text: clip }, q.start, q.end);
			}
		}
		for (const m of matchCued(text, NUMBER_LIST_GAIN_AT_CUES)) {
			const absolute = /\babsolute\s+$/i.exec(text.slice(Math.max(0, m.index - 12), m.index));
			if (!absolute && !m[2]) continue;
			const clipFrom = absolute ? m.index - absolute[0].length : m.index;
			const listStart = m.index + m[0].indexOf(m[1]);
			const sentence = sentenceAround(text, m.index, m.index + m[0].length);
			const clip = written
				.slice(clipFrom, Math.min(sentence.end, m.index + m[0].length + 60))
				.trim();
			for (const n of m[1].matchAll(NUMBERS)) {
				const start = listStart + n.index;
				const end = start + n[0].length;
				if (used.some(([s, e]) => start < e && s < end)) continue;
				const gain = { value: numberOf(n[0]), unit: 'pt', direction: 'up' } as const;
				claim({ ...gain, metric: null, benchmark: null, text: clip }, start, end);
			}
		}
		const lower = layoutOf(text).lower;
		const held = MULTIPLE_WORDS.filter((word) => lower.includes(word));
		for (const [re, value, literals] of held.length > 0 ? MULTIPLES : []) {
			if (!literals.some((word) => held.includes(word))) continue;
			for (const m of text.matchAll(re)) {
				// "eight times fewer parameters": a smaller model, not a claimed gain.
				if (NOT_A_GAIN.test(text.slice(m.index + m[0].length))) continue;
				// "3-fold" read already as a number with its unit.
				const end = m.index + m[0].length;
				if (isFoldOfParts(text, m.index, end)) continue;
				if (used.some(([s, e]) => m.index < e && s < end)) continue;
				const sentence = sentenceAround(text, m.index, m.index + m[0].length);
				const clip = text
					.slice(
						Math.max(sentence.start, m.index - 40),
						Math.min(sentence.end, m.index + m[0].length + 40)
					)
					.trim();
				// "reduces the error by two times", "cuts the time tenfold", "a tenfold decrease": no
				// comparative in the match, the verb before or the noun after says.
				const said =
					TIMES_WORD.test(m[0]) || isFoldWord(m[0])
						? `${nearestChangeVerb(text.slice(Math.max(sentence.start, m.index - 90), m.index))} ${text.slice(end, end + 30)}`
						: m[0];
				const direction = DOWN.test(said) ? 'down' : 'up';
				const metric = gainMetric(
					clauseBefore(text, sentence, m.index),
					clauseAfter(text, sentence, end, METRIC_REACH)
				);
				const gain = { value, unit: 'x', direction, metric, benchmark: null } as const;
				claim({ ...gain, text: clip }, m.index, m.index + m[0].length);
			}
		}
		for (const m of text.includes('half') ? text.matchAll(BY_HALF) : []) {
			const sentence = sentenceAround(text, m.index, m.index + m[0].length);
			const clip = text.slice(m.index, Math.min(sentence.end, m.index + m[0].length)).trim();
			const gain = {
				value: 50,
				unit: '%',
				direction: 'down',
				metric: null,
				benchmark: null
			} as const;
			claim({ ...gain, text: clip }, m.index, m.index + m[0].length);
		}
		// "by 15.3% and 9.1% on ALFWorld and WebShop, respectively": the pairing the text states.
		creditRespectively(text, gains, gains.length - used.length, used, hits);
		spans.set(field, used);
	}
	return { gains, mentions, spans };
}
