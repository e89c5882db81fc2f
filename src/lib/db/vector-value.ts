// A value of an Arrow vector, as `vector.get` gives it, except where Arrow cannot convert it: a
// timestamp of DuckDB's `infinity` or `-infinity` (the largest 64-bit integers) is past what a
// double holds in milliseconds, Arrow throws, and the console froze. Such a value reads as
// Infinity or -Infinity, by the sign of the integer stored. DuckDB's intervals are read here too
// (intervalAt).
import { DataType, IntervalUnit, type Data, type Vector } from 'apache-arrow';
import { intervalText } from './interval-text.ts';

/** Where row `row` of `vector` is stored: its chunk and the row within that chunk (a slice's
 * values start at its own first row). */
function locate(vector: Vector, row: number): { data: Data; at: number } | null {
	let at = row;
	for (const data of vector.data) {
		if (at < data.length) return { data, at };
		at -= data.length;
	}
	return null;
}

/** A month-day-nanosecond interval (DuckDB's INTERVAL), which Arrow's reader here misreads as
 * years and months: 16 bytes a value, months and days as 32-bit, nanoseconds as 64-bit. */
function intervalAt(vector: Vector, row: number): string | null {
	const place = locate(vector, row);
	if (!place || !place.data.getValid(place.at)) return null;
	// A slice's values start 3 words a row later (Arrow's strideForType gives this unit 1 + 2
	// words), where a value takes 4 words: 4 bytes a row of the slice's offset are still to go.
	const words = place.data.values as Int32Array;
	const start = words.byteOffset + 4 * place.data.offset + 16 * place.at;
	const view = new DataView(words.buffer, start, 16);
	return intervalText(view.getInt32(0, true), view.getInt32(4, true), view.getBigInt64(8, true));
}

/** How to read the values of `vector`, decided once for its type (a column's every cell is read
 * through it). */
export function valueReader(vector: Vector): (row: number) => unknown {
	if (DataType.isInterval(vector.type) && vector.type.unit === IntervalUnit.MONTH_DAY_NANO)
		return (row) => intervalAt(vector, row);
	return (row) => {
		try {
			return vector.get(row);
		} catch (error) {
			const place = locate(vector, row);
			const stored = place && (place.data.values as ArrayLike<unknown>)[place.at];
			if (typeof stored === 'bigint') return stored < 0n ? -Infinity : Infinity;
			throw error;
		}
	};
}
