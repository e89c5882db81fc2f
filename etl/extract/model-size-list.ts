// "Qwen3-1.7B/4B", "Qwen2.5-3/7B", "Llama-3.2-1B/3B-Instruct", "Qwen2.5-Math-1.5B and -7B",
// "Qwen2.5-1.5B, 3B and 7B": one name written once with several sizes names one model per size
// (the annotators list each, FEATURES.md `models`).

/** The sizes after a name, written after slashes, then a suffix they all share. */
const SLASH_SIZES = /^((?:\/\d+(?:\.\d+)?[BM])+)((?:-\p{Lu}[\p{L}\p{N}]*)*)(?![\p{L}\p{N}/])/u;
/** ", 3B and 7B", "and -7B": sizes listed right after a sized name (not a count of its tokens). */
const LISTED_SIZES =
	/^(?:,\s*\d+(?:\.\d+)?[BM])*,?\s+(?:and|or)\s+-?\d+(?:\.\d+)?[BM](?![\p{L}\p{N}\-‑])(?!\s+tokens\b)/u;
const SIZE = /\d+(?:\.\d+)?[BM]/g;
/** The last size in a name ("-7B" of "Qwen2.5-Math-7B"), or a bare number at its end ("-3" of
 * "Qwen2.5-3", when slashed sizes give its unit). */
const LAST_SIZE = /(?<=[-\s])(\d+(?:\.\d+)?)([BM])?(?=(?:-\p{Lu}[\p{L}\p{N}]*)*$)/u;

export interface SizeSibling {
	name: string;
	/** Where its size is written, from the end of the first name. */
	start: number;
	end: number;
}

export interface SizeList {
	/** The first name, completed: a unit its slashed sizes give it, the suffix they share. */
	name: string;
	siblings: SizeSibling[];
}

/** The sizes written right after the model name `name` (`after` is the text that follows it), or
 * null when none is. */
export function sizeList(name: string, after: string): SizeList | null {
	const last = LAST_SIZE.exec(name);
	if (!last) return null;
	// The same name with another size in place of its last one, and a suffix at its end.
	const resized = (size: string, suffix = '') =>
		name.slice(0, last.index) + size + name.slice(last.index + last[0].length) + suffix;
	const at = (sizes: Iterable<RegExpMatchArray>, suffix = '') =>
		[...sizes].map((s) => ({
			name: resized(s[0], suffix),
			start: s.index!,
			end: s.index! + s[0].length
		}));
	const slashed = SLASH_SIZES.exec(after);
	if (slashed) {
		const [, sizes, suffix] = slashed;
		// "Qwen2.5-3/7B": the sizes after a bare number give it their unit.
		const unit = last[2] ?? sizes[sizes.length - 1];
		return { name: resized(last[1] + unit, suffix), siblings: at(sizes.matchAll(SIZE), suffix) };
	}
	if (!last[2]) return null;
	const listed = LISTED_SIZES.exec(after);
	return listed ? { name, siblings: at(listed[0].matchAll(SIZE)) } : null;
}
