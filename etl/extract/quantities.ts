// Numbers with units as claims are written: "12.5%", "12.5\%", "+3 points", "4.1x", "2×", "3 times".
import { isAbbreviationDot } from './abbreviations.ts';

// "3,528x", "10,000 times": thousands separators belong to the number.
export const NUM = '(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';

/** The value of a number as NUM reads it ("3,528" → 3528). */
export const numberOf = (raw: string): number => Number(raw.replaceAll(',', ''));
// "12.5%", "12.5\%" (LaTeX), "78.57 percent" (not "percentage", not "the 96.3 percentile").
export const PERCENT_UNIT = '(?:\\s?%|\\s?\\\\%|\\s?percent(?!age|ile))';
// "7.2-point gain", "a 3-percentage-point drop": a hyphen may join the number to its unit;
// "by 1.6 average points": a word may sit between them.
const POINTS =
	'(?:[\\s-]?(?:(?:average|absolute|accuracy)\\s+)?(?:percentage[\\s-]points?|points?|pts?|pp)(?![\\p{L}]))';
// "2×", "3 times", "\\(\\times\\)", "$1.8 \\times$" (math, not "$2.7 \\times 10^{-4}$" or "$64\\times64$"), "3.5-fold".
const TIMES =
	'(?:\\s?(?:×|x|X|times)(?![\\p{L}\\p{N}])|\\s?\\\\\\(\\\\times\\\\\\)|\\s?\\\\times(?![\\p{L}]|\\s*\\{?\\d)|-fold(?![\\p{L}]))';
// Scores whose own points a difference may be given in.
const SCORE_UNIT = 'F1(?:-score)?|BLEU|ROUGE(?:-L)?';
// "outperforms the previous best by 3.9 F1-score": a difference in a metric's own points.
const METRIC_POINTS = `(?:\\s(?:${SCORE_UNIT})(?![\\p{L}\\p{N}-]))`;
// The measure a quantity's unit names, at its end: "8.68 accuracy points", "3.9 F1-score", "+4.1
// BLEU points".
const UNIT_MEASURE = new RegExp(
	`\\b(accuracy|${SCORE_UNIT})(?:\\s+(?:percentage[\\s-])?(?:points?|pts?|pp))?$`,
	'i'
);
export const UNIT = `(?:${PERCENT_UNIT}|${POINTS}|${TIMES}|${METRIC_POINTS})`;
const IS_METRIC_POINTS = new RegExp(`^${METRIC_POINTS}$`, 'u');
/** After a bare number: no unit (a percentage, a multiple, points), no range's second end and
 * no decimal comma ("87-92%", "93,6 %"), so the number stands alone. */
export const NO_UNIT_AFTER = String.raw`(?![\p{L}\p{N}%]|[.,\-–]\d|\s?(?:\\%|×|times|points?|pts?|pp|percent|-fold)(?![\p{L}]))`;

export type Unit = '%' | 'pt' | 'x';

export function unitOf(raw: string): Unit {
	const u = raw.trim().replace(/^-/, '').toLowerCase();
	// Before percent: "percentage points" and "average points" are points.
	if (/\b(?:points?|pts?|pp|f1(?:-score)?|bleu|rouge(?:-l)?)$/.test(u)) return 'pt';
	if (u.includes('%') || u.startsWith('percent')) return '%';
	return 'x';
}

/** "1.35-2.05×", "11%-34%", "1.7x to 2x", "+7.9%", "$9.8$ times", "$26\\%$": one or two values
 * sharing the last unit (a number, or a number with its unit, may be typeset in LaTeX math). */
export const QUANTITY = new RegExp(
	`(?<![\\p{L}\\p{N}.])(?<!\\d,)\\+?\\$?(${NUM})\\$?(${UNIT})?(?:\\s?(?:--|-|–|—|~|to)\\s?\\+?\\$?(${NUM})\\$?)?(${UNIT})(?:\\$(?![\\p{L}\\p{N}]))?`,
	'gu'
);

// "a speedup of x17.7", "×3 faster": the multiplication sign written before the number. A letter x
// only with a decimal, or after a word of speed ("x86", "PCIe x16", "ResNet-x50" are names).
const TIMES_BEFORE =
	/(?<![\p{L}\p{N}.\-{}\\])(?:×\s?(\d+(?:\.\d+)?)|x(\d+\.\d+|\d{2,}))(?![\p{L}\p{N}%]|\.\d)/gu;
