import { describe, expect, it } from 'vitest';
import { parsedRowsValue } from '../../../../src/lib/db/parsed-value.ts';

describe('parsedRowsValue', () => {
	it('gives a parsed row the rows shape: days for dates, numbers for BigInt, at any depth', () => {
		const row = {
			published: new Date(Date.UTC(2025, 1, 15)),
			not_after: null,
			votes: 3n,
			models: [{ name: 'x', params_b: 7 }],
			captured: [new Date(Date.UTC(2024, 0, 1))]
		};
		expect(parsedRowsValue(row)).toEqual({
			published: '2025-02-15',
			not_after: null,
			votes: 3,
			models: [{ name: 'x', params_b: 7 }],
			captured: ['2024-01-01']
		});
	});
});
