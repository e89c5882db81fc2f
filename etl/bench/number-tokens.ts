// Numbers of real text (counts, decimals, percentages, sizes such as "7B", ratios such as
// "3.2x") and how a scaled paper varies them, so values spread as they do across real papers.
import type { Random } from './random.ts';

export interface NumberToken {
	start: number;
	end: number;
	text: string;
}

/** A number not glued to a word: `1,024`, `0.85`, `12.5%`, `7B`, `1.5x`. */
const NUMBER =
	/(?<![\p{L}\p{N}_.,\\])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:%|[KMBT]|x|×)?(?![\p{L}\p{N}_])(?!\.\d)/gu;
const PARTS = /^([\d,]+)(?:\.(\d+))?(%|[KMBT]|x|×)?$/;

export function numberTokens(text: string): NumberToken[] {
	return [...text.matchAll(NUMBER)].map((match) => ({
		start: match.index,
		end: match.index + match[0].length,
		text: match[0]
	}));
}

/** A factor between 1/spread and spread, uniform in log scale. */
const factor = (random: Random, spread: number) =>
	Math.exp((random.next() * 2 - 1) * Math.log(spread));

function format(value: number, decimals: number, commas: boolean): string {
	const fixed = value.toFixed(decimals);
	if (!commas) return fixed;
	const [whole, fraction] = fixed.split('.');
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Two significant digits, as model sizes are written (7, 13, 1.5, 0.5, 180). */
function roundSize(value: number): number {
	const magnitude = Math.pow(10, Math.floor(Math.log10(value)) - 1);
	return Math.max(0.1, Math.round(value / magnitude) * magnitude);
}

/**
 * Another plausible value for a number token written the same way (same decimals, grouping and
 * unit). Years and small counts (below 10) stay: they are structure ("3 tasks"), not results.
 */
export function perturbNumber(text: string, random: Random): string {
	const parts = PARTS.exec(text);
	if (!parts) return text;
	const [, whole, fraction, unit = ''] = parts;
	const decimals = fraction?.length ?? 0;
	const commas = whole.includes(',');
	const value = Number(whole.replaceAll(',', '') + (fraction ? `.${fraction}` : ''));
	const step = Math.pow(10, -decimals);
	if (unit === '' && decimals === 0 && (value < 10 || (!commas && value >= 1900 && value < 2100))) {
		return text;
	}
	if (unit === 'K' || unit === 'M' || unit === 'B' || unit === 'T') {
		const size = roundSize(value * factor(random, 3));
		return `${format(size, size < 10 && size % 1 !== 0 ? 1 : 0, false)}${unit}`;
	}
	// A share (a percentage below 100, a fraction) stays below its whole; near the whole it varies
	// by what it misses (97.3% → 96.1%, 98.8%).
	const full = unit === '%' && value < 100 ? 100 : unit === '' && value > 0 && value < 1 ? 1 : 0;
	let next =
		full && value > full / 2
			? full - (full - value) * factor(random, 1.5)
			: value * factor(random, unit === '%' ? 1.5 : 2);
	if (full) next = Math.min(next, full - step);
	next = Math.max(next, step);
	return format(next, decimals, commas) + unit;
}
