// "improves by 15.3% and 9.1% on ALFWorld and WebShop, respectively": a sentence that says
// "respectively" pairs each coordinated list of values with a coordinated list of as many
// benchmarks next to it, in reading order. Without it each value would take the benchmark nearest
// to it, and the first would take none.
import type { Hit } from './dictionary.ts';
import { sentenceAround } from './quantities.ts';

const RESPECTIVELY = /\brespectively\b/g;
/** Brackets between two items ("55.2% (+6.1%) and 30.4%", "MATH-500 (in-domain) and GPQA")
 * say more about the first; the join is what is left. */
const BRACKETED = /\([^()]*\)|[()]/g;
/** What joins two items of one list: ", ", " and ", ", and ", " as well as ", " & ", "/". */
const JOIN = String.raw`\s*(?:,\s*)?(?:(?:and|or|as well as|&)\s+)?`;
/** Between two values, the metric each is said of may stand too ("pass@1 by 5.2% and pass@16
 * by 7.9%"), and a value of the other kind ("55.2% (+6.1%) and 30.4%"). */
const VALUE_JOIN = new RegExp(
	String.raw`^${JOIN}(?:[\p{L}@\d.-]+\s+by\s+)?(?:[+\d.]+\s*\\?%\s*)?$|^\s*\/\s*$`,
	'u'
);
const BENCHMARK_JOIN = new RegExp(String.raw`^${JOIN}$|^\s*\/\s*$`);
/** Or, between two benchmarks, the next value said on the next one ("26.80% on MNIST and
 * 59.94% on ModelNet10"). */
const INTERLEAVED_JOIN = new RegExp(String.raw`^${JOIN}(?:by\s+)?[+\d.]+\s*\\?%\s+(?:on|in)\s+$`);

interface Span {
	start: number;
	end: number;
}

/** Items in reading order, split where two of them are not joined as a list. */
function runsOf<T extends Span>(text: string, items: T[], join: RegExp): T[][] {
	const runs: T[][] = [];
	for (const item of items) {
		const run = runs[runs.length - 1];
		const previous = run?.[run.length - 1];
		const gap = previous && text.slice(previous.end, item.start).replace(BRACKETED, ' ');
		if (previous && join.test(gap!)) run.push(item);
		else runs.push([item]);
	}
	return runs;
}

/** For the values at `spans` (in any order), the benchmark each is paired with by a
 * "respectively" in its sentence: value index → benchmark name. */
export function respectiveBenchmarks(
	text: string,
	spans: readonly (readonly [number, number])[],
	benchmarks: readonly Hit[]
): Map<number, string> {
	const paired = new Map<number, string>();
	for (const word of text.matchAll(RESPECTIVELY)) {
		const sentence = sentenceAround(text, word.index, word.index + word[0].length);
		const inSentence = ({ start, end }: Span) => start >= sentence.start && end <= sentence.end;
		// The values it refers back to stand before it.
		const values = spans
			.map(([start, end], index) => ({ start, end, index }))
			.filter((v) => inSentence(v) && v.end <= word.index)
			.sort((a, b) => a.start - b.start);
		const named = benchmarks.filter(inSentence).sort((a, b) => a.start - b.start);
		const lists = [
			...runsOf(text, named, BENCHMARK_JOIN),
			...runsOf(text, named, INTERLEAVED_JOIN)
		].filter((run) => run.length > 1 && new Set(run.map((b) => b.name)).size === run.length);
		const used = new Set<Hit[]>();
		for (const run of runsOf(text, values, VALUE_JOIN)) {
			if (run.length < 2) continue;
			// The list of as many benchmarks nearest to the values, after or before them.
			const distance = (list: Hit[]) =>
				Math.max(list[0].start - run[run.length - 1].end, run[0].start - list[list.length - 1].end);
			const list = lists
				.filter((l) => l.length === run.length && !used.has(l))
				.sort((a, b) => distance(a) - distance(b))[0];
			if (!list) continue;
			used.add(list);
			run.forEach((v, i) => paired.set(v.index, list[i].name));
		}
	}
	return paired;
}

/** Gives the items read at `spans` (`items[first + i]` read at `spans[i]`) the benchmarks a
 * "respectively" pairs them with. */
export function creditRespectively<T extends { benchmark: string | null }>(
	text: string,
	items: T[],
	first: number,
	spans: readonly (readonly [number, number])[],
	benchmarks: readonly Hit[]
): void {
	for (const [i, benchmark] of respectiveBenchmarks(text, spans, benchmarks))
		items[first + i] = { ...items[first + i], benchmark };
}
