// Name-like tokens of real text, found by shape alone (capitals inside a word, digits on a
// word): the raw material the scaled corpus renames. Knows nothing of what the extractor reads.

/** How a name is written, so a new name can be written the same way. */
export type NameKind = 'caps' | 'camel' | 'word';

export interface NameToken {
	/** UTF-16 offsets of the whole token in the text. */
	start: number;
	end: number;
	/** The letters a new name replaces ("Qwen" of "Qwen2.5-7B", "LLM" of "LLMs"). */
	stem: string;
	/** What follows the stem and is kept ("2.5-7B", "s", "-Bench"). */
	rest: string;
	kind: NameKind;
}

/** A word with inner dots or hyphens joining letters and digits ("GPT-4o", "Qwen2.5-7B"). */
const TOKEN = /(?<![\p{L}\p{N}_\\])[A-Za-z][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*/gu;
const STEM = /^[A-Za-z]+/;
/** A plural of an all-capitals or camel stem ("LLMs", "MLLMs"): the `s` is not the name. */
const PLURAL = /[A-Z]s$/;

function kindOf(stem: string): NameKind {
	if (/^[A-Z]+$/.test(stem)) return 'caps';
	if (/[A-Z]/.test(stem.slice(1))) return 'camel';
	return 'word';
}

/** The name-like reading of one token, or null for an ordinary word. */
export function readNameToken(
	token: string
): { stem: string; rest: string; kind: NameKind } | null {
	let stem = STEM.exec(token)![0];
	if (PLURAL.test(stem)) stem = stem.slice(0, -1);
	if (stem.length < 2) return null;
	const innerCapital = /[A-Z]/.test(stem.slice(1));
	const digitOnName = /^[A-Z]/.test(stem) && /\d/.test(token);
	if (!innerCapital && !digitOnName) return null;
	return { stem, rest: token.slice(stem.length), kind: kindOf(stem) };
}

/**
 * Every name-like token of `text`, in order; also, wherever they stand, the plain words in
 * `proper` (names known by their position elsewhere in the paper, see proper-names.ts).
 */
export function nameTokens(text: string, proper?: ReadonlySet<string>): NameToken[] {
	const found: NameToken[] = [];
	for (const match of text.matchAll(TOKEN)) {
		const stem = STEM.exec(match[0])![0];
		const name =
			readNameToken(match[0]) ??
			(proper?.has(stem)
				? { stem, rest: match[0].slice(stem.length), kind: 'word' as const }
				: null);
		if (name) found.push({ start: match.index, end: match.index + match[0].length, ...name });
	}
	return found;
}
