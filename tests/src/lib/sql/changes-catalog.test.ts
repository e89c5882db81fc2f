import { describe, expect, it } from 'vitest';
import { changesCatalog } from '../../../../src/lib/sql/changes-catalog';

describe('changesCatalog', () => {
	it('sees a statement that adds, drops or renames a table or view', () => {
		expect(changesCatalog('CREATE TABLE t AS SELECT 1')).toBe(true);
		expect(changesCatalog('insert into t values (1);\ndrop view v')).toBe(true);
		expect(changesCatalog('ALTER TABLE t RENAME TO u')).toBe(true);
	});
	it('leaves out what only writes rows or settings, and words in comments', () => {
		expect(changesCatalog('INSERT INTO t VALUES (1)')).toBe(false);
		expect(changesCatalog('SET threads = 1; -- then create a view')).toBe(false);
	});
});
