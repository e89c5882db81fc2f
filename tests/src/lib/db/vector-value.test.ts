import {
	Interval,
	IntervalUnit,
	makeData,
	makeVector,
	TimestampMicrosecond,
	Utf8,
	vectorFromArray
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { valueReader } from '../../../../src/lib/db/vector-value';

describe('valueReader', () => {
	it("reads a timestamp as its stored count, DuckDB's infinities too (Arrow's get throws), in any chunk", () => {
		const type = new TimestampMicrosecond();
		const first = makeVector({ type, data: new BigInt64Array([1_000_000n]) });
		const second = makeVector({
			type,
			data: new BigInt64Array([9223372036854775807n, -9223372036854775807n])
		});
		const both = first.concat(second);
		expect(() => both.get(1)).toThrow(/not safe/);
		expect([0, 1, 2].map(valueReader(both))).toEqual([
			1_000_000n,
			9223372036854775807n,
			-9223372036854775807n
		]);
		// A slice reads from its own first row.
		const sliced = second.slice(1);
		expect(valueReader(sliced)(0)).toBe(-9223372036854775807n);
	});

	it("reads DuckDB's intervals (months, days, nanoseconds) as DuckDB writes them", () => {
		// 5 months; 3 days; 1 year 2 months 3 hours; a null.
		const words = new Int32Array(16);
		const view = new DataView(words.buffer);
		view.setInt32(0, 5, true);
		view.setInt32(20, 3, true);
		view.setInt32(32, 14, true);
		view.setBigInt64(40, 3n * 3600n * 1_000_000_000n, true);
		const validity = new Uint8Array([0b0111]);
		const type = new Interval(IntervalUnit.MONTH_DAY_NANO);
		const vector = makeVector(
			makeData({ type, length: 4, nullCount: 1, nullBitmap: validity, data: words })
		);
		expect([0, 1, 2, 3].map(valueReader(vector))).toEqual([
			'5 months',
			'3 days',
			'1 year 2 months 03:00:00',
			null
		]);
		expect([0, 1, 2].map(valueReader(vector.slice(1)))).toEqual([
			'3 days',
			'1 year 2 months 03:00:00',
			null
		]);
	});

	it('gives every other value as Arrow does', () => {
		const names = vectorFromArray(['a', null], new Utf8());
		expect([0, 1].map(valueReader(names))).toEqual(['a', null]);
	});
});
