// "achieving a RewardBench score of 85.15", "77.5 on AIME, 96.2 on MATH 500": a result written
// as a bare number, named by its metric or by the benchmark it was reached on.
import type { Hit } from './dictionary.ts';
import type { BareLevel } from './bare-levels.ts';
import { cuedPattern, matchCued } from './cue-starts.ts';
import { NO_UNIT_AFTER, NUM, sentenceAround } from './quantities.ts';
import { literalGuard } from './text-guard.ts';

/** The metrics a level is named by, written before it ("an AUROC of 0.945", "F1 = 0.94"). */
// (Case-sensitive but for a capital first letter: a case-insensitive Unicode scan costs far more.)
// Errors and correlations are levels too ("an RMSE of 0.5 mm", "a mean absolute error of 5.1
// years", "R2 = 0.82"), as the dev gold records them.
export const LEVEL_METRICS = String.raw`(?:[Ss]core|[Aa]ccuracy|AUC(?:-ROC)?|AUROC|ROC-AUC|AUPRC|F1|[Pp]recision|[Rr]ecall|mIoU|IoU|Dice|BLEU|ROUGE(?:-L)?|[Ss]uccess rate|[Ww]in rate|[Pp]ass rate|[Pp]ass@\d+|[Ee]xact match|MAE|RMSE|MSE|[Mm]ean absolute error|[Rr]oot mean squared? error|[Mm]ean squared error|R2|R-squared|[Cc]orrelation|Sharpe ratio)`;
/** What each of LEVEL_METRICS opens with, in lower case (cues of cue-starts.ts). */
const LEVEL_METRIC_CUES = [
	'score',
	'accuracy',
	'auc',
	'auroc',
	'roc-auc',
	'auprc',
	'f1',
	'precision',
	'recall',
	'miou',
	'iou',
	'dice',
	'bleu',
	'rouge',
	'success rate',
	'win rate',
	'pass rate',
	'pass@',
	'exact match',
	'mae',
	'rmse',
	'mse',
	'mean absolute error',
	'root mean square',
	'mean squared error',
	'r2',
	'r-squared',
	'correlation',
	'sharpe ratio'
];
// "an AUROC of 0.945", "a recall of 0.9586", "F1 = 0.94", "BLEU = 0.41". Tried only where a
// metric starts: a scan from every position of the text cost more than any other rule here.
const SCORE_OF = cuedPattern(
	new RegExp(String.raw`\b${LEVEL_METRICS}\s*(?:of|=)\s*(${NUM})${NO_UNIT_AFTER}`, 'gu'),
	LEVEL_METRIC_CUES,
	{ caseless: true }
);
// "(0.55 vs 0.43 average accuracy)": two levels set against each other, their metric after.
// (Not "recall" of "recall-at-5": a metric with its cut-off is another one.)
const LEVEL_METRIC_AFTER = String.raw`((?:(?:average|mean|overall)\s+)?${LEVEL_METRICS})\b(?![-‑@])`;
const VERSUS_LEVELS = new RegExp(
	String.raw`(?<![\p{L}\p{N}.])(${NUM})\s*(?:vs\.?|versus)\s*(${NUM})${NO_UNIT_AFTER}\s+${LEVEL_METRIC_AFTER}`,
	'gu'
);
const HAS_VERSUS = literalGuard(['vs', 'versus']);
// "(AUROC 0.63)", "(ROC AUC: 0.73)", "(0.55 average accuracy for both)": a level in brackets
// with its metric, before or after it.
// (A function word before the metric is no part of it: "(with AUROC 0.91)".)
export const FUNCTION_WORDS = 'with|and|or|at|of|on|in|for|by|the|an?';
const FUNCTION_WORD = String.raw`(?:${FUNCTION_WORDS})\s`;
const BRACKETED_LEVEL = new RegExp(
	String.raw`\(\s*(?:(?:${FUNCTION_WORD}\s*)?((?:(?!${FUNCTION_WORD})[\p{L}-]+\s+)?${LEVEL_METRICS})\s*:?\s+(${NUM})${NO_UNIT_AFTER}\s*[,;)]|(${NUM})${NO_UNIT_AFTER}\s+${LEVEL_METRIC_AFTER})`,
	'gu'
);
// Where the metric is a setting or a change, the number is no level: "(minimum accuracy 0.8)",
// "(chance AUROC 0.5)", "(Likert score 4)", "(0.1 accuracy drop)", "(0.5 score threshold)".
export const SETTING_WORDS = 'minimum|min|chance|random|target|threshold|required|desired|Likert';
const SETTING_METRIC = new RegExp(String.raw`^(?:${SETTING_WORDS})\s`, 'i');
// "average\naccuracy": a metric reads the same across a line break.
const metricOf = (written: string) => written.replace(/\s+/g, ' ');
export const CHANGE_OR_SETTING_AFTER =
	/^\s+(?:drops?|gaps?|differences?|decreases?|increases?|improvements?|gains?|reductions?|changes?|loss(?:es)?|degradations?|thresholds?|cut-?offs?|margins?)\b/i;
