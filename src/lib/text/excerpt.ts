/**
 * At most about `max` characters of `text` that show `name`: its start when the name is in it,
 * else a window from a word start a little before the name, with an ellipsis at each cut. A
 * sentence that defines a name late ("… Inspired by the …, we propose AACL") is quoted for that
 * name, not for its opening words.
 */
export function excerptAround(text: string, name: string, max: number): string {
	if (text.length <= max) return text;
	const at = text.toLowerCase().indexOf(name.toLowerCase());
	if (at < 0 || at + name.length <= max - 1) return `${text.slice(0, max - 1).trimEnd()}…`;
	// A third of the window before the name: enough to read what introduces it.
	let start = Math.max(0, at - Math.floor(max / 3));
	const space = text.indexOf(' ', start);
	if (start > 0 && space >= 0 && space < at) start = space + 1;
	const end = Math.min(text.length, start + max - 2);
	const head = start > 0 ? '…' : '';
	const tail = end < text.length ? '…' : '';
	return `${head}${text.slice(start, end).trim()}${tail}`;
}
