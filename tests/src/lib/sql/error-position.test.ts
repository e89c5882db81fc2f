import { describe, expect, it } from 'vitest';
import { errorParts, errorPosition, errorSummary } from '../../../../src/lib/sql/error-position';

// Messages as DuckDB-WASM 1.32 (DuckDB 1.4) prints them.
describe('errorPosition', () => {
	it('reads the caret on the first line', () => {
		const message =
			'Binder Error: Referenced column "foo" not found in FROM clause!\nCandidate bindings: "i"\n\nLINE 1: select foo from t\n               ^';
		expect(errorPosition(message, 'select foo from t')).toEqual({ line: 1, column: 7, offset: 7 });
	});
	it('counts earlier lines into the offset', () => {
		const sql = 'select i,\n  foo from t';
		const message = 'Binder Error: x\n\nLINE 2:   foo from t\n          ^';
		const at = errorPosition(message, sql);
		expect(at).toMatchObject({ line: 2, column: 2 });
		expect(sql.slice(at!.offset, at!.offset + 3)).toBe('foo');
	});
	it('finds the caret in a line DuckDB shortened with "..."', () => {
		const sql = `select ${'i, '.repeat(40)}foo from t`;
		const shown = '..., i, i, i, i, foo from t';
		const caret = ' '.repeat('LINE 1: '.length + shown.indexOf('foo'));
		const at = errorPosition(`Binder Error: x\n\nLINE 1: ${shown}\n${caret}^`, sql);
		expect(sql.slice(at!.offset, at!.offset + 3)).toBe('foo');
	});
	it('returns null when the message has no position', () => {
		expect(
			errorPosition('Catalog Error: Table with name x does not exist!', 'select * from x')
		).toBeNull();
	});
});

describe('errorSummary', () => {
	it('drops the LINE context', () => {
		expect(
			errorSummary('Parser Error: syntax error at or near ","\n\nLINE 1: select ,\n       ^')
		).toBe('Parser Error: syntax error at or near ","');
	});
});

describe('errorParts', () => {
	it('sets the context block apart, with what comes before and after it', () => {
		const message =
			'Binder Error: Referenced column "yr" not found\n\nLINE 1: SELECT yr FROM papers\n               ^\n\n(The transaction the script opened was rolled back.)';
		expect(errorParts(message)).toEqual({
			before: 'Binder Error: Referenced column "yr" not found',
			context: 'LINE 1: SELECT yr FROM papers\n               ^',
			after: '(The transaction the script opened was rolled back.)'
		});
	});

	it('leaves a message without one whole', () => {
		expect(errorParts('Catalog Error: no such table')).toEqual({
			before: 'Catalog Error: no such table',
			context: null,
			after: ''
		});
	});
});
