// How the reader (latex-text.ts) puts a converted part together as text: raised and lowered
// characters, fraction parts, accented letters, \unicode code points.
import { SUBSCRIPT, SUPERSCRIPT } from './latex-symbols.ts';

/** One word or number: it needs no parentheses around it. */
const WORD = /^[\p{L}\p{N}.′]+$/u;

/** A superscript or subscript: Unicode's raised or lowered characters when every character has
 * one ("n^2" → "n²", "V_1" → "V₁"), else a caret or underscore ("π_θ", "x^(n×m)"). */
export function script(text: string, up: boolean): string {
	const table = up ? SUPERSCRIPT : SUBSCRIPT;
	const chars = [...text];
	if (chars.length > 0 && chars.every((c) => Object.hasOwn(table, c)))
		return chars.map((c) => table[c]).join('');
	if (!text) return '';
	const sign = up ? '^' : '_';
	return chars.length === 1 || WORD.test(text) ? sign + text : `${sign}(${text})`;
}

/** A fraction's part: as it is when one word or number, else in parentheses. */
export function operand(text: string): string {
	return !text || WORD.test(text) || [...text].length === 1 ? text : `(${text})`;
}

/** The first letter with the combining `mark`, composed where Unicode can ("e" + ´ → "é"); a
 * dotless ı or ȷ takes the accent as i or j. */
export function accented(text: string, mark: string): string {
	const [first, ...rest] = [...text];
	const base = first === 'ı' ? 'i' : first === 'ȷ' ? 'j' : first;
	return (base + mark + rest.join('')).normalize('NFC');
}

/** Every character but spaces with the combining `mark` (math accents: "\tilde{O}" → "Õ"). */
export function everyAccented(text: string, mark: string): string {
	return [...text]
		.map((c) => (/\s/.test(c) ? c : c + mark))
		.join('')
		.normalize('NFC');
}

/** "\unicode{x2014}" → "—"; anything that is not a character → nothing. */
export function codePoint(spec: string): string {
	const hex = /^x([0-9a-f]{1,6})$/i.exec(spec.trim());
	const n = hex ? parseInt(hex[1], 16) : /^\d{1,7}$/.test(spec.trim()) ? Number(spec.trim()) : NaN;
	if (!Number.isInteger(n) || n < 0x20 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '';
	return String.fromCodePoint(n);
}
