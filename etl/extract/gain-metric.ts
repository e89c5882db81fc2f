// The metric a claimed gain is of, when its own clause names one: "improves average accuracy by
// 5%", "a 28% increase in win rate", "12% higher success rate", "success rate (+2.5%)". Most
// frames count only phrases that end in a measure's word ("on MATH", "over PPO" name no metric);
// where the frame itself says a measure follows ("a 4% increase in …", "reduces … by"), any
// lower-case noun phrase there is one ("wind farm power output", "migration downtime").
import { CHANGE_NOUN, CHANGE_STEMS, HEDGE } from './change-words.ts';

/** Words a measured quantity ends in (singular; a plural reads as its singular). */
const MEASURE_WORDS = [
	'accuracy',
	'performance',
	'rate',
	'score',
	'f1',
	'reward',
	'return',
	'throughput',
	'latency',
	'speed',
	'time',
	'cost',
	'memory',
	'usage',
	'token',
	'error',
	'loss',
	'perplexity',
	'efficiency',
	'precision',
	'recall',
	'mse',
	'rmse',
	'mae',
	'mape',
	'wer',
	'auc',
	'auroc',
	'bleu',
	'rouge',
	'map',
	'ndcg',
	'mrr',
	'ratio',
	'revenue',
	'profit',
	'energy',
	'consumption',
	'regret',
	'utility',
	'coverage',
	'diversity',
	'quality',
	'robustness',
	'length',
	'violation',
	'overhead',
	'step',
	'sample',
	'call',
	'iou',
	'fid'
];

/** A measure word, plural or not ("accuracies"), or a pass@k. */
const HEAD = String.raw`(?:pass@\d+|${MEASURE_WORDS.map((w) => (w.endsWith('y') ? `${w.slice(0, -1)}(?:y|ies)` : `${w}(?:e?s)?`)).join('|')})`;
/** Words that link a measure to the claim rather than name one ("without", "compared"), and the
 * participles that keep or give one up beside it ("maintaining comparable performance"). */
const LINKING_WORD = String.raw`(?:without|with|while|when|whereas|compared|across|over|under|at|as|after|before|per|via|through|than|and|or|but|for|in|on|to|from|by|of|despite|beyond|within|versus|vs\.?|in\s+exchange|(?:maintain|preserv|retain|keep|kept|sacrific|los|lost|compromis|match|giv|trad)\w*)`;
/** Words that never modify a measure: articles, quantifiers, the relative/absolute of a change. */
const NOT_MODIFIER = String.raw`(?:both|all|each|and|or|the|a|an|its|their|our|this|that|these|those|relative|absolute|with|by|of|in|on|to|for|from|than|over|across|up|less|fewer|more|same|first|half|only)`;
/** Up to two words before the head ("average success", "test-time sample"): not a small word, nor
 * a verb's -s or -ed form ("RLDP delivers perplexity", "improved accuracy"; a hyphen keeps one:
 * "length-controlled win rate"). */
const MODIFIER = String.raw`(?!${NOT_MODIFIER}\s)(?![\p{L}\p{N}@]*[^\s\p{P}s]s\s)(?![\p{L}]+ed\s)[\p{L}\p{N}@-]+\s+`;
const MODIFIERS = String.raw`(?:${MODIFIER}){0,2}`;
const PHRASE = String.raw`(?<![\p{L}\p{N}@-])(${MODIFIERS}${HEAD})(?![\p{L}\p{N}@-])`;

/** Words that say how much or how well, not what is measured ("average", "remarkable"). */
const NOT_WHAT = new Set([
	'average',
	'mean',
	'median',
	'overall',
	'remarkable',
	'notable',
	'significant',
	'substantial',
	'considerable',
	'impressive',
	'superior',
	'better',
	'improved',
	'additional',
	'further',
	'extra'
]);

/** Comparatives a value may stand before that say which way, not how many ("15% higher success
 * rate"); with "more", "less" and "fewer", every comparative. */
const DIRECTED_COMPARATIVE = String.raw`(?:higher|lower|better|greater|smaller|larger|shorter|longer)`;
const COMPARATIVE_WORD = String.raw`(?:${DIRECTED_COMPARATIVE}|more|less|fewer)`;

// Open frames. Their regular expressions have no i flag: a capitalised word is a name ("Atari
// games", "MuJoCo locomotion"), an all-capitals one an acronym that may qualify a measure ("CPU
// overutilization").

