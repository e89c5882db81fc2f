import {
	Binary,
	Bool,
	DateDay,
	Decimal,
	Field,
	Float32,
	Float64,
	Int32,
	Int64,
	List,
	Map_,
	Struct,
	TimestampMicrosecond,
	Uint8,
	Utf8,
	type DataType
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { duckTypeName } from '../../../../src/lib/sql/arrow-duck-type';

const list = (type: DataType) => new List(new Field('item', type, true));
const struct = (fields: [string, DataType][]) =>
	new Struct(fields.map(([name, type]) => new Field(name, type, true)));

describe('duckTypeName', () => {
	it('names scalars as DESCRIBE does, not as Arrow does', () => {
		expect(duckTypeName(new Utf8())).toBe('VARCHAR');
		expect(duckTypeName(new Int64())).toBe('BIGINT');
		expect(duckTypeName(new Int32())).toBe('INTEGER');
		expect(duckTypeName(new Uint8())).toBe('UTINYINT');
		expect(duckTypeName(new Float64())).toBe('DOUBLE');
		expect(duckTypeName(new Float32())).toBe('FLOAT');
		expect(duckTypeName(new Bool())).toBe('BOOLEAN');
		expect(duckTypeName(new DateDay())).toBe('DATE');
		expect(duckTypeName(new TimestampMicrosecond())).toBe('TIMESTAMP');
		expect(duckTypeName(new TimestampMicrosecond('UTC'))).toBe('TIMESTAMP WITH TIME ZONE');
		expect(duckTypeName(new Decimal(3, 18, 128))).toBe('DECIMAL(18,3)');
		expect(duckTypeName(new Binary())).toBe('BLOB');
	});
	it('names lists, structs and maps as the schema panel shows them', () => {
		expect(duckTypeName(list(new Utf8()))).toBe('VARCHAR[]');
		// The papers table's `models` column, as DESCRIBE prints it.
		const models = list(
			struct([
				['name', new Utf8()],
				['family', new Utf8()],
				['params_b', new Float64()]
			])
		);
		expect(duckTypeName(models)).toBe(
			'STRUCT("name" VARCHAR, "family" VARCHAR, params_b DOUBLE)[]'
		);
		expect(duckTypeName(struct([['a b', new Int32()]]))).toBe('STRUCT("a b" INTEGER)');
		const entries = new Field(
			'entries',
			struct([
				['key', new Utf8()],
				['value', new Int32()]
			]),
			false
		);
		expect(duckTypeName(new Map_(entries))).toBe('MAP(VARCHAR, INTEGER)');
	});
});
