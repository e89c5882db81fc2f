// "improves by 15.3% and 9.1% on ALFWorld and WebShop, respectively": a sentence that says
// "respectively" pairs one coordinated list of values with one coordinated list of as many
// benchmarks, in reading order. Without it each value would take the benchmark nearest to it, and
// the first would take none.
import type { Hit } from './dictionary.ts';
import { sentenceAround } from './quantities.ts';

const RESPECTIVELY = /\brespectively\b/g;
/** What stands between two items of one coordinated list: ", ", " and ", ", and ", "/". */
const LIST_JOIN = /^\s*(?:,\s*)?(?:(?:and|or)\s+)?$|^\s*\/\s*$/;

interface Span {
	start: number;
	end: number;
}

/** Items in reading order, split where two of them are not joined as a list. */
function coordinatedRuns<T extends Span>(text: string, items: T[]): T[][] {
	const runs: T[][] = [];
	for (const item of items) {
		const run = runs[runs.length - 1];
		const previous = run?.[run.length - 1];
		if (previous && LIST_JOIN.test(text.slice(previous.end, item.start))) run.push(item);
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
		// The values it refers back to: the list that stands last before it.
		const values = coordinatedRuns(
			text,
			spans
				.map(([start, end], index) => ({ start, end, index }))
				.filter((v) => inSentence(v) && v.end <= word.index)
				.sort((a, b) => a.start - b.start)
		).pop();
		if (!values || values.length < 2) continue;
		// The benchmarks: a list of as many, each another, nearest to the word, before or after it
		// ("on A and B, it gains …, respectively", "by 5% and 7%, respectively, on A and B").
		const distance = (run: Hit[]) =>
			Math.max(run[0].start - word.index, word.index - run[run.length - 1].end);
		const named = coordinatedRuns(
			text,
			benchmarks.filter(inSentence).sort((a, b) => a.start - b.start)
		)
			.filter(
				(run) => run.length === values.length && new Set(run.map((b) => b.name)).size === run.length
			)
			.sort((a, b) => distance(a) - distance(b))[0];
		if (!named) continue;
		values.forEach((v, i) => paired.set(v.index, named[i].name));
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
