// "improves by 15.3% and 9.1% on ALFWorld and WebShop, respectively": a sentence that says
// "respectively" pairs its values with its benchmarks in reading order, where the counts match.
// Without it each value would take the benchmark nearest to it, and the first would take none.
import type { Hit } from './dictionary.ts';
import { sentenceAround } from './quantities.ts';

const RESPECTIVELY = /\brespectively\b/g;

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
		const inSentence = (start: number, end: number) =>
			start >= sentence.start && end <= sentence.end;
		// The values it refers back to stand before it; the benchmarks anywhere in the sentence
		// ("on A and B, it gains …, respectively", "by 5% and 7%, respectively, on A and B").
		const values = spans
			.map(([start, end], index) => ({ start, end, index }))
			.filter((v) => inSentence(v.start, v.end) && v.end <= word.index)
			.sort((a, b) => a.start - b.start);
		const named = benchmarks
			.filter((b) => inSentence(b.start, b.end))
			.sort((a, b) => a.start - b.start);
		// Two or more of each, as many of one as of the other, each benchmark a different one.
		if (values.length < 2 || values.length !== named.length) continue;
		if (new Set(named.map((b) => b.name)).size !== named.length) continue;
		values.forEach((v, i) => paired.set(v.index, named[i].name));
	}
	return paired;
}
