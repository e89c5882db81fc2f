// "Qwen3-1.7B/4B", "Qwen2.5-3/7B", "Llama-3.2-1B/3B-Instruct", "Qwen2.5-Math-1.5B and -7B",
// "Qwen2.5-1.5B, 3B and 7B": one name written once with several sizes names one model per size
// (the annotators list each, FEATURES.md `models`).
import { countsParameters } from './sizes.ts';

/** Sizes after a name, each after a slash, each with the suffix written after it. */
const SLASHED = /^(?:\/\d+(?:\.\d+)?[BM](?:[-‑]\p{Lu}[\p{L}\p{N}]*)*)+(?![\p{L}\p{N}/])/u;
const SLASHED_ITEM = /\/(\d+(?:\.\d+)?[BM])((?:[-‑]\p{Lu}[\p{L}\p{N}]*)*)/gu;
/** ", 3B and 7B", "and -7B": sizes listed right after a sized name. */
const LISTED =
	/^(?:,\s*\d+(?:\.\d+)?[BM])*,?\s+(?:and|or)\s+-?\d+(?:\.\d+)?[BM](?![\p{L}\p{N}\-‑])/u;
const SIZE = /\d+(?:\.\d+)?[BM]/g;
/** The last size of a name and the suffix after it ("-7B" and "-Instruct" of
 * "Qwen2.5-7B-Instruct"), or a bare last number after a versioned name ("-3" of "Qwen2.5-3": the
 * sizes slashed after it give its unit; "GPT-3", "Llama-2" are versions, no sizes). */
const LAST_SIZE = /(?<=[-\s])(\d+(?:\.\d+)?)([BM])?((?:[-‑]\p{Lu}[\p{L}\p{N}]*)*)$/u;
const VERSIONED_BEFORE = /\p{L}\d+(?:\.\d+)*[-‑]$/u;
/** The text after a name that can hold its sizes. */
const LIST_WINDOW = 64;

export interface SizeSibling {
	name: string;
	/** Where its size is written in the text. */
	start: number;
	end: number;
}

export interface SizeList {
	/** The first name, completed: a unit its slashed sizes give it, the suffix they share. */
	name: string;
	siblings: SizeSibling[];
}

/** The sizes written right after the model name `name` that ends at `end` in `text`, or null when
 * none is, or when one of them counts no parameters ("and 8B tokens", "/1M tokens"). */
export function sizeList(name: string, text: string, end: number): SizeList | null {
	const last = LAST_SIZE.exec(name);
	if (!last) return null;
	const [, number, unit, ownSuffix] = last;
	const prefix = name.slice(0, last.index);
	const after = text.slice(end, end + LIST_WINDOW);
	const counted = (sizes: { start: number; end: number; size: string }[]) =>
		sizes.every((s) => countsParameters(text, s.start, s.end, s.size.slice(-1))) &&
		// "Qwen2.5-7B and 8B Llama-3.1 models": the last size belongs to the next name.
		!/^\s+\p{Lu}/u.test(text.slice(sizes[sizes.length - 1].end));
	const slashed = SLASHED.exec(after);
	if (slashed) {
		if (!unit && !VERSIONED_BEFORE.test(prefix)) return null;
		const items = [...slashed[0].matchAll(SLASHED_ITEM)].map((m) => ({
			size: m[1],
			suffix: m[2],
			start: end + m.index + 1,
			end: end + m.index + 1 + m[1].length
		}));
		if (!unit && items[0].size.slice(-1) !== 'B') return null;
		if (!counted(items)) return null;
		// "Llama-3.2-1B/3B-Instruct": a suffix only after the last size is everyone's;
		// "Qwen3-30B-A3B/235B-A22B", "…-7B-Base/7B-Instruct": each size keeps its own.
		const shared =
			!ownSuffix && items.slice(0, -1).every((i) => !i.suffix)
				? items[items.length - 1].suffix
				: '';
		const first = unit ? name + shared : prefix + number + items[0].size.slice(-1) + shared;
		const siblings = items.map((i) => ({
			name: prefix + i.size + (shared || i.suffix || ownSuffix),
			start: i.start,
			end: i.end
		}));
		return { name: first, siblings };
	}
	if (!unit) return null;
	const listed = LISTED.exec(after);
	if (!listed) return null;
	const items = [...listed[0].matchAll(SIZE)].map((m) => ({
		size: m[0],
		start: end + m.index,
		end: end + m.index + m[0].length
	}));
	if (!counted(items)) return null;
	return {
		name,
		siblings: items.map((i) => ({ name: prefix + i.size + ownSuffix, start: i.start, end: i.end }))
	};
}
