// Splits a text into plain and highlighted segments at the mentions' offsets (no HTML involved).

export interface Span {
	kind: string;
	name: string;
	start: number;
	end: number;
}

export interface Segment {
	text: string;
	kind: string | null;
	name: string | null;
}

/** Overlapping mentions keep the earliest, then the longest; offsets outside the text are dropped. */
export function segments(text: string, spans: Span[]): Segment[] {
	const valid = spans
		.filter((s) => s.start >= 0 && s.end <= text.length && s.start < s.end)
		.sort((a, b) => a.start - b.start || b.end - a.end);
	const out: Segment[] = [];
	let at = 0;
	for (const s of valid) {
		if (s.start < at) continue;
		if (s.start > at) out.push({ text: text.slice(at, s.start), kind: null, name: null });
		out.push({ text: text.slice(s.start, s.end), kind: s.kind, name: s.name });
		at = s.end;
	}
	if (at < text.length) out.push({ text: text.slice(at), kind: null, name: null });
	return out;
}
