// "Qwen3-1.7B/4B", "Qwen2.5-3/7B", "Llama-3.2-1B/3B-Instruct", "Qwen2.5-Math-1.5B and -7B",
// "Qwen2.5-1.5B, 3B and 7B": one name written once with several sizes names one model per size
// (the annotators list each, FEATURES.md `models`).
import { paramsInBillions } from './numbers.ts';
import { countsParameters } from './sizes.ts';

/** Words that go on naming a model after its size ("-Instruct", "-A3B"). */
const SUFFIX = String.raw`(?:[-‑]\p{Lu}[\p{L}\p{N}]*)*`;
/** A size and the suffix written after it ("32B-Instruct"), each captured. */
const ITEM = new RegExp(String.raw`(\d+(?:\.\d+)?[BM])(${SUFFIX})`, 'gu');
const ITEM_TEXT = String.raw`\d+(?:\.\d+)?[BM]${SUFFIX}`;
/** Sizes after a name, each after a slash: "/4B", "/14B/32B-Instruct". */
const SLASHED = new RegExp(String.raw`^(?:\/${ITEM_TEXT})+(?![\p{L}\p{N}/])`, 'u');
/** ", 3B and 7B", "and -7B", "and 32B-Instruct": sizes listed right after a sized name. */
const LISTED = new RegExp(
	String.raw`^(?:,\s*${ITEM_TEXT})*,?\s+(?:and|or)\s+-?${ITEM_TEXT}(?![\p{L}\p{N}\-‑])`,
	'u'
);
/** The last size of a name and the suffix after it ("-7B" and "-Instruct" of
 * "Qwen2.5-7B-Instruct"), or a bare last number after a versioned name ("-3" of "Qwen2.5-3": the
 * sizes slashed after it give its unit; "GPT-3", "Llama-2" are versions, no sizes). */
const LAST_SIZE = new RegExp(String.raw`(?<=[-\s])(\d+(?:\.\d+)?)([BM])?(${SUFFIX})$`, 'u');
/** "Qwen2.5-", "Qwen-2.5-", "Gemma-2-", "Llama 3.1 ": a version ends the name before the number. */
const VERSIONED_BEFORE = /(?<![\p{N}.])\d+(?:\.\d+)*[-‑\s]$/u;
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
	// Each size with its suffix, and where the size is written in the text.
	const itemsIn = (list: string) =>
		[...list.matchAll(ITEM)].map((m) => ({
			size: m[1],
			suffix: m[2],
			start: end + m.index,
			end: end + m.index + m[1].length
		}));
	const counted = (sizes: { start: number; end: number; size: string }[]) =>
		sizes.every((s) => countsParameters(text, s.start, s.end, s.size.slice(-1)));
	const slashed = SLASHED.exec(after);
	if (slashed) {
		if (!unit && !VERSIONED_BEFORE.test(prefix)) return null;
		const items = itemsIn(slashed[0]);
		if (!unit && items[0].size.slice(-1) !== 'B') return null;
		if (!counted(items)) return null;
		// "DeepSeek-V3-671B/37B", "Qwen3-30B/3B active": a smaller size after a slash is the part
		// of the model that is active, not another model.
		const billions = [unit ? `${number}${unit}` : `${number}B`, ...items.map((i) => i.size)].map(
			(size) => paramsInBillions(size.slice(0, -1), size.slice(-1))!
		);
		if (billions.some((b, i) => i > 0 && b < billions[i - 1])) return null;
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
	const items = itemsIn(listed[0]);
	if (!counted(items)) return null;
	return {
		name,
		siblings: items.map((i) => ({
			name: prefix + i.size + (i.suffix || ownSuffix),
			start: i.start,
			end: i.end
		}))
	};
}
