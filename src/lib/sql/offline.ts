// What the console says instead of DuckDB where DuckDB's own answer would mislead here: the page
// runs DuckDB offline, extension loading off and configuration locked (src/lib/db).
import type { StatementRange } from './split-statements';

/** Leading blanks and comments of a statement, skipped to reach its first keyword. */
function firstWords(statement: string): string {
	let rest = statement;
	for (;;) {
		rest = rest.trimStart();
		if (rest.startsWith('--')) rest = rest.slice(rest.indexOf('\n') + 1 || rest.length);
		else if (rest.startsWith('/*')) rest = rest.slice(rest.indexOf('*/') + 2 || rest.length);
		else return rest.slice(0, 40).toUpperCase().replace(/\s+/g, ' ');
	}
}

const EXTENSION_STATEMENT = /^(?:FORCE INSTALL|INSTALL|LOAD|UPDATE EXTENSIONS)\b/;

export const OFFLINE_EXTENSIONS =
	'INSTALL and LOAD cannot work here: DuckDB in this page runs offline, with extension loading switched off, so no extension can be fetched or loaded. Nothing was installed or loaded. The papers table and DuckDB’s built-in functions need no extension.';

/** The reason a script cannot run offline (it installs or loads an extension), or null. */
export function offlineRefusal(statements: StatementRange[]): string | null {
	return statements.some((s) => EXTENSION_STATEMENT.test(firstWords(s.text)))
		? OFFLINE_EXTENSIONS
		: null;
}

/**
 * DuckDB's message, or a plain one where DuckDB's advice cannot be followed here: out of
 * memory, it suggests raising `memory_limit` or lowering `threads`, settings this page locks.
 */
export function explainError(message: string): string {
	if (!/out of memory/i.test(message)) return message;
	const cause = message.split('\n')[0].trim();
	return [
		'Out of memory: the query needs more memory than the browser gives DuckDB in this page, and that limit cannot be raised here.',
		'Ask for less at once: select only the columns you need (abstract and mentions are the largest), filter with WHERE, aggregate, or add LIMIT.',
		`(DuckDB: ${cause})`
	].join('\n');
}
