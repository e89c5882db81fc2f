import type { Mention, MentionKind, TextField } from '../types.ts';
import { isAbbreviationDot } from './abbreviations.ts';

/** The two texts of a paper, each with its field name for provenance. */
export interface Source {
	field: TextField;
	text: string;
}

export const sourcesOf = (title: string, abstract: string): Source[] => [
	{ field: 'title', text: title },
	{ field: 'abstract', text: abstract }
];

/** Where the sentence holding `at` starts: after the last ". " before it (0 when none). */
export function sentenceStart(text: string, at: number): number {
	let dot = text.lastIndexOf('. ', at);
	while (dot > 0 && isAbbreviationDot(text, dot)) dot = text.lastIndexOf('. ', dot - 1);
	return dot + 1;
}

/** Where the sentence holding `at` ends: at its closing dot, or at the text's end (-1). */
function sentenceEnd(text: string, at: number): number {
	let dot = text.indexOf('. ', at);
	while (dot > 0 && isAbbreviationDot(text, dot)) dot = text.indexOf('. ', dot + 1);
	return dot;
}

/** The sentence holding `at`, through its closing dot (the evidence a coined name is shown with). */
export const sentenceHolding = (text: string, at: number) => {
	const start = sentenceStart(text, at);
	const endDot = sentenceEnd(text, at);
	return text.slice(start, endDot === -1 ? text.length : endDot + 1).trim();
};

export const mention = (
	kind: MentionKind,
	name: string,
	field: TextField,
	start: number,
	end: number
): Mention => ({ kind, name, field, start, end });

/** Appends `value` unless an equal one (by `key`) is there already. */
export function pushUnique<T>(list: T[], value: T, key: (v: T) => string = String): boolean {
	const k = key(value);
	if (list.some((v) => key(v) === k)) return false;
	list.push(value);
	return true;
}
