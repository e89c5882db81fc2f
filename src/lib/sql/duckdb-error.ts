// DuckDB-WASM reports some errors (parser errors, at least) as JSON:
//   {"exception_type":"Parser","exception_message":"syntax error at or near \"x\"…","position":"18"}
// and others as the text the DuckDB shell prints ("Binder Error: …"). This reads both into the
// shell's form, with the position DuckDB gives as an offset into the statement.

export interface DuckDBError {
	/** As the shell prints it, e.g. `Parser Error: syntax error at or near "x"`. */
	message: string;
	/** 0-based offset in the statement (UTF-16, as JS strings index), when DuckDB gives one. */
	offset: number | null;
}

interface ErrorJson {
	exception_type?: unknown;
	exception_message?: unknown;
	position?: unknown;
}

function parseJson(text: string): ErrorJson | null {
	if (!text.trimStart().startsWith('{')) return null;
	try {
		const value: unknown = JSON.parse(text);
		return typeof value === 'object' && value !== null ? (value as ErrorJson) : null;
	} catch {
		return null;
	}
}

/** DuckDB counts positions in characters (code points); JS strings index UTF-16 code units. */
function utf16Offset(statement: string, codePoints: number): number {
	return Array.from(statement).slice(0, codePoints).join('').length;
}

export function readDuckDBError(raw: string, statement: string): DuckDBError {
	const json = parseJson(raw);
	if (!json || typeof json.exception_message !== 'string') return { message: raw, offset: null };
	const type = typeof json.exception_type === 'string' ? json.exception_type : '';
	const message = type ? `${type} Error: ${json.exception_message}` : json.exception_message;
	const position = Number(json.position);
	const offset =
		json.position != null && Number.isInteger(position) && position >= 0
			? utf16Offset(statement, position)
			: null;
	return { message, offset };
}
