import { DateDay, Decimal, Field, List, Struct, Utf8, vectorFromArray } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { arrowPlain } from '../../../../src/lib/export/arrow-plain';

describe('arrowPlain', () => {
	it('decodes decimals with their scale', () => {
		const type = new Decimal(1, 2, 128);
		// 7.5 at scale 1 is the integer 75 in the low word.
		expect(arrowPlain(type, new Uint32Array([75, 0, 0, 0]))).toBe(7.5);
	});
	it('writes dates as ISO days, also inside lists and structs', () => {
		const day = Date.UTC(2025, 2, 4);
		expect(arrowPlain(new DateDay(), day)).toBe('2025-03-04');
		const type = new List(
			new Field(
				'item',
				new Struct([new Field('d', new DateDay(), true), new Field('s', new Utf8(), true)]),
				true
			)
		);
		const vector = vectorFromArray([[{ d: new Date(day), s: 'x' }]], type);
		expect(arrowPlain(type, vector.get(0))).toEqual([{ d: '2025-03-04', s: 'x' }]);
	});
	it('passes nulls through', () => {
		expect(arrowPlain(new Utf8(), null)).toBeNull();
	});
});
