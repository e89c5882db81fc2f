// A statement's code without its comments and the text of its single-quoted strings, for the
// tests that look for words in it: "SELECT '--', nextval('s')" calls nextval, and
// "SELECT 'create'" creates nothing. (Never run: a quoted '--' is text.)

const STRINGS = /'(?:[^']|'')*'/g;
const COMMENTS = /--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\//g;

/** Strings become '' (a string is still there), comments a space, in reading order: a string
 * ends where its quote does, whatever comment marks it holds. */
export function codeOnly(sql: string): string {
	return sql.replace(new RegExp(`${STRINGS.source}|${COMMENTS.source}`, 'g'), (span) =>
		span.startsWith("'") ? "''" : ' '
	);
}
