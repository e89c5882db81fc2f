import type { Mention, Score } from '../types.ts';
import type { Hit } from './dictionary.ts';
import { NUM, numberOf, sentenceAround } from './quantities.ts';
import { mention, type Source } from './sources.ts';

const PERCENT = new RegExp(`(?<![\\p{L}\\p{N}.])(${NUM})\\s?(?:\\\\%|%)`, 'gu');
const RAW_METRIC = new RegExp(
	`(?<![\\p{L}\\p{N}.])(${NUM})\\s?(mAP|BLEU|ROUGE-?L?|Elo|AP|EM)(?![\\p{L}])`,
	'gu'
);
// "scores on RULER-QA from 73.17 to 88.90": two bare levels of a named metric, before and after.
const FROM_TO_BARE = new RegExp(
	`\\bfrom\\s+(${NUM})\\s+to\\s+(${NUM})(?![\\p{L}\\p{N}%]|\\.\\d|\\s?(?:\\\\%|×|times|points?|pts?|pp)(?![\\p{L}]))`,
	'gu'
);
const SCORE_WORD_BEFORE =
	/\b(?:scores?|accuracy|pass@\d+|success rates?|win rates?|F1|BLEU|ROUGE(?:-L)?|returns?)\b[^.;]{0,40}$/i;
// "from 100 to 300 training items": counts of things, not levels.
const COUNTED_AFTER =
	/^\s+(?!(?:on|in|for|and|across|at|with|when|after|while|under|over|compared|respectively)\b)\p{L}/u;
const YEAR = /^(?:19|20)\d\d$/;
const LEVEL =
	/(?:achiev|attain|reach|obtain|scor|record|perform|set|deliver|yield|accuracy|win rate|win-rate|success rate|pass@|surpass|approach|match|from\b)/i;
const METRIC_AFTER =
	/^\s*(?:(?:mean|average|overall|top-1|exact-match|length-controlled|LC)\s+)*(accuracy|win rate|win-rate|success rate|pass@\d+|pass rate|solve rate|F1|exact match|preference accuracy|correlation)/i;
const METRIC_BEFORE = /(accuracy|win rate|success rate|pass@\d+|score|F1)\s+(?:of\s+)?$/i;
const DATA_FRACTION =
	/^\s*(?:of\s+(?:the\s+)?)?(?:data|training data|labels?|samples|the data|annotations?|parameters|tokens|compute)/i;

/** The two numbers of a "from A to B" match, each as a match of its own for the loop below. */
function bareLevels(m: RegExpMatchArray) {
	const second = m.index! + m[0].lastIndexOf(m[2]);
	const first = m.index! + m[0].indexOf(m[1], 4);
	return [
		{ m: levelMatch(m[1], first), unit: null, metric: null as string | null },
		{ m: levelMatch(m[2], second), unit: null, metric: null as string | null }
	];
}
const levelMatch = (value: string, index: number) =>
	Object.assign([value, value] as unknown as RegExpMatchArray, { index });

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
	for (const { field, text } of sources) {
		if (field === 'title') continue;
		const used = found.gains.get(field) ?? [];
		const benchmarks = found.benchmarks.get(field) ?? [];
		const models = found.models.get(field) ?? [];
		const candidates = [
			...[...text.matchAll(PERCENT)].map((m) => ({
				m,
				unit: '%' as const,
				metric: null as string | null
			})),
			...[...text.matchAll(FROM_TO_BARE)]
				.filter(
					(m) =>
						SCORE_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)) &&
						!COUNTED_AFTER.test(text.slice(m.index + m[0].length)) &&
						// "a reliability score (from 0.1 to 1)": the scale, not a result.
						!/\(\s*$/.test(text.slice(Math.max(0, m.index - 2), m.index)) &&
						!YEAR.test(m[1]) &&
						!YEAR.test(m[2])
				)
				.flatMap((m) => bareLevels(m)),
			...[...text.matchAll(RAW_METRIC)].map((m) => ({
				m,
				unit: null,
				metric: m[2] as string | null
			}))
		];
		for (const { m, unit, metric: rawMetric } of candidates) {
			const start = m.index;
			const end = start + m[0].length;
			if (used.some(([s, e]) => start < e && s < end)) continue;
			const after = text.slice(end, end + 50);
			if (
				DATA_FRACTION.test(after) ||
				/\bwith (?:just |only )?$/i.test(text.slice(Math.max(0, start - 12), start))
			)
				continue;
			const sentence = sentenceAround(text, start, end);
			const before = text.slice(Math.max(sentence.start, start - 80), start);
			// "(69.0% vs. 86.7%)": the level a value is set against is a level too.
			const inParens =
				/\(\s*(?:[\d.]+\s*[BM]\s*,\s*)?$/.test(before) ||
				/\(\s*[\d.]+\s?\\?%\s*(?:vs\.?|versus)\s*$/.test(before);
			const metricAfter = METRIC_AFTER.exec(after)?.[1] ?? null;
			const metricBefore = METRIC_BEFORE.exec(before)?.[1] ?? null;
			if (!rawMetric && !inParens && !metricAfter && !LEVEL.test(before)) continue;
			const model =
				[...models].reverse().find((h) => h.end <= start && start - h.end <= 12)?.name ?? null;
			const benchmark =
				benchmarks.find((b) => b.start >= end && b.start - end <= 60 && b.end <= sentence.end)
					?.name ??
				[...benchmarks].reverse().find((b) => b.end <= start && b.start >= sentence.start)?.name ??
				null;
			const clip = text
				.slice(Math.max(sentence.start, start - 40), Math.min(sentence.end, end + 40))
				.trim();
			scores.push({
				value: numberOf(m[1]),
				unit,
				metric: rawMetric ?? metricAfter ?? metricBefore,
				benchmark,
				model,
				text: clip
			});
			mentions.push(mention('score', m[0], field, start, end));
		}
	}
	return { scores, mentions };
}
