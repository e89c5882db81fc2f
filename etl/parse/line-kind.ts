import { parseDateLine } from './date.ts';

export type LineKind = 'text' | 'abstract' | 'authors' | 'separator' | 'date';

const AUTHORS = /^\s*•\s*(\d+)\s+authors?\s*$/;

/** Abstracts are long prose; titles are short and rarely end a sentence with a full stop. */
const ABSTRACT_MIN_CHARS = 200;
const SENTENCE_END = /[.!](?:["')\]]*)$/;

export function isAbstractLike(line: string): boolean {
	const text = line.trim();
	if (text.length >= ABSTRACT_MIN_CHARS) return true;
	return SENTENCE_END.test(text) && text.split(/\s+/).length >= 6;
}

export function lineKind(line: string): LineKind {
	if (line.trim() === '·') return 'separator';
	if (AUTHORS.test(line)) return 'authors';
	if (parseDateLine(line)) return 'date';
	return isAbstractLike(line) ? 'abstract' : 'text';
}

export function authorsCount(line: string): number | null {
	const match = AUTHORS.exec(line);
	return match ? Number(match[1]) : null;
}

/** "baidu BAIDU" → "BAIDU": the organisation's id, then its display name. */
export function organisationName(line: string): string {
	const text = line.trim();
	const space = text.indexOf(' ');
	return space === -1 ? text : text.slice(space + 1).trim();
}
