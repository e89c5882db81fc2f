// A real title or abstract cut into kept text and slots a scaled paper fills: rare names, the
// long forms that spell them, numbers. Cut once per sample paper, filled many times.
import { longFormBefore } from './long-forms.ts';
import { nameTokens, type NameKind } from './name-tokens.ts';
import { numberTokens } from './number-tokens.ts';

export type Piece =
	| string
	| { slot: 'name'; stem: string; rest: string; kind: NameKind }
	| { slot: 'long-form'; stem: string; letter: number; original: string }
	| { slot: 'number'; text: string };

export interface TextTemplate {
	pieces: Piece[];
	/** Rare acronyms this text spells out: a paper that defines a name gets a new one. */
	defined: string[];
}

const URL = /\b(?:https?:\/\/|www\.)\S+/g;

interface Span {
	start: number;
	end: number;
	piece: Exclude<Piece, string>;
}

const overlaps = (spans: readonly Span[], start: number, end: number) =>
	spans.some((span) => span.start < end && start < span.end);

/**
 * Cuts `text`; only names whose stem `isRare` become slots (common names are kept as written).
 * `proper`: the paper's plain-word names (proper-names.ts).
 */
export function cutText(
	text: string,
	isRare: (stem: string) => boolean,
	proper?: ReadonlySet<string>
): TextTemplate {
	const spans: Span[] = [...text.matchAll(URL)].map((match) => ({
		start: match.index,
		end: match.index + match[0].length,
		piece: { slot: 'number', text: '' }
	}));
	const urls = spans.length;
	const names = nameTokens(text, proper).filter(
		(token) => isRare(token.stem) && !overlaps(spans.slice(0, urls), token.start, token.end)
	);
	const defined = new Set<string>();
	for (const token of names) {
		spans.push({
			start: token.start,
			end: token.end,
			piece: { slot: 'name', stem: token.stem, rest: token.rest, kind: token.kind }
		});
	}
	for (const token of names) {
		if (token.kind !== 'caps' || defined.has(token.stem)) continue;
		const words = longFormBefore(text, token.start - 1, token.stem);
		if (!words || words.some((word) => overlaps(spans, word.start, word.end))) continue;
		defined.add(token.stem);
		for (const { start, end, letter } of words) {
			const original = text.slice(start, end);
			spans.push({ start, end, piece: { slot: 'long-form', stem: token.stem, letter, original } });
		}
	}
	for (const token of numberTokens(text)) {
		if (!overlaps(spans, token.start, token.end)) {
			spans.push({ ...token, piece: { slot: 'number', text: token.text } });
		}
	}
	// URLs are kept as written: their spans only kept names and numbers out of them.
	const slots = spans.slice(urls).sort((a, b) => a.start - b.start);
	const pieces: Piece[] = [];
	let at = 0;
	for (const span of slots) {
		if (span.start > at) pieces.push(text.slice(at, span.start));
		pieces.push(span.piece);
		at = span.end;
	}
	if (at < text.length) pieces.push(text.slice(at));
	return { pieces, defined: [...defined] };
}
