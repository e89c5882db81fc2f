import {
	DateDay,
	Field,
	Float64,
	Int32,
	List,
	Struct,
	Table,
	Utf8,
	vectorFromArray
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/lib/db/plain-rows.ts';

const list = (type: Float64 | Struct) => new List(new Field('item', type, true));

describe('rowsOf', () => {
	it('turns lists of structs, dates and empty lists into plain values', () => {
		const source = new Struct([
			new Field('file', new Utf8(), true),
			new Field('rank', new Int32(), true)
		]);
		const table = new Table({
			sources: vectorFromArray([[{ file: 'a.txt', rank: 3 }], []], list(source)),
			published: vectorFromArray([new Date('2025-01-02T00:00:00Z'), null], new DateDay()),
			model_sizes_b: vectorFromArray([[7, 0.5], []], list(new Float64()))
		});
		expect(rowsOf(table)).toEqual([
			{ sources: [{ file: 'a.txt', rank: 3 }], published: '2025-01-02', model_sizes_b: [7, 0.5] },
			{ sources: [], published: null, model_sizes_b: [] }
		]);
	});
});
