import { describe, expect, it } from 'vitest';
import { changesSchema } from '../../../../src/lib/sql/changes-schema';

describe('changesSchema', () => {
	it('sees a statement that adds, drops or renames a table or view, or changes its rows', () => {
		expect(changesSchema('CREATE TABLE t AS SELECT 1')).toBe(true);
		expect(changesSchema('insert into t values (1);\ndrop view v')).toBe(true);
		expect(changesSchema('ALTER TABLE t RENAME TO u')).toBe(true);
		// An empty table's columns have no example value until rows come.
		expect(changesSchema('INSERT INTO t VALUES (1)')).toBe(true);
	});
	it('leaves out queries and settings, and words in comments or strings', () => {
		expect(changesSchema('SET threads = 1; -- then create a view')).toBe(false);
		expect(changesSchema("SELECT 'create' AS word FROM t")).toBe(false);
	});
});
