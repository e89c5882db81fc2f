import { Table, vectorFromArray } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { arrowTable } from '../../../../src/lib/db/arrow-table.ts';
import { COLUMN_TYPES } from '../../../../src/lib/db/columns.ts';
import { rowsOf } from '../../../../src/lib/db/plain-rows.ts';

describe('rowsOf', () => {
	it('turns lists of structs, dates and empty lists into plain values', () => {
		const table = new Table({
			sources: vectorFromArray([[{ file: 'a.txt', rank: 3 }], []], COLUMN_TYPES.sources),
			published: vectorFromArray([new Date('2025-01-02T00:00:00Z'), null], COLUMN_TYPES.published),
			model_sizes_b: vectorFromArray([[7, 0.5], []], COLUMN_TYPES.model_sizes_b)
		});
		expect(rowsOf(table)).toEqual([
			{ sources: [{ file: 'a.txt', rank: 3 }], published: '2025-01-02', model_sizes_b: [7, 0.5] },
			{ sources: [], published: null, model_sizes_b: [] }
		]);
	});
});

describe('arrowTable', () => {
	it('keeps declared types even when every list is empty', () => {
		const table = arrowTable({ gains: [[], []], published: [19000, null] }, COLUMN_TYPES);
		expect(String(table.schema.fields[0].type)).toContain('Struct');
		expect(rowsOf(table)[0].published).toBe('2022-01-08');
	});
});
