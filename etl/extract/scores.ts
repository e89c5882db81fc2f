import type { Mention, Score } from '../types.ts';
import type { Hit } from './dictionary.ts';
import { NUM, numberOf, PERCENT_UNIT, sentenceAround } from './quantities.ts';
import { CHANGE_NOUN } from './change-words.ts';
import { bareLevels } from './bare-levels.ts';
import {
	bareScores,
	CHANGE_OR_SETTING_AFTER,
	FUNCTION_WORDS,
	LEVEL_METRICS,
	REACHING_VERBS,
	SETTING_WORDS
} from './bare-scores.ts';
import { mention, type Source } from './sources.ts';
import { literalGuard } from './text-guard.ts';
import { withPlainMathNumbers } from './latex.ts';
import { creditRespectively } from './respectively.ts';

// "91%", "91\%", "78.57 percent".
// ("93,6 %" writes 93.6 with a decimal comma: its "6" is no value; "(82.1,85.3%)" lists two.)
const PERCENT = new RegExp(
	`(?<![\\p{L}\\p{N}.]|(?<![\\d.])\\d{1,3},)(${NUM})${PERCENT_UNIT}`,
	'gu'
);
const RAW_METRIC = new RegExp(
	`(?<![\\p{L}\\p{N}.])(${NUM})\\s?(mAP|BLEU|ROUGE-?L?|Elo|AP|EM)(?![\\p{L}])`,
	'gu'
);
/** Every match of RAW_METRIC holds one of these ("mAP" holds "AP"). */
const HAS_RAW_METRIC = literalGuard(['AP', 'EM', 'Elo', 'BLEU', 'ROUGE']);
// "a task fulfillment rate of 74.59%", "an error rate of 20 percent": the rate of an outcome is a
// level; not one that is a setting ("a compression rate of 50%", "at a false positive rate of 1%").
// ("resolves 41.6% of issues": what is solved right before the value is a level too.)
const OUTCOME_RATE_OF = String.raw`(?<!\bat\s+an?\s+(?:[\w-]+\s+){0,2})\b(?:success|pass|solve|resolve|error|hit|hallucination|refusal|acceptance|completion|fulfil+ment|detection|recognition|false positive|false negative|true positive|false alarm|miss|collision|crash|failure|violation|risk|win)\s+rates?\s+of\b`;
const LEVEL = new RegExp(
	String.raw`(?:${REACHING_VERBS}|record|perform|\b(?:re)?solv(?:e|es)\s+(?:over\s+|about\s+|nearly\s+|up to\s+)?$|set|accuracy|win rate|win-rate|success rate|pass@|surpass|approach|match|from\b|${OUTCOME_RATE_OF})`,
	'i'
);
// The metric named after a level ("92% accuracy", "94% functional accuracy": one word may say which
// accuracy). A change or a setting after it ("1% accuracy loss", "a 2.1% accuracy gap"), or a word
// that makes it a setting or another level's share ("90% target accuracy", "99% baseline
// accuracy"), says the number is no level at all.
const METRIC_AFTER = new RegExp(
	String.raw`^\s*(?:(?:mean|average|overall|top-1|exact-match|length-controlled|LC)\s+)*(?:(?!(?:${FUNCTION_WORDS}|to|relative|absolute|higher|lower|more|less|better|worse|greater|than|vs|versus|while|but)\b)([a-z][a-z-]*)\s+)?(accuracy|win rate|win-rate|success rate|pass@\d+|pass rate|solve rate|F1|exact match|preference accuracy|correlation)\b`,
	'i'
);
const NOT_OF_A_LEVEL = new RegExp(
	String.raw`^(?:${SETTING_WORDS}|baseline|original|full-precision|dense|reference|teacher)$`,
	'i'
);
/** The metric named right after a number, null if none, or 'no level' when it says the number is
 * none. */