/** A score at a rank, whatever its name ("recall@1", "HitRatio@10"). */
const RANKED_SCORE = String.raw`[\p{L}][\p{L}\p{N}]*@\d+`;
/** Words that join or end a clause: no measure's name holds one. */
const CLAUSE_WORD = String.raw`(?:than|while|when|where|which|whereas|but|if|compared|respectively|at|per|under|during|without|among|between|against|as|via|using|upon|due|how|what|whether|is|are|was|were|be|been|has|have|had|even|still|also|again|down|out|off)`;
/** Last words that name no measure where one is expected: what a claim is over or in (a setting,
 * a kind of thing), idioms ("in practice", "in turn"), amounts and how much or how well. */
const NOT_MEASURE_HEAD = String.raw`(?:${NOT_MODIFIER}|${CLAUSE_WORD}|${[...NOT_WHAT].join('|')}|it|them|one|ones|baselines?|environments?|tasks?|settings?|benchmarks?|datasets?|domains?|scenarios?|cases?|shots?|(?:macro-|micro-)average|models?|methods?|approach(?:es)?|polic(?:y|ies)|agents?|systems?|frameworks?|algorithms?|llms?|networks?|pipelines?|techniques?|solutions?|variants?|versions?|teachers?|students?|base|results?|things?|work|state|art|bar|best|state-of-the-art|sota|margins?|points?|percent|percentage|times|consistent|marginal|slight|large|small|number|amount|proportion|fraction|share|terms|respect|comparison|contrast|addition|total|order|annual|practice|general|particular|summary|turn|aggregate|spite|presence|absence|simulations?|deployments?|inference|tests?|evaluations?|experiments?|trials?|stud(?:y|ies)|regimes?|humans?|reality|world|downstream|upstream|${COMPARATIVE_WORD}|${CHANGE_NOUN}|modest|dramatic|net|huge|massive|clear|strong|solid|steady|noticeable|measurable|meaningful|(?:translate|make|come|yield|lead|result|remain|show|enable|allow|give|bring|mean|suggest|indicate|reflect|correspond|amount|represent|occur|hold|stay|exceed|surpass|outperform|achieve|provide|help)s)`;
/** A measure's last word where the frame says a measure follows: a lower-case noun (no -ing, -ed
 * or -ly word, nor an adjective's usual ending: -ible, -able, -ous, -ful, -ual, -ive, nor a
 * hyphenated qualifier: zero-shot, out-of-domain, year-over-year) or a ranked score ("recall@1",
 * "HitRatio@10"). */
const OPEN_HEAD = String.raw`(?:(?!${NOT_MEASURE_HEAD}(?![\p{L}\p{N}@-]))(?![a-z-]+(?:ing|ed|ly|ible|able|ous|ful|ual|ive|-shot|-domain|-distribution|-year)(?![\p{L}\p{N}@-]))[a-z][a-z0-9]+(?:-[a-z0-9]+)*|${RANKED_SCORE})`;
/** Up to three words before it, lower-case or an acronym: no small or clause word, comparative,
 * verb's -s form, or -ed, -ing or -ly word ("IR instruction count", "wind farm power output"). */
const OPEN_MODIFIER = String.raw`(?!(?:${NOT_MODIFIER}|${CLAUSE_WORD}|${COMPARATIVE_WORD})\s)(?![\p{L}\p{N}@]*[^\s\p{P}s]s\s)(?![\p{L}-]+(?:ed|ing|ly)\s)(?:[a-z0-9][a-z0-9@-]*|[A-Z0-9]{2,}(?:-[A-Za-z0-9]+)*)\s+`;
const OPEN_PHRASE = String.raw`(?<![\p{L}\p{N}@-])((?:${OPEN_MODIFIER}){0,3}${OPEN_HEAD})(?![\p{L}\p{N}@-])`;
/** Where an open measure's name ends: punctuation, the clause's end or a small word, not another
 * word of the phrase ("in diverse environments requiring" names no measure "diverse"). */
const OPEN_END = String.raw`(?=\s*(?:[^\p{L}\p{N}\s]|$|(?:${NOT_MODIFIER}|${CLAUSE_WORD})(?![\p{L}\p{N}@-])))`;
/** "the number of effective steps": what is counted is the measure. */
const COUNT_OF = String.raw`(?:(?:the\s+)?(?:number|amount)\s+of\s+)?`;

