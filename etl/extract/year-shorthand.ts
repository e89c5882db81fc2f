// "AIME24 & 25", "AIME'24/'25", "AIME 2024 and 2025": the years after a dated benchmark are
// editions of that benchmark, written without repeating its name.
import type { Dictionary, Hit } from './dictionary.ts';

// A name that ends in a year: two or four digits, with an apostrophe, space or hyphen before them.
const WRITTEN_YEAR_END = /(['’ -]?)(\d{2}|\d{4})$/;
// The next year of a list: "& 25", "and '25", "/25", ", 2025".
// Not a count: "AIME24 and 25 other benchmarks".
const NEXT_YEAR =
	/^\s*(?:&|and|\/|,)\s*['’]?(\d{2}|\d{4})(?![\d\p{L}])(?!\s+(?:other|more|additional|further|held-out|new|different|extra)\b)/u;

/** The editions a list of years after a benchmark hit names, each as the dictionary reads it. */
export function yearShorthandHits(dictionary: Dictionary, text: string, found: Hit[]): Hit[] {
	const hits: Hit[] = [];
	for (const hit of found) {
		const written = text.slice(hit.start, hit.end);
		const year = WRITTEN_YEAR_END.exec(written);
		if (!year) continue;
		const stem = written.slice(0, year.index);
		let end = hit.end;
		const nextYear = () => NEXT_YEAR.exec(text.slice(end, end + 40));
		for (let next = nextYear(); next; next = nextYear()) {
			const digits = next[1];
			// A list writes its years one way: "AIME24 & 25", "AIME 2024, 2025".
			if (digits.length !== year[2].length) break;
			const edition = stem + year[1] + digits;
			const known = dictionary
				.find(edition)
				.find((h) => h.start === 0 && h.end === edition.length && h.name !== hit.name);
			if (!known) break;
			const start = end + next[0].length - digits.length;
			end += next[0].length;
			if (!found.some((h) => h.start < end && start < h.end))
				hits.push({ name: known.name, start, end });
		}
	}
	return hits;
}