const HAS_TIMES_BEFORE = /×|x\d/;
const SPEED_BEFORE = /\b(?:speed-?ups?|faster|accelerat\w*|reach\w*|of|by|to)\s+(?:up to\s+)?$/i;

export interface Quantity {
	values: number[];
	unit: Unit;
	start: number;
	end: number;
	/** An explicit plus sign: "+11%". */
	plus: boolean;
	/** The measure its unit names ("accuracy" of "8.68 accuracy points", "F1-score" of "3.9
	 * F1-score"), if any. */
	measure?: string;
}

export function findQuantities(text: string): Quantity[] {
	const found: Quantity[] = [];
	for (const m of text.matchAll(QUANTITY)) {
		// "1.35-2.05×": the first unit may be omitted; a range needs both ends of one unit.
		if (m[2] && m[3] && unitOf(m[2]) !== unitOf(m[4])) continue;
		const values = [numberOf(m[1])];
		if (m[3]) values.push(numberOf(m[3]));
		// "42.0% F1-score", "8.1x ROUGE-L": a metric after a unit names what it measures.
		const metricAfterUnit = m[2] !== undefined && !m[3] && IS_METRIC_POINTS.test(m[4]);
		const written = metricAfterUnit ? m[0].slice(0, -m[4].length) : m[0];
		found.push({
			values,
			unit: unitOf(metricAfterUnit ? m[2] : m[4]),
			start: m.index,
			end: m.index + written.length,
			plus: m[0].startsWith('+'),
			measure: UNIT_MEASURE.exec(written)?.[1]
		});
	}
	if (HAS_TIMES_BEFORE.test(text)) {
		for (const m of text.matchAll(TIMES_BEFORE)) {
			const end = m.index + m[0].length;
			if (found.some((q) => q.start < end && m.index < q.end)) continue;
			const raw = m[1] ?? m[2];
			if (
				m[2] &&
				!raw.includes('.') &&
				!SPEED_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))
			)
				continue;
			found.push({ values: [numberOf(raw)], unit: 'x', start: m.index, end, plus: false });
		}
		found.sort((a, b) => a.start - b.start);
	}
	return found;
}

/** Where sentences may start and end in one text, found in one pass. */
interface SentenceStops {
	/** Indices of `.`, `;` or `!` followed by a space: a sentence starts two characters later. */
	starts: number[];
	/** Indices of `.`, `;` or `!` followed by whitespace or the end: a sentence ends there. */
	ends: number[];
}

function sentenceStops(text: string): SentenceStops {
	const starts: number[] = [];
	const ends: number[] = [];
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (c !== '.' && c !== ';' && c !== '!') continue;
		if (c === '.' && isAbbreviationDot(text, i)) continue;
		if (text[i + 1] === ' ') starts.push(i);
		if (i + 1 === text.length || /\s/.test(text[i + 1])) ends.push(i);
	}
	return { starts, ends };
}

/** Index of the first element of the sorted `values` that is ≥ `target` (length if none). */
function firstAtLeast(values: number[], target: number): number {
	let lo = 0;
	let hi = values.length;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (values[mid] < target) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

// The extractors ask about one text many times in a row: its stops are found once, so a long
// text with many claims costs one scan, not one per claim (10 MB of claims took minutes).
const STOPS_CACHE_SIZE = 4;
const stopsCache = new Map<string, SentenceStops>();

function stopsOf(text: string): SentenceStops {
	let stops = stopsCache.get(text);
	if (!stops) {
		if (stopsCache.size >= STOPS_CACHE_SIZE) stopsCache.clear();
		stops = sentenceStops(text);
		stopsCache.set(text, stops);
	}
	return stops;
}

/** The sentence around [start, end): from the previous sentence end to the next. */
export function sentenceAround(
	text: string,
	start: number,
	end: number
): { start: number; end: number } {
	const { starts, ends } = stopsOf(text);
	// The last stop whose following space still lies before `start`.
	const before = firstAtLeast(starts, start - 1) - 1;
	const s = before < 0 ? 0 : starts[before] + 2;
	const after = firstAtLeast(ends, end);
	return { start: s, end: after === ends.length ? text.length : ends[after] };
}