/** Words that end what "fewer" or "less" counts: "fewer collisions under the same budget". */
const COUNT_ENDS = String.raw`(?:than|of|the|on|in|for|to|with|per|at|under|during|overall|relative|compared|across|without|while|and|or|as|by|from|over|likely|often)\b`;
/** A counted word: not one that ends the count, nor an adverb ("less often", "fewer overall"). */
const COUNTED_WORD = String.raw`(?!${COUNT_ENDS})(?![\p{L}]+ly\b)[\p{L}][\p{L}\p{N}@-]*`;
/** What "fewer" or "less" counts, whatever it is ("3x fewer attempts", "less data"). */
const COUNTED = String.raw`(${COUNTED_WORD}(?:\s+${COUNTED_WORD}){0,2})`;
/** A noun of change, with those that name one only before "in" ("a 5% rise in"). */
const CHANGE_IN = String.raw`(?:${CHANGE_NOUN}|drops?|declines?|rises?|growth|enhancements?|uplifts?|savings?)`;
/** The same but speed-ups, whose qualifier names no measure of its own ("3x inference speedup",
 * "7x speedup in runtime" are speeds). */
const OPEN_CHANGE_IN = String.raw`(?!speed-?ups?)${CHANGE_IN}`;
/** Nouns of a quantity's change: what is "in" them is measured ("a 4% increase in power output"),
 * where an improvement or a gain is as often in a task or a setting ("in code generation"). */
const QUANTITY_CHANGE = String.raw`(?:increases?|reductions?|decreases?|drops?|declines?|rises?|growth|savings?)`;

/** The value's unit and how it is qualified, before a noun of change ("% relative increase"). */
const CHANGE_LEAD = String.raw`^\s*(?:\\?%|x|×|-?fold|points?|pp|percentage\s+points?)?\s*(?:(?:relative|absolute|average|overall|total|median)\s+)?`;
/** After the value: "% increase in win rate", "x improvement of the throughput", "% improvement
 * to throughput". */
const CHANGE_IN_AFTER = new RegExp(
	String.raw`${CHANGE_LEAD}${CHANGE_IN}\s+(?:in|of|on|to)\s+(?:the\s+|its\s+|their\s+)?${PHRASE}`,
	'iu'
);
/** After the value, any measure: "% increase in power output", "x improvement of recall@1". (Two
 * groups: the phrase after a quantity's change, or the ranked score after any change.) */
const OPEN_CHANGE_IN_AFTER = new RegExp(
	String.raw`${CHANGE_LEAD}(?:${QUANTITY_CHANGE}\s+(?:in|of)\s+(?:the\s+|its\s+|their\s+)?${COUNT_OF}${OPEN_PHRASE}|${OPEN_CHANGE_IN}\s+(?:in|of)\s+(?:the\s+)?(${RANKED_SCORE}))${OPEN_END}`,
	'u'
);
/** The value's unit, before a comparative ("% higher", "x lower"). */
const VALUE_UNIT = String.raw`^\s*(?:\\?%|x|×|-?fold|points?|pp)?\s*`;
/** After the value: "% higher success rate", "x lower latency". */
const COMPARATIVE_AFTER = new RegExp(
	String.raw`${VALUE_UNIT}${COMPARATIVE_WORD}\s+${PHRASE}`,
	'iu'
);
/** After the value, any measure: "% lower tail risk". */
const OPEN_COMPARATIVE_AFTER = new RegExp(
	String.raw`${VALUE_UNIT}${DIRECTED_COMPARATIVE}\s+${OPEN_PHRASE}${OPEN_END}`,
	'u'
);
/** After the value, what "more" counts, in the plural ("2x more players"): "10% more accurate"
 * says how, not what. (The look-behind: the phrase ends in an -s that is no -ss, -us or -is.) */
