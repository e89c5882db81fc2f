import { DataType, type Field } from 'apache-arrow';
import { codeOnly } from './code-only';

// DuckDB-WASM streams an ENUM (an Arrow dictionary) without its values: every cell of a streamed
// ENUM column read empty (duckdb-wasm issue 1548), where its whole-result query gives them. The
// console then reads such a result again, whole, but only where that is safe and bounded.

/** Whether a result holds a dictionary-encoded column, at the top or inside a list or struct. */
export function hasDictionary(fields: readonly Field[]): boolean {
	return fields.some(
		(field) => DataType.isDictionary(field.type) || hasDictionary(field.type.children ?? [])
	);
}

/** Calls that give another answer each time: run again, a sequence would move twice. */
const VOLATILE =
	/\b(?:nextval|setseed|random|uuid\w*|gen_random_uuid)\s*\(|\busing\s+sample\b|\btablesample\b/i;
/** A query a subquery can hold, so a LIMIT bounds what the second read keeps in memory. */
const QUERY = /^[\s(]*(?:select|with|from|values|table)\b/i;

/**
 * The statement that reads a streamed result again with its ENUM values: `statement` (which only
 * reads; a script's statement, without its semicolon) cut to the `kept` rows the console shows,
 * or as it is where it cannot be wrapped (DESCRIBE, SHOW); null where a second run would not give
 * the same rows.
 */
export function dictionaryRereadSql(statement: string, kept: number): string | null {
	const code = codeOnly(statement);
	if (VOLATILE.test(code)) return null;
	return QUERY.test(code) ? `SELECT * FROM (${statement}\n) LIMIT ${kept}` : statement;
}
