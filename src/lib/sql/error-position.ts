// DuckDB marks where a query went wrong with a context block at the end of its message:
//   LINE 2:   foo from t
//             ^
// Long lines are cut and shown with "..." on either side. This finds the offset it points at.

export interface ErrorPosition {
	/** 1-based line within the statement. */
	line: number;
	/** 0-based column within that line. */
	column: number;
	/** 0-based offset within the statement. */
	offset: number;
}

const CONTEXT = /^LINE (\d+): (.*)\n( *)\^/m;

export function errorPosition(message: string, statement: string): ErrorPosition | null {
	const match = CONTEXT.exec(message);
	if (!match) return null;
	const line = Number(match[1]);
	const shown = match[2];
	const caret = match[3].length - `LINE ${match[1]}: `.length;
	const lines = statement.split('\n');
	const actual = lines[line - 1];
	if (actual === undefined || caret < 0) return null;

	let column = caret;
	if (shown.startsWith('...')) {
		// Find the shown snippet in the real line; a snippet reaching the line's end sits there.
		const snippet = shown.slice(3).replace(/\.\.\.$/, '');
		const at = shown.endsWith('...') ? actual.indexOf(snippet) : actual.lastIndexOf(snippet);
		if (at === -1) return null;
		column = at + caret - 3;
	}
	column = Math.min(column, actual.length);
	const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column;
	return { line, column, offset };
}

/** The message without its context block, for showing above the editor's own marker. */
export function errorSummary(message: string): string {
	const cut = message.search(/\n\s*LINE \d+: /);
	return (cut === -1 ? message : message.slice(0, cut)).trim();
}

export interface ErrorParts {
	/** The message up to its context block (all of it when there is none). */
	before: string;
	/** The context block: the line and the caret under it, aligned only while neither wraps. */
	context: string | null;
	/** What follows the block (a hint, a note of a rollback). */
	after: string;
}

/** The message split around its context block, so the block can be shown unwrapped: wrapped on
 * a phone's screen, the caret stood on a line of its own, under the wrong word. */
export function errorParts(message: string): ErrorParts {
	const match = /^LINE \d+: .*\n *\^[^\n]*/m.exec(message);
	if (!match) return { before: message, context: null, after: '' };
	return {
		before: message.slice(0, match.index).trimEnd(),
		context: match[0],
		after: message.slice(match.index + match[0].length).trim()
	};
}
