// A selected name's key as nameKeySql makes it (etl/schema/entity-naming.ts), in the page: an
// acronym's plural loses its "s" by the same ASCII pattern, and each character is lower-cased
// as DuckDB's lower() does it, character by character (utf8proc, not JavaScript's toLowerCase:
// "İ" is "i", a final "Σ" is "σ"), from the table of every change DuckDB makes, asked of DuckDB
// at build time and shipped with the search index.
import { ACRONYM_PLURAL } from '$schema/entity-naming.ts';

/** Code point → the code point DuckDB's lower() makes of it, for every one it changes. */
export type LowerCase = Map<number, number>;

const acronymPlural = new RegExp(ACRONYM_PLURAL);

/** DuckDB's lower() of `text`, or null when `text` is no sound UTF-16 (a lone surrogate, which
 * DuckDB never sees as such). */
function lowered(text: string, lower: LowerCase): string | null {
	let out = '';
	for (const c of text) {
		const point = c.codePointAt(0)!;
		if (point >= 0xd800 && point <= 0xdfff) return null;
		if (point < 0x80) out += point >= 65 && point <= 90 ? String.fromCharCode(point + 32) : c;
		else out += String.fromCodePoint(lower.get(point) ?? point);
	}
	return out;
}

/** nameKeySql(`name`), or null when it cannot be told here (see lowered). */
export const nameKey = (name: string, lower: LowerCase): string | null =>
	lowered(acronymPlural.test(name) ? name.slice(0, -1) : name, lower);
