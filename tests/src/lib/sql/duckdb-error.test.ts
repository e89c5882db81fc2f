import { describe, expect, it } from 'vitest';
import { readDuckDBError } from '../../../../src/lib/sql/duckdb-error';

// Raw messages as DuckDB-WASM 1.32 (DuckDB 1.4) throws them from the console.
describe('readDuckDBError', () => {
	it('reads a parser error given as JSON into the shell form, with its position', () => {
		const sql = 'SELECT title FORM papers';
		const raw = JSON.stringify({
			exception_type: 'Parser',
			exception_message: `syntax error at or near "papers"\n\nLINE 1: ${sql}\n                          ^`,
			error_subtype: 'SYNTAX_ERROR',
			position: '18'
		});
		const error = readDuckDBError(raw, sql);
		expect(error.message).toMatch(/^Parser Error: syntax error at or near "papers"\n/);
		expect(error.message).not.toContain('exception_type');
		expect(sql.slice(error.offset!)).toBe('papers');
	});
	it('counts the position in characters, as DuckDB-WASM does, past accents and emoji', () => {
		const sql = "SELECT 'café 🚀' FORM papers";
		const characters = Array.from(sql.slice(0, sql.indexOf('papers'))).length;
		const raw = JSON.stringify({
			exception_type: 'Parser',
			exception_message: 'syntax error at or near "papers"',
			position: String(characters)
		});
		expect(sql.slice(readDuckDBError(raw, sql).offset!)).toBe('papers');
	});
	it('keeps a JSON error without a position, and one without a type', () => {
		const raw = JSON.stringify({ exception_message: 'syntax error at end of input' });
		expect(readDuckDBError(raw, 'SELECT 1 +')).toEqual({
			message: 'syntax error at end of input',
			offset: null
		});
	});
	it('passes plain messages and JSON that is not an error through unchanged', () => {
		const text = 'Catalog Error: Table with name nope does not exist!';
		expect(readDuckDBError(text, 'SELECT * FROM nope')).toEqual({ message: text, offset: null });
		expect(readDuckDBError('{"a": 1}', 'x')).toEqual({ message: '{"a": 1}', offset: null });
		expect(readDuckDBError('{not json', 'x')).toEqual({ message: '{not json', offset: null });
	});
});