// Not a threshold, a setting or a quantity in other units: "a recall of 0.8 or higher", "stops at
// a precision of 0.001", "a precision of 0.5 bits".
const THRESHOLD_AFTER =
	/^\s*(?:or\s+(?:higher|above|more|better|lower|below|less)|bits?|bytes?|digits?)\b/i;
const SET_TO_BEFORE = /\b(?:at|to)\s+(?:an?\s+)?(?:[\w-]+\s+)?$/i;
// "39.7 recall-at-5 on X", "62.0 pass@5 on X": the level may name a metric with its cut-off, and
// the cut-off ("@5", "-at-5", "top-5") is no level.
const CUT_OFF_METRIC = String.raw`(?:[Pp]ass|[Rr]ecall|[Tt]op|[Hh]its|R)(?:@|-at-|-)\d+(?:\s+(?:accuracy|score))?`;
const ON_BENCHMARK = new RegExp(
	String.raw`(?<![\p{L}\p{N}.,@])(?<!\p{L}-)(${NUM})${NO_UNIT_AFTER}(?:\s+${CUT_OFF_METRIC})?\s+on\s+`,
	'gu'
);
// Not a scale or a rule: "a Likert score of 4", "receives a score of 1 if correct".
const SCALE_BEFORE = /\b(?:Likert|scale|rated|rating|ratings)\b[^.;]{0,30}$/i;
const RULE_AFTER = /^\s+(?:if|when|otherwise|for each|per)\b/i;
// Not a count of the benchmark's items: "500 on AIME problems".
const ITEMS_AFTER =
	/^[\p{L}\p{N}\s.-]{0,20}?\b(?:problems?|questions?|tasks?|instances?|samples?|items?)\b/u;
/** The verbs that say a result was reached: "achieves", "scores", "reaching", "obtains",
 * "yielding" (scores.ts reads levels by them too). */
export const REACHING_VERBS = 'achiev|attain|reach|obtain|scor|deliver|yield';
const REACHED = new RegExp(String.raw`\b(?:${REACHING_VERBS})\w*`, 'i');
// "a consistency score of 4.31 out of 5, compared with 3.67 for the SFT baseline": the level of
// what a score is set against, right after it.
const SET_AGAINST_AFTER = new RegExp(
	String.raw`^(?:\s+out\s+of\s+${NUM})?\s*,?\s*(?:compared\s+(?:with|to)|versus|vs\.?)\s+(${NUM})${NO_UNIT_AFTER}\s+(?:for|of|by)\s`,
	'u'
);

export function bareScores(text: string, benchmarks: Hit[]): BareLevel[] {
	const found: BareLevel[] = [];
	for (const m of matchCued(text, SCORE_OF)) {
		const start = m.index + m[0].length - m[1].length;
		const end = start + m[1].length;
		if (SCALE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
		if (RULE_AFTER.test(text.slice(end, end + 16))) continue;
		if (THRESHOLD_AFTER.test(text.slice(end, end + 16))) continue;
		if (SET_TO_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
		found.push({ raw: m[1], start, end });
		const against = SET_AGAINST_AFTER.exec(text.slice(end, end + 60));
		if (against) {
			const at = end + against[0].lastIndexOf(against[1]);
			found.push({ raw: against[1], start: at, end: at + against[1].length });
		}
	}
	/** A metric named before its number is no setting; one named after it is not changed by the
	 * noun after it ("accuracy drop"). */
	const namesLevel = (metric: string, metricEnd: number | null) =>
		!SETTING_METRIC.test(metric) &&
		(metricEnd === null || !CHANGE_OR_SETTING_AFTER.test(text.slice(metricEnd, metricEnd + 16)));
	for (const m of HAS_VERSUS(text) ? text.matchAll(VERSUS_LEVELS) : []) {
		const [whole, first, second, written] = m;
		if (!namesLevel(written, m.index + whole.length)) continue;
		const metric = metricOf(written);
		const secondAt = m.index + whole.indexOf(second, first.length);
		found.push({ raw: first, start: m.index, end: m.index + first.length, metric });
		found.push({ raw: second, start: secondAt, end: secondAt + second.length, metric });
	}
	for (const m of text.includes('(') ? text.matchAll(BRACKETED_LEVEL) : []) {
		const [whole, metricBefore, before, after, metricAfter] = m;
		const written = metricBefore ?? metricAfter;
		if (!namesLevel(written, metricBefore ? null : m.index + whole.length)) continue;
		const metric = metricOf(written);
		const raw = before ?? after;
		const start = m.index + (before ? whole.lastIndexOf(raw) : whole.indexOf(raw));
		found.push({ raw, start, end: start + raw.length, metric });
	}
	for (const m of benchmarks.length > 0 ? text.matchAll(ON_BENCHMARK) : []) {
		const after = m.index + m[0].length;
		const benchmark = benchmarks.find((b) => b.start === after);
		if (!benchmark || ITEMS_AFTER.test(text.slice(benchmark.end, benchmark.end + 30))) continue;
		const sentence = sentenceAround(text, m.index, after);
		if (!REACHED.test(text.slice(sentence.start, m.index))) continue;
		found.push({ raw: m[1], start: m.index, end: m.index + m[1].length });
	}
	return found;
}
