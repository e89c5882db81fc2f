import { DataType, type Field } from 'apache-arrow';

// DuckDB-WASM streams an ENUM (an Arrow dictionary) without its values: every cell of a streamed
// ENUM column read empty (duckdb-wasm issue 1548), where its whole-result query gives them.

/** Whether a result holds a dictionary-encoded column, at the top or inside a list or struct. */
export function hasDictionary(fields: readonly Field[]): boolean {
	return fields.some(
		(field) => DataType.isDictionary(field.type) || hasDictionary(field.type.children ?? [])
	);
}
