const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where `name` stands in `text` as a word of its own, whatever its case ("AIM", not the "aim" of
 * "claim"), or -1. Slices of the text itself are compared: lower-casing the whole text can move
 * offsets ("İ" becomes two characters). */
function wordAt(text: string, name: string): number {
	const wanted = name.toLowerCase();
	for (let at = 0; at + name.length <= text.length; at++) {
		if (text.slice(at, at + name.length).toLowerCase() !== wanted) continue;
		const before = text[at - 1] ?? ' ';
		const after = text[at + name.length] ?? ' ';
		if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return at;
	}
	return -1;
}

/**
 * At most about `max` characters of `text` that show `name`: its start when the name is in it,
 * else a window from a word start a little before the name (or the text's end, if nearer), with
 * an ellipsis at each cut. A sentence that defines a name late ("… Inspired by the …, we propose
 * AACL") is quoted for that name, not for its opening words.
 */
export function excerptAround(text: string, name: string, max: number): string {
	if (text.length <= max) return text;
	const at = wordAt(text, name);
	if (at < 0 || at + name.length <= max - 1) return `${text.slice(0, max - 1).trimEnd()}…`;
	// A third of the window before the name: enough to read what introduces it; near the end,
	// the window ends with the text rather than shrink.
	let start = Math.min(Math.max(0, at - Math.floor(max / 3)), text.length - (max - 1));
	const space = text.indexOf(' ', start);
	if (start > 0 && space >= 0 && space < at) start = space + 1;
	const end = Math.min(text.length, start + max - 2);
	const head = start > 0 ? '…' : '';
	const tail = end < text.length ? '…' : '';
	return `${head}${text.slice(start, end).trim()}${tail}`;
}
