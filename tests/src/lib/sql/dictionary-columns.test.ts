import { Dictionary, Field, Int32, List, Struct, Uint8, Utf8 } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { hasDictionary } from '../../../../src/lib/sql/dictionary-columns';

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
