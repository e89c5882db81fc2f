import { describe, expect, it } from 'vitest';
import { PROTECTED_TABLES, protectedRefusal } from '../../../../src/lib/sql/protected-tables';

describe('protectedRefusal', () => {
	it('refuses a statement that drops, changes or fills papers or entities, anywhere in a script', () => {
		for (const sql of [
			'DROP TABLE papers',
			'drop view if exists papers;',
			'DROP TABLE "papers"',
			'DROP TABLE main.entities',
			'-- clean up\nDELETE FROM papers WHERE votes IS NULL',
			'UPDATE entities SET type = NULL',
			'INSERT INTO papers SELECT * FROM papers',
			'insert or replace into entities select * from entities',
			'ALTER TABLE papers ADD COLUMN x INTEGER',
			'TRUNCATE papers',
			'CREATE OR REPLACE TABLE papers AS SELECT 1',
			"COPY entities FROM 'x.csv'",
			'SELECT 1; DROP TABLE papers; SELECT 2'
		])
			expect(protectedRefusal(sql), sql).toBe(PROTECTED_TABLES);
	});

	it("lets reads, copies and tables of the console's own run", () => {
		for (const sql of [
			'SELECT * FROM papers',
			'CREATE TABLE my_papers AS SELECT * FROM papers',
			'DROP TABLE my_papers',
			'DROP TABLE papers_copy',
			'UPDATE my_papers SET votes = 0',
			'INSERT INTO notes SELECT paper_id FROM papers',
			"SELECT 'DROP TABLE papers' AS s",
			'-- DROP TABLE papers\nSELECT 1',
			"COPY (SELECT * FROM papers) TO '/export/x.csv'",
			''
		])
			expect(protectedRefusal(sql), sql).toBeNull();
	});
});
