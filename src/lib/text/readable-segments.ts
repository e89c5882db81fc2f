// A paper's highlighted mentions are offsets into its raw text; the page shows the text with its
// LaTeX read (latex-text.ts). This carries each mention over to the readable text: a mention
// that starts or ends inside a converted stretch ("$\lambda$") takes the whole stretch.
import { segments, type Segment, type Span } from './highlight.ts';
import { latexPieces, type Piece } from './latex-text.ts';

/** The readable text of `source`, split at its mentions as `segments` splits plain text. */
export function readableSegments(source: string, spans: Span[]): Segment[] {
	const pieces = latexPieces(source);
	const text = pieces.map((p) => p.text).join('');
	const offsets: number[] = [];
	let length = 0;
	for (const p of pieces) {
		offsets.push(length);
		length += p.text.length;
	}
	const moved = spans.map((s) => ({
		...s,
		start: startOf(pieces, offsets, s.start, length),
		end: endOf(pieces, offsets, s.end)
	}));
	return segments(text, moved);
}

/** First piece whose source ends after `at` (pieces are in source order, never overlapping). */
function pieceAfter(pieces: Piece[], at: number): number {
	let lo = 0;
	let hi = pieces.length;
	while (lo < hi) {
		const mid = (lo + hi) >> 1;
		if (pieces[mid].end > at) hi = mid;
		else lo = mid + 1;
	}
	return lo;
}

function startOf(pieces: Piece[], offsets: number[], at: number, length: number): number {
	const k = pieceAfter(pieces, at);
	if (k === pieces.length) return length;
	const p = pieces[k];
	return p.literal && p.start <= at ? offsets[k] + at - p.start : offsets[k];
}

function endOf(pieces: Piece[], offsets: number[], at: number): number {
	const k = pieceAfter(pieces, at - 1);
	// The piece holding the last character, else the last piece before the end.
	if (k < pieces.length && pieces[k].start < at) {
		const p = pieces[k];
		return p.literal ? offsets[k] + at - p.start : offsets[k] + p.text.length;
	}
	return k === 0 ? 0 : offsets[k - 1] + pieces[k - 1].text.length;
}
