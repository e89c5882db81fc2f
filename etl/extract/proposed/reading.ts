// What the readers of names read: the abstract with a few marks of typesetting rewritten into the
// forms they know, each rewrite keeping the way back to the text as written.

/** A rewritten text, and where an offset into it falls in the text as written. */
export interface Reading {
	read: string;
	toWritten: (at: number) => number;
}

export const asIs = (text: string): Reading => ({ read: text, toWritten: (at) => at });

/** What replaces a match: the new text, and how many characters of the match were dropped before
 * the part it keeps ('"Kite"' → 'Kite' drops 1: the K is read where it is written). */
export interface Replacement {
	text: string;
	dropped: number;
}

/** `reading.read` with every match of `pattern` (global) replaced; offsets map back through both. */
export function rewritten(
	reading: Reading,
	pattern: RegExp,
	replace: (match: string, ...groups: string[]) => Replacement
): Reading {
	// Per replacement, in the new reading: where it starts and ends, and how much further on the
	// old reading is inside it and after it.
	const spans: { start: number; end: number; inside: number; after: number; last: number }[] = [];
	let shift = 0;
	const read = reading.read.replace(pattern, (match: string, ...rest: unknown[]) => {
		const offset = rest[rest.length - 2] as number;
		const { text, dropped } = replace(match, ...(rest.slice(0, -2) as string[]));
		const start = offset - shift;
		spans.push({
			start,
			end: start + text.length,
			inside: shift + dropped,
			after: shift + match.length - text.length,
			// (Inside a replacement longer than its match, offsets stop at the match's last one.)
			last: offset + match.length - 1
		});
		shift += match.length - text.length;
		return text;
	});
	if (!spans.length) return reading;
	return {
		read,
		toWritten: (at) => {
			let before = at;
			for (const s of spans) {
				if (at < s.start) break;
				before = at < s.end ? Math.min(at + s.inside, s.last) : at + s.after;
			}
			return reading.toWritten(before);
		}
	};
}
