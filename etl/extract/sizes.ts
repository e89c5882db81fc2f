import type { Mention } from '../types.ts';
import { paramsInBillions } from './numbers.ts';
import { mention, pushUnique, type Source } from './sources.ts';
import { layoutOf } from './text-layout.ts';

// "7B", "1.5B", "0.5B-7B", "Qwen3-4B", "671B", "350M parameters", "7 billion parameters".
const SIZE =
	/(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s?([BMT]|(?<=-\d+(?:\.\d+)?)[bm])(?![\p{L}\p{N}])/gu;
const SPELLED = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s?(billion|million)(?=[\s-]+param)/giu;
/** Every match of SPELLED holds both, in any case (no character past ASCII folds to their
 * letters under /iu, so the text in lower case holds them). */
const mayBeSpelled = (text: string) => {
	const { lower } = layoutOf(text);
	return lower.includes('illion') && lower.includes('param');
};
// A count of these is not a model size.
const NOT_PARAMS =
	/^[\s-]*(?:of\s+)?(?:tokens?|samples?|examples?|images?|words?|pairs?|steps?|frames?|trajector|episodes?|interactions?|transitions?|problems?|questions?|instances?|rows?|documents?|videos?|users?|dollars?|USD|context)/i;

const COUNT = String.raw`\d+(?:\.\d+)?\s?[Kk]`;
const SIZE_NUMBER = String.raw`\d+(?:\.\d+)?\s?[MB]`;
const COMPARED_WITH_COUNT = new RegExp(
	`${COUNT}\\s+(?:vs\\.?|versus)\\s+${SIZE_NUMBER}|${SIZE_NUMBER}\\s+(?:vs\\.?|versus)\\s+${COUNT}`
);

/** Whether the size written at [start, end) of `text` (a number, then its unit B, M or T) counts
 * a model's parameters, not tokens, samples or data. */
export function countsParameters(text: string, start: number, end: number, unit: string): boolean {
	const after = text.slice(end, end + 30);
	if (NOT_PARAMS.test(after)) return false;
	// "3K vs. 13M": compared with a thousands count, M counts data, not parameters.
	if (COMPARED_WITH_COUNT.test(text.slice(Math.max(0, start - 20), end + 20))) return false;
	if (unit === 'T') return /^[\s-]*param/i.test(after);
	if (unit === 'M') return text[start - 1] === '-' || /^[\s-]*(?:param|model|\))/i.test(after);
	return true;
}

/** Every parameter count the texts state, in billions, in order of first mention; none inside
 * the name of a dataset (`datasets`, per field: "LAION-5B" counts images). */
export function extractSizes(
	sources: Source[],
	{ datasets }: { datasets: Map<string, { start: number; end: number }[]> }
): { sizes: number[]; mentions: Mention[] } {
	const sizes: number[] = [];
	const mentions: Mention[] = [];
	const add = (
		value: number | null,
		field: Source['field'],
		start: number,
		end: number,
		raw: string
	) => {
		if (value === null || value <= 0 || value > 100_000) return;
		if (pushUnique(sizes, value)) mentions.push(mention('model_size', raw, field, start, end));
	};
	for (const { field, text } of sources) {
		const data = datasets.get(field) ?? [];
		for (const m of text.matchAll(SIZE)) {
			const unit = m[2].toUpperCase();
			if (!countsParameters(text, m.index, m.index + m[0].length, unit)) continue;
			if (data.some((d) => d.start <= m.index && m.index < d.end)) continue;
			add(paramsInBillions(m[1], unit), field, m.index, m.index + m[0].length, m[0]);
		}
		for (const m of mayBeSpelled(text) ? text.matchAll(SPELLED) : []) {
			const unit = m[2].toLowerCase() === 'billion' ? 'B' : 'M';
			add(paramsInBillions(m[1], unit), field, m.index, m.index + m[0].length, m[0]);
		}
	}
	return { sizes, mentions };
}