const OPEN_MORE_AFTER = new RegExp(
	String.raw`${VALUE_UNIT}more\s+${OPEN_PHRASE}(?<=[^\Wsui]s)${OPEN_END}`,
	'u'
);
/** After the value: "x fewer GPU hours", "% less data". */
const FEWER_AFTER = new RegExp(
	String.raw`^\s*(?:\\?%|x|×|-?fold|times)?\s*(?:fewer|less)\s+${COUNTED}`,
	'iu'
);
/** The value's unit and a relative or absolute, before a measure and its noun of change. */
const BEFORE_CHANGE_NOUN = String.raw`^\s*(?:\\?%|x|×|-?fold)?\s*(?:(?:relative|absolute)\s+)?`;
/** After the value: "% performance improvement", "x end-to-end training time reduction". */
const NOUN_CHANGE_AFTER = new RegExp(
	String.raw`${BEFORE_CHANGE_NOUN}${PHRASE}\s+${CHANGE_IN}`,
	'iu'
);
/** After the value, any measure: "% IR instruction count reduction". */
const OPEN_NOUN_CHANGE_AFTER = new RegExp(
	String.raw`${BEFORE_CHANGE_NOUN}${OPEN_PHRASE}\s+${OPEN_CHANGE_IN}(?![\p{L}\p{N}@-])`,
	'u'
);
/** After the value: "% in safety rate", "points in F1 score". */
const IN_AFTER = new RegExp(
	String.raw`^\s*(?:\\?%|points?|pp)?\s*\)?\s*in\s+(?:the\s+|its\s+|their\s+)?${PHRASE}`,
	'iu'
);
/** After the value, last: a measure right after it ("doubles performance", "by 5% accuracy",
 * "2x the throughput"); not one a linking word or a comparative puts aside ("by 6x without
 * sacrificing performance", "5x cheaper keeping accuracy"), nor a loss, which as often names
 * what fell ("4% accuracy loss"). */
const MEASURE_AFTER = new RegExp(
	String.raw`^\s*(?:\\?%|x|×|-?fold|points?|pp)?\s*(?:the\s+|its\s+|their\s+)?((?:(?!(?:${LINKING_WORD}|${COMPARATIVE_WORD})\s)${MODIFIER}){0,2}${HEAD})(?![\p{L}\p{N}@-])(?<!loss|losses)`,
	'iu'
);
/** After the value: "times the average reward of". */
const TIMES_THE_AFTER = new RegExp(String.raw`^\s*(?:times|x|×)\s+the\s+${PHRASE}`, 'iu');
/** Before the value: "average accuracy improvement of", "perplexity reductions of". */
const NOUN_CHANGE_BEFORE = new RegExp(
	String.raw`${PHRASE}\s+${CHANGE_IN}\s+(?:of\s+|by\s+)?${HEDGE}$`,
	'iu'
);
/** After the value: "x faster", "times speed up", "x end-to-end speedup": a speed. */
const FASTER_AFTER = new RegExp(
	String.raw`^\s*(?:\\?%|x|×|-?fold|times)?\s*(?:faster|slower|(?:(?!${LINKING_WORD}\s)[\w-]+\s+){0,2}speed[- ]?ups?)\b`,
	'i'
);
/** Before the value: "speedups of up to", "a speed-up of": a speed. */
const SPEEDUP_BEFORE = new RegExp(String.raw`\bspeed[- ]?ups?\s+(?:of\s+)?${HEDGE}$`, 'i');
/** A verb of change and what may stand before its measure; either case first ("Reducing …"), as
 * the open frame has no i flag. */
const CHANGE_VERB = String.raw`\b(?:${CHANGE_STEMS.map((s) => `[${s[0]}${s[0].toUpperCase()}]${s.slice(1)}`).join('|')})\w*\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:(?:model|agent|policy)['’]s\s+)?(?:(?:average|mean|median|overall)\s+)?`;
/** Between the measure and "by": whose it is ("of the small model"), what it is set against
 * ("over the Zero-RL baseline"), or its acronym ("(LER)"). */
const OF_WHAT_BY = String.raw`(?:\s+(?:of|over|against|compared\s+(?:to|with)|relative\s+to)\s+(?:[\p{L}\p{N}.-]+\s+){1,5}|\s*\([\p{Lu}\p{N}-]{2,8}\)\s+|\s+\(?)by\s+${HEDGE}$`;
/** Before the value: "improves average accuracy by up to", "reduces the latency by". */
const VERB_BY_BEFORE = new RegExp(CHANGE_VERB + PHRASE + OF_WHAT_BY, 'iu');
/** Before the value, any measure: "reduces transmit power by over", "raises the number of
 * effective steps by". */
const OPEN_VERB_BY_BEFORE = new RegExp(CHANGE_VERB + COUNT_OF + OPEN_PHRASE + OF_WHAT_BY, 'u');
/** Before the value: "accuracy improves by", "success rate increased by up to". */
const SUBJECT_BEFORE = new RegExp(
	String.raw`${PHRASE}\s+(?:(?:is|are|was|were)\s+)?(?:improv|increas|reduc|decreas|ris|drop|grow|grew|fell|fall|climb|jump)\w*\s+(?:by\s+)?${HEDGE}$`,
	'iu'
);
/** Before the value: "success rate (+2.5%", "accuracy: +3". */
const NAMED_BEFORE = new RegExp(String.raw`${PHRASE}\s*(?:\(|:)\s*\+?\s*$`, 'iu');