function metricNamedAfter(after: string): string | null | 'no level' {
	const m = METRIC_AFTER.exec(after);
	if (!m) return null;
	const [whole, word, metric] = m;
	if (word && NOT_OF_A_LEVEL.test(word)) return 'no level';
	return CHANGE_OR_SETTING_AFTER.test(after.slice(whole.length)) ? 'no level' : metric;
}
// The metric a level is of, with the word that says which score it is ("F1-score", "AUC score",
// "a RewardBench score of").
const METRIC_BEFORE = new RegExp(
	String.raw`((?:(?<![\p{L}\d@^$-])(?!(?:a|an|the|with|of|and|in|its|their|our)\s|(?:${REACHING_VERBS})\w*\s)[\p{L}\d@^$-]+[ -])?${LEVEL_METRICS})\s*(?:of\s+|=\s*)?$`,
	'iu'
);
// A percentage right before or after "vs." and another percentage.
// (Not a pair of changes or shares: "a 19% vs. 20% drop", "10% vs 30% of the compute".)
const PAIRED_AS_CHANGE = String.raw`\s*(?:of\b|${CHANGE_NOUN}\b|drops?\b|loss\b|gaps?\b)`;
const VERSUS_AFTER = new RegExp(
	String.raw`^\s*(?:vs\.?|versus)\s*\$?\d[\d.]*\s?\\?%(?!${PAIRED_AS_CHANGE})`
);
const VERSUS_BEFORE = /\d\s?\\?%\$?\s*(?:vs\.?|versus)\s*$/;
const PAIRED_CHANGE_AFTER = new RegExp(`^${PAIRED_AS_CHANGE}`);
// What may stand between two levels of one list: its benchmarks, then a comma or "and".
const LIST_GAP = /^[^.;:()%]{0,60}(?:,\s*(?:and\s+)?|\s+and\s+)$/;
// "(65% to 72% from 100 to 300 items)": a level that rises or falls to another, bracketed or not.
const LEVEL_TO_LEVEL = /^\s+to\s+$/;
const CHANGE_IN_METRIC = new RegExp(
	String.raw`\b(?:${CHANGE_NOUN}|drops?|loss(?:es)?|declines?|changes?|differences?)\s+in\s+(?:[\w-]+\s+)?${LEVEL_METRICS}\s*(?:of\s+|=\s*)$`,
	'i'
);
// A share of the data or of a resource ("of training time", "of the total memory"), not a result
// ("85.2% cost-sensitive accuracy", "97% memory utilization" are).
const DATA_FRACTION =
	/^\s*(?:(?:of\s+(?:the\s+)?)?(?:data|training data|labels?|samples|the data|annotations?|parameters|tokens|compute)|of\s+(?:the\s+)?(?:total\s+)?(?:(?:training|inference|wall-clock|running|computation)\s+time|cost|memory|energy|FLOPs|latency)\b(?![-‑]))/i;
// "± 1.87%", "+- 1.1%", "(SD 1.1%)" are spreads; "a 95% CI", "95% confidence" a level of
// confidence and "(95% CI: 86.0%–90.2%)" its bounds: none is a result.
const SPREAD_BEFORE = /(?:±|\+\/[-−]|\+-|\\pm|\bSD\s*=?)\s*\$?\s*$/;
const CONFIDENCE_AFTER = /^\s*(?:CIs?\b|confidence\b|credible\b)/i;
const CONFIDENCE_BOUNDS_BEFORE =
	/\b(?:CI|confidence interval)\s*[:=]?\s*(?:[\d.]+\s*\\?%?\s*[–-]\s*)?$/i;

