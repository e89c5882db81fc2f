import type { Plain } from './plain-value.ts';

// How a value reads as text in the SQL console: lists as [a, b], structs as {key: value}, text
// inside them quoted as SQL quotes it ('it''s'), a missing value empty at the top and NULL inside.
// Unescaped, a list of the one text  a', 'b  read as a list of two.

/** Text in single quotes, a quote inside doubled. */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A struct's key as it is when it reads as one word, else quoted: {'a, b': 1} is one key. */
const keyText = (key: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : quoted(key));

function nested(value: Plain, top: boolean): string {
	if (value === null) return top ? '' : 'NULL';
	if (Array.isArray(value)) return `[${value.map((v) => nested(v, false)).join(', ')}]`;
	if (typeof value === 'object') {
		return `{${Object.entries(value)
			.map(([k, v]) => `${keyText(k)}: ${nested(v, false)}`)
			.join(', ')}}`;
	}
	if (typeof value === 'string') return top ? value : quoted(value);
	return String(value);
}

export function plainText(value: Plain): string {
	return nested(value, true);
}

/** Epoch milliseconds as an ISO instant; DuckDB's `infinity` and `-infinity` dates and times,
 * past what a Date holds, as those words (toISOString threw on them, and the console froze). */
export function instantText(ms: unknown): string {
	const n = Number(ms);
	if (Number.isNaN(n)) return String(ms);
	const date = new Date(n);
	if (Number.isNaN(date.getTime())) return n > 0 ? 'infinity' : '-infinity';
	return date.toISOString();
}

/** Epoch milliseconds as `2025-01-02`, or with the time as `2025-01-02 03:04:05`. */
export function dateText(ms: unknown, withTime: boolean): string {
	return isoText(instantText(ms), withTime);
}

/** An ISO instant as `2025-01-02`, or with the time as `2025-01-02 03:04:05.123456` (a fraction
 * only when there is one); other text (`infinity`) as it is. */
export function isoText(iso: string, withTime: boolean): string {
	if (!/^[+-]?\d/.test(iso)) return iso;
	return withTime ? iso.replace('T', ' ').replace(/\.000Z$|Z$/, '') : iso.slice(0, 10);
}
