// A value of an Arrow vector, as `vector.get` gives it, except where Arrow cannot convert it: a
// timestamp of DuckDB's `infinity` or `-infinity` (the largest 64-bit integers) is past what a
// double holds in milliseconds, Arrow throws, and the console froze. Such a value reads as
// Infinity or -Infinity, by the sign of the integer stored.
import type { Vector } from 'apache-arrow';

export function valueAt(vector: Vector, row: number): unknown {
	try {
		return vector.get(row);
	} catch (error) {
		let at = row;
		for (const data of vector.data) {
			if (at < data.length) {
				const stored = (data.values as ArrayLike<unknown>)[data.offset + at];
				if (typeof stored === 'bigint') return stored < 0n ? -Infinity : Infinity;
				break;
			}
			at -= data.length;
		}
		throw error;
	}
}
