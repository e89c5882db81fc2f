import { describe, expect, it } from 'vitest';
import { readsOnly } from '../../../../src/lib/sql/reads-only';

describe('readsOnly', () => {
	it('knows the statements that only read, after comments and opening parentheses', () => {
		for (const sql of [
			'SELECT 1',
			'-- Top algorithms\nselect * from papers',
			'/* a note */ WITH t AS (SELECT 1) SELECT * FROM t',
			'FROM papers LIMIT 3',
			'(SELECT 1) UNION ALL (SELECT 2)',
			'(  ( /* c */ SELECT 1))',
			'SELECT update_time, inserted FROM papers',
			'DESCRIBE papers',
			'SUMMARIZE papers',
			'VALUES (1), (2)'
		])
			expect(readsOnly(sql), sql).toBe(true);
	});

	it('refuses what writes or changes anything', () => {
		for (const sql of [
			'INSERT INTO mine VALUES (1)',
			'-- select\nDELETE FROM mine',
			'CREATE TABLE t AS SELECT 1',
			'UPDATE mine SET v = 2',
			'COPY mine TO "x.csv"',
			'selection_table',
			'WITH t AS (SELECT 1 AS v) INSERT INTO mine SELECT v FROM t RETURNING *',
			'WITH gone AS (DELETE FROM mine RETURNING *) SELECT * FROM gone'
		])
			expect(readsOnly(sql), sql).toBe(false);
	});
});