/** Absolute results: percentages (and a few raw metrics) that are not claimed gains. */
export function extractScores(
	sources: Source[],
	found: {
		benchmarks: Map<string, Hit[]>;
		models: Map<string, Hit[]>;
		/** Spans read as gains, per field: never also a score. */
		gains: Map<string, [number, number][]>;
	}
): { scores: Score[]; mentions: Mention[] } {
	const scores: Score[] = [];
	const mentions: Mention[] = [];
	for (const { field, text: written } of sources) {
		if (field === 'title') continue;
		// Read with numbers in math mode unwrapped ("$0.73$"); quote the text as written.
		const text = withPlainMathNumbers(written);
		const used = found.gains.get(field) ?? [];
		const benchmarks = found.benchmarks.get(field) ?? [];
		const models = found.models.get(field) ?? [];
		// Most abstracts hold no percent sign and none of the raw metrics: nothing to scan for.
		const candidates: {
			raw: string;
			start: number;
			end: number;
			unit: '%' | null;
			metric: string | null;
		}[] = [
			...[...(text.includes('%') || text.includes('percent') ? text.matchAll(PERCENT) : [])].map(
				(m) => ({
					raw: m[1],
					start: m.index,
					end: m.index + m[0].length,
					unit: '%' as const,
					metric: null
				})
			),
			...[...bareLevels(text), ...bareScores(text, benchmarks)].map((level) => ({
				...level,
				unit: null,
				metric: level.metric ?? null
			})),
			...[...(HAS_RAW_METRIC(text) ? text.matchAll(RAW_METRIC) : [])].map((m) => ({
				raw: m[1],
				start: m.index,
				end: m.index + m[0].length,
				unit: null,
				metric: m[2]
			}))
		];
		const read = new Set<number>();
		/** Where each score of this text was read, in the order they are kept. */
		const kept: [number, number][] = [];
		// In text order, so that a list continues from the score before it.
		candidates.sort((a, b) => a.start - b.start);
		let lastScoreEnd = -1;
		/** Where the last level kept ends, bracketed or not. */
		let lastLevelEnd = -1;
		for (const { raw, start, end, unit, metric: rawMetric } of candidates) {
			if (used.some(([s, e]) => start < e && s < end)) continue;
			// "a score of 85.15 on RewardBench": read by two shapes, one score.
			if (read.has(start)) continue;
			read.add(start);
			const after = text.slice(end, end + 50);
			const metricAfter = metricNamedAfter(after);
			if (metricAfter === 'no level') continue;
			const lead = text.slice(Math.max(0, start - 21), start);
			if (
				DATA_FRACTION.test(after) ||
				CONFIDENCE_AFTER.test(after) ||
				SPREAD_BEFORE.test(text.slice(Math.max(0, start - 8), start)) ||
				CONFIDENCE_BOUNDS_BEFORE.test(text.slice(Math.max(0, start - 30), start)) ||
				// "with 10% of the labels" is a setting; "with 94% functional accuracy" a level, and so is
				// what a level read just before is "compared with" ("… by 5%, compared with 2% for
				// fine-tuning" compares gains).
				(!metricAfter &&
					/\bwith (?:just |only )?$/i.test(lead) &&
					!(
						/\bcompared with $/i.test(lead) &&
						lastLevelEnd >= sentenceAround(text, start, end).start
					))
			)
				continue;
			const sentence = sentenceAround(text, start, end);
			const before = text.slice(Math.max(sentence.start, start - 80), start);
			// "(69.0% vs. 86.7%)", "(76.1 percent vs. LSTM-GLOVE's 64.1 percent)": the level a value
			// is set against is a level too.
			const inParens =
				/\(\s*(?:[\d.]+\s*[BM]\s*,\s*)?$/.test(before) ||
				/\(\s*[\d.]+\s?(?:\\?%|percent)\s*(?:vs\.?|versus)\s*(?:[\p{L}\p{N}-]+['’]s\s+)?$/u.test(
					before
				);
			// "JEEBench: 80% vs. 68.3%", "19% vs. 20%": two percentages set against each other are
			// two levels, bracketed or not.
			const versus =
				unit === '%' &&
				(VERSUS_AFTER.test(text.slice(end, end + 40)) ||
					(VERSUS_BEFORE.test(before) && !PAIRED_CHANGE_AFTER.test(after)));
			const metricBefore = METRIC_BEFORE.exec(before)?.[1] ?? null;
			// "achieves 77.5 on AIME, 96.2 on MATH 500, …, 74.9 on MathVista": a list of levels.
			// (What stands between this value and one before it in its sentence, at most 80 characters:
			// a list item is never far from the one before.)
			const gap = (from: number) =>
				from >= sentence.start && start - from <= 80 ? text.slice(from, start) : null;
			const listGap = gap(lastScoreEnd);
			const levelGap = gap(lastLevelEnd);
			const continuesList =
				(listGap !== null && LIST_GAP.test(listGap)) ||
				(levelGap !== null && LEVEL_TO_LEVEL.test(levelGap));
			// "an improvement in recall of 0.05", "a loss in precision of 0.02": a change, not a level.
			if (CHANGE_IN_METRIC.test(before)) continue;
			// "(F1 = 0.94)": a fraction named by its metric is a level whatever verb is near.
			const namedFraction = metricBefore !== null && unit === null && numberOf(raw) <= 1;
			if (
				!rawMetric &&
				!inParens &&
				!versus &&
				!metricAfter &&
				!namedFraction &&
				!continuesList &&
				!LEVEL.test(before)
			)
				continue;
			// A bracketed value ("ratios (10%, 20%, …)") may be a setting: no list continues from it.
			lastScoreEnd = inParens && !continuesList ? -1 : end;
			lastLevelEnd = end;
			const model =
				[...models].reverse().find((h) => h.end <= start && start - h.end <= 12)?.name ?? null;
			const benchmark =
				benchmarks.find((b) => b.start >= end && b.start - end <= 60 && b.end <= sentence.end)
					?.name ??
				[...benchmarks].reverse().find((b) => b.end <= start && b.start >= sentence.start)?.name ??
				null;
			const clip = written
				.slice(Math.max(sentence.start, start - 40), Math.min(sentence.end, end + 40))
				.trim();
			scores.push({
				value: numberOf(raw),
				unit,
				metric: rawMetric ?? metricAfter ?? metricBefore,
				benchmark,
				model,
				text: clip
			});
			mentions.push(mention('score', written.slice(start, end), field, start, end));
			kept.push([start, end]);
		}
		// "43.3% and 88.1% on AIME 2024 and MATH-500, respectively": the pairing the text states.
		creditRespectively(text, scores, scores.length - kept.length, kept, benchmarks);
	}
	return { scores, mentions };
}
