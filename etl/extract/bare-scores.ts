// "achieving a RewardBench score of 85.15", "77.5 on AIME, 96.2 on MATH 500": a result written
// as a bare number, named by its metric or by the benchmark it was reached on.
import type { Hit } from './dictionary.ts';
import type { BareLevel } from './bare-levels.ts';
import { NUM, sentenceAround } from './quantities.ts';

// Any unit after the number makes it something else (a percentage, a multiple, a gain in points).
// (Nor a range's first end or a decimal comma: "87-92%", "93,6 %".)
const NO_UNIT = String.raw`(?![\p{L}\p{N}%]|[.,\-–]\d|\s?(?:\\%|×|times|points?|pts?|pp|percent|-fold)(?![\p{L}]))`;
const SCORE_OF = new RegExp(
	String.raw`\b(?:score|accuracy|AUC(?:-ROC)?|F1)\s+of\s+(${NUM})${NO_UNIT}`,
	'gu'
);
const ON_BENCHMARK = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${NUM})${NO_UNIT}\s+on\s+`, 'gu');
// The sentence reaches the result: "achieves", "scores", "reaching", "obtains".
const REACHED = /\b(?:achiev|scor|reach|attain|obtain)\w*/i;

export function bareScores(text: string, benchmarks: Hit[]): BareLevel[] {
	const found: BareLevel[] = [];
	for (const m of text.includes(' of ') ? text.matchAll(SCORE_OF) : []) {
		const start = m.index + m[0].length - m[1].length;
		found.push({ raw: m[1], start, end: start + m[1].length });
	}
	for (const m of benchmarks.length > 0 ? text.matchAll(ON_BENCHMARK) : []) {
		const after = m.index + m[0].length;
		if (!benchmarks.some((b) => b.start === after)) continue;
		const sentence = sentenceAround(text, m.index, after);
		if (!REACHED.test(text.slice(sentence.start, m.index))) continue;
		found.push({ raw: m[1], start: m.index, end: m.index + m[1].length });
	}
	return found;
}
