// "scores on RULER-QA from 73.17 to 88.90", "the F1 score from 0.39 to 0.73": two bare levels of a
// named metric, before and after. Not a scale ("Likert scores from 1 to 5", "a score (from 0.1 to
// 1)"), a count ("from 100 to 300 training items"), years, or a value a function returns.
import { NO_UNIT_AFTER, NUM } from './quantities.ts';

export interface BareLevel {
	/** The number as written. */
	raw: string;
	start: number;
	end: number;
	/** The metric the shape that read it names, when it names one ("average accuracy"). */
	metric?: string;
}

const FROM_TO_BARE = new RegExp(
	String.raw`\bfrom\s+(${NUM})\s+to\s+(${NUM})${NO_UNIT_AFTER}`,
	'gu'
);
// A metric named shortly before; "returns" only as the RL quantity ("average return").
const METRIC_BEFORE =
	/\b(?:scores?|accuracy|pass@\d+|success rates?|win rates?|F1|BLEU|ROUGE(?:-L)?|(?:average|mean|episodic|cumulative|episode) returns?|average)\b[^.;]{0,40}$/i;
const SCALE = /\b(?:scale|Likert|range|ranging|rated|between)\b/i;
const COUNTED_AFTER =
	/^\s+(?!(?:on|in|for|and|across|at|with|when|after|while|under|over|compared|respectively)\b)\p{L}/u;
const YEAR = /^(?:19|20)\d\d$/;
// "and on LongBench v2 ": a named benchmark ("and for horizons from 50 to 200" is a setting).
const COORDINATED_GAP = /^,?\s+and\s+(?:on|for|in)\s+(?:the\s+)?\p{Lu}[^.;,()]{0,38}\s+$/u;

export function bareLevels(text: string): BareLevel[] {
	if (!text.includes('from')) return [];
	const levels: BareLevel[] = [];
	let lastEnd = -1;
	for (const m of text.matchAll(FROM_TO_BARE)) {
		const before = text.slice(Math.max(0, m.index - 60), m.index);
		// "… from 73.17 to 88.90 and on LongBench v2 from 39.8 to 46.5": the same metric again.
		const coordinated =
			lastEnd >= 0 && m.index - lastEnd <= 60 && COORDINATED_GAP.test(text.slice(lastEnd, m.index));
		if (!(coordinated || METRIC_BEFORE.test(before)) || SCALE.test(before) || /\(\s*$/.test(before))
			continue;
		if (COUNTED_AFTER.test(text.slice(m.index + m[0].length))) continue;
		if (YEAR.test(m[1]) || YEAR.test(m[2])) continue;
		const first = m.index + m[0].indexOf(m[1], 4);
		const second = m.index + m[0].lastIndexOf(m[2]);
		levels.push({ raw: m[1], start: first, end: first + m[1].length });
		levels.push({ raw: m[2], start: second, end: second + m[2].length });
		lastEnd = second + m[2].length;
	}
	return levels;
}