/** Measure words that say little alone: the word before says which ("success rate", "training
 * time", "sample efficiency"). */
const NAMED_BY_MODIFIER = new Set([
	'rate',
	'score',
	'time',
	'usage',
	'efficiency',
	'call',
	'ratio',
	'length',
	'error',
	'cost',
	'step',
	'quality',
	'consumption',
	'overhead'
]);
const MEASURE = new Set(MEASURE_WORDS);
/** A score's own name, which the word after only qualifies ("F1 score", "pass@1 accuracy"). */
const SCORE_NAME = /^(?:f1|auc|auroc|bleu|rouge(?:-\w+)?|map|ndcg|mrr|iou|fid|pass@\d+)$/;

/** "Success Rates" → "success rate", "bias" stays: the last word singular. */
function singular(word: string): string {
	if (/(?:ss|x)es$/.test(word)) return word.slice(0, -2);
	if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
	if (/[^suia]s$/.test(word) && word.length > 3) return word.slice(0, -1);
	return word;
}

/**
 * A metric as the charts group it: lower case, singular, and only as specific as comparing needs.
 * "Average Accuracy" and "grounding accuracy" are accuracy; "F1 score" is F1; "pass@32
 * performance" and "average pass@1" are pass@k. A measure that says little alone keeps the words
 * before it: "attack success rate" and "false positive rate" are not "success rate" and "positive
 * rate". A phrase whose last word is no measure word ("fewer GPU hours") stays whole.
 */
export function metricName(phrase: string): string {
	// ("F1-score" is the F1 score.)
	const words = phrase
		.toLowerCase()
		.trim()
		.replace(/-(scores?)$/, ' $1')
		.split(/\s+/);
	words[words.length - 1] = singular(words[words.length - 1]);
	while (words.length > 1 && NOT_WHAT.has(words[0])) words.shift();
	const head = words[words.length - 1];
	if (/^pass@\d+$/.test(head)) return head;
	// "inference speedup", "average speed-up": a speed, as "2x faster" is.
	if (/^speed-?ups?$/.test(head)) return 'speed';
	if (!MEASURE.has(head)) return words.join(' ');
	const before = words[words.length - 2];
	if (before !== undefined && SCORE_NAME.test(before)) return before;
	return NAMED_BY_MODIFIER.has(head) ? words.join(' ') : head;
}

/**
 * The metric named in a claim's own clause, or null. `before` and `after` are the clause's text
 * before and after the value (the caller cuts them at clause breaks).
 */
export function gainMetric(before: string, after: string): string | null {
	// What the verb before the value changes wins: "improves accuracy by 5% in less time".
	// A frame that says a measure follows reads any lower-case noun there, after the known
	// measures ("a 4% increase in power output"); the others only know measures.
	const found =
		VERB_BY_BEFORE.exec(before)?.[1] ??
		OPEN_VERB_BY_BEFORE.exec(before)?.[1] ??
		SUBJECT_BEFORE.exec(before)?.[1] ??
		CHANGE_IN_AFTER.exec(after)?.[1] ??
		OPEN_CHANGE_IN_AFTER.exec(after)?.slice(1).find(Boolean) ??
		NOUN_CHANGE_AFTER.exec(after)?.[1] ??
		OPEN_NOUN_CHANGE_AFTER.exec(after)?.[1] ??
		COMPARATIVE_AFTER.exec(after)?.[1] ??
		OPEN_COMPARATIVE_AFTER.exec(after)?.[1] ??
		OPEN_MORE_AFTER.exec(after)?.[1] ??
		FEWER_AFTER.exec(after)?.[1] ??
		NOUN_CHANGE_BEFORE.exec(before)?.[1] ??
		NAMED_BEFORE.exec(before)?.[1] ??
		IN_AFTER.exec(after)?.[1] ??
		TIMES_THE_AFTER.exec(after)?.[1] ??
		(FASTER_AFTER.test(after) || SPEEDUP_BEFORE.test(before) ? 'speed' : null) ??
		MEASURE_AFTER.exec(after)?.[1];
	return found ? metricName(withoutLeadingSmallWords(found)) : null;
}

/** "the average accuracy" → "average accuracy": articles and pronouns the modifiers took. */
const withoutLeadingSmallWords = (phrase: string) =>
	phrase.replace(/^(?:(?:the|a|an|its|their|our|and|of|in|on|by|with|to|for)\s+)+/i, '');
