import { describe, expect, it } from 'vitest';
import {
	isBlankSql,
	splitStatements,
	statementPick
} from '../../../../src/lib/sql/split-statements';

describe('splitStatements', () => {
	it('splits at top-level semicolons and trims', () => {
		const sql = 'SELECT 1;\n  SELECT 2 ;\nSELECT 3';
		expect(splitStatements(sql).map((s) => s.text)).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3']);
	});
	it('keeps semicolons inside strings, quoted names, comments and dollar quotes', () => {
		const sql = `SELECT 'a;b', "c;d" -- e;f\nFROM t /* g;h */; SELECT $$i;j$$; SELECT 'it''s;'`;
		const texts = splitStatements(sql).map((s) => s.text);
		expect(texts).toHaveLength(3);
		expect(texts[0]).toContain('/* g;h */');
		expect(texts[1]).toBe('SELECT $$i;j$$');
		expect(texts[2]).toBe("SELECT 'it''s;'");
	});
	it('drops empty and comment-only statements', () => {
		expect(splitStatements(';; -- nothing\n;')).toEqual([]);
	});
	it('gives offsets that slice back to the text', () => {
		const sql = '  SELECT 1;\n\nSELECT 2;';
		for (const s of splitStatements(sql)) expect(sql.slice(s.from, s.to)).toBe(s.text);
	});
});

describe('statementPick: the statement', () => {
	const sql = 'SELECT 1;\nSELECT 2;\n\nSELECT 3';
	it('finds the statement containing the cursor', () => {
		expect(statementPick(sql, sql.indexOf('2'))?.statement.text).toBe('SELECT 2');
		expect(statementPick(sql, sql.length)?.statement.text).toBe('SELECT 3');
	});
	it('takes the statement before when the cursor rests after its semicolon', () => {
		expect(statementPick(sql, sql.indexOf(';') + 1)?.statement.text).toBe('SELECT 1');
	});
	it('takes the first statement when the cursor is before everything', () => {
		expect(statementPick('\n\nSELECT 9', 0)?.statement.text).toBe('SELECT 9');
	});
	it('returns null for a blank script', () => {
		expect(statementPick('  -- only a comment', 3)).toBeNull();
	});
});

describe('isBlankSql', () => {
	it('sees comments and spaces as blank, code as not', () => {
		expect(isBlankSql(' /* x */ -- y\n')).toBe(true);
		expect(isBlankSql(' /* x */ 1')).toBe(false);
	});
});

describe('statementPick', () => {
	it("gives the picked statement's place and how many there are", () => {
		const sql = 'SELECT 1;\nSELECT 2;\n\nSELECT 3';
		const pick = statementPick(sql, sql.indexOf('2'));
		expect(pick && [pick.statement.text, pick.index, pick.of]).toEqual(['SELECT 2', 1, 3]);
		expect(statementPick(' SELECT 1', 0)?.index).toBe(0);
		expect(statementPick('-- none', 3)).toBeNull();
	});
});
