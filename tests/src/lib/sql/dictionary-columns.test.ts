import { Dictionary, Field, Int32, List, Struct, Uint8, Utf8 } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { dictionaryRereadSql, hasDictionary } from '../../../../src/lib/sql/dictionary-columns';

const enumType = () => new Dictionary(new Utf8(), new Uint8());

describe('hasDictionary', () => {
	it('finds an ENUM column at the top, in a list and in a struct', () => {
		expect(hasDictionary([new Field('e', enumType())])).toBe(true);
		expect(hasDictionary([new Field('l', new List(new Field('item', enumType())))])).toBe(true);
		expect(hasDictionary([new Field('s', new Struct([new Field('e', enumType())]))])).toBe(true);
	});

	it('finds none in plain columns', () => {
		expect(hasDictionary([new Field('n', new Int32()), new Field('t', new Utf8())])).toBe(false);
	});
});

describe('dictionaryRereadSql', () => {
	it('reads a query again cut to the rows kept', () => {
		expect(dictionaryRereadSql("SELECT 'ok--'::mood AS m FROM t -- all", 200)).toBe(
			"SELECT * FROM (SELECT 'ok--'::mood AS m FROM t -- all\n) LIMIT 200"
		);
	});
	it('reads a statement no subquery holds as it is', () => {
		expect(dictionaryRereadSql('DESCRIBE t', 200)).toBe('DESCRIBE t');
	});
	it('does not run again what would give other rows or move a sequence', () => {
		expect(dictionaryRereadSql("SELECT nextval('s') AS n, m FROM t", 200)).toBeNull();
		expect(dictionaryRereadSql('SELECT m FROM t USING SAMPLE 10', 200)).toBeNull();
		expect(dictionaryRereadSql('SELECT random() AS r, m FROM t', 200)).toBeNull();
		// A comment mark inside a string hides nothing after it.
		expect(dictionaryRereadSql("SELECT '--', nextval('s') AS n, m FROM t", 200)).toBeNull();
		expect(dictionaryRereadSql('SELECT uuidv7() AS id, m FROM t', 200)).toBeNull();
	});
});
