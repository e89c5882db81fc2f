import { describe, expect, it } from 'vitest';
import { parseDuckType, structFields } from '../../../../src/lib/sql/duck-type';

describe('parseDuckType', () => {
	it('reads scalars, with parameters', () => {
		expect(parseDuckType('VARCHAR')).toEqual({ kind: 'scalar', name: 'VARCHAR' });
		expect(parseDuckType('DECIMAL(18,3)')).toEqual({ kind: 'scalar', name: 'DECIMAL(18,3)' });
		expect(parseDuckType('TIMESTAMP WITH TIME ZONE')).toEqual({
			kind: 'scalar',
			name: 'TIMESTAMP WITH TIME ZONE'
		});
	});
	it('reads lists of structs with quoted field names', () => {
		const type = parseDuckType('STRUCT("value" DOUBLE, unit VARCHAR, "end" INTEGER)[]');
		expect(type.kind).toBe('list');
		expect(structFields(type)).toEqual(['value', 'unit', 'end']);
	});
	it('reads nested structs, maps and fixed arrays', () => {
		const type = parseDuckType('STRUCT(a STRUCT(b INTEGER[3]), m MAP(VARCHAR, INTEGER))');
		expect(structFields(type)).toEqual(['a', 'm']);
		expect(parseDuckType('INTEGER[3]')).toEqual({
			kind: 'list',
			element: { kind: 'scalar', name: 'INTEGER' }
		});
	});
	it('has no fields for scalars and plain lists', () => {
		expect(structFields(parseDuckType('VARCHAR[]'))).toEqual([]);
	});
	it('names the bad type', () => {
		expect(() => parseDuckType('STRUCT(a INTEGER')).toThrow(/STRUCT\(a INTEGER/);
	});
});
