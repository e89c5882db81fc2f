import { makeVector, TimestampMicrosecond, Utf8, vectorFromArray } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../../src/lib/db/vector-value';

describe('valueAt', () => {
	it("reads DuckDB's infinite timestamps as ±Infinity where Arrow throws, in any chunk", () => {
		const type = new TimestampMicrosecond();
		const first = makeVector({ type, data: new BigInt64Array([1_000_000n]) });
		const second = makeVector({
			type,
			data: new BigInt64Array([9223372036854775807n, -9223372036854775807n])
		});
		const both = first.concat(second);
		expect(() => both.get(1)).toThrow(/not safe/);
		expect([0, 1, 2].map((row) => valueAt(both, row))).toEqual([1000, Infinity, -Infinity]);
	});

	it('gives every other value as Arrow does', () => {
		const names = vectorFromArray(['a', null], new Utf8());
		expect([valueAt(names, 0), valueAt(names, 1)]).toEqual(['a', null]);
	});
});
