import { beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_TABLES, protectedRefusal } from '../../../../src/lib/sql/protected-tables';
import { tokensOf } from './wasm-tokenizer.ts';

// DuckDB-WASM starts once, before the tests, with time to spare on a loaded machine.
beforeAll(() => tokensOf('SELECT 1'), 60_000);

const refusal = async (sql: string) => protectedRefusal(await tokensOf(sql));

describe('protectedRefusal', () => {
	it('refuses a statement that drops, changes or fills papers or entities, however written', async () => {
		for (const sql of [
			'DROP TABLE papers',
			'drop view if exists papers;',
			'DROP TABLE "papers"',
			'DROP TABLE"entities"',
			'DROP TABLE /*c*/ entities',
			'DROP/**/TABLE entities',
			'DROP TABLE -- c\n entities',
			'DROP TABLE main . entities',
			'DROP TABLE memory.entities',
			'DELETE FROM "memory"."main"."Entities"',
			'-- clean up\nDELETE FROM papers WHERE votes IS NULL',
			'UPDATE entities SET type = NULL',
			'INSERT INTO papers SELECT * FROM papers',
			'insert or replace into entities select * from entities',
			'WITH x AS (SELECT 1) INSERT INTO papers SELECT * FROM papers LIMIT 5',
			'WITH x AS (SELECT 1) DELETE FROM entities',
			"MERGE INTO entities USING (SELECT 'a' AS name) s ON entities.name = s.name WHEN MATCHED THEN DELETE",
			'PREPARE q AS DELETE FROM entities',
			'ALTER TABLE papers ADD COLUMN x INTEGER',
			'ALTER VIEW papers RENAME TO p',
			'TRUNCATE papers',
			'CREATE OR REPLACE TABLE papers AS SELECT 1',
			'CREATE OR REPLACE VIEW entities AS SELECT 1',
			"COPY entities FROM 'x.csv'",
			'DETACH charts',
			'DETACH DATABASE IF EXISTS charts',
			'DROP SCHEMA main CASCADE',
			// A string DuckDB reads with a backslash escape does not hide the statement after it.
			"SELECT E'x\\'y' AS s; DELETE FROM entities; SELECT 'z' AS t"
		])
			expect(await refusal(sql), sql).toBe(PROTECTED_TABLES);
	});

	it('lets reads, exports, copies and tables of the console’s own run', async () => {
		for (const sql of [
			'SELECT * FROM papers',
			'CREATE TABLE my_papers AS SELECT * FROM papers',
			'DROP TABLE my_papers',
			'DROP TABLE papers_copy',
			'DROP TABLE "papers copy"',
			'DROP TABLE other.papers',
			'UPDATE my_papers SET votes = 0',
			'INSERT INTO notes SELECT paper_id FROM papers',
			'INSERT INTO t VALUES (1) ON CONFLICT DO UPDATE SET x = 1',
			"SELECT 'DROP TABLE papers' AS s",
			'-- DROP TABLE papers\nSELECT 1',
			'/* DELETE FROM entities */ SELECT 1',
			"COPY papers TO '/exports/x.csv'",
			"COPY (SELECT * FROM papers) TO '/exports/x.csv'",
			'DETACH my_db',
			''
		])
			expect(await refusal(sql), sql).toBeNull();
	});
});
