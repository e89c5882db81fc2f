// A value of an Arrow vector, read as stored where Arrow's own conversion loses it. Arrow gives
// a timestamp as a double of milliseconds: the microseconds went, and DuckDB's `infinity` and
// `-infinity` (the largest 64-bit integers) threw, and the console froze; a timestamp is read
// here as its stored 64-bit count (instant.ts reads it). Lists and structs are read through
// their children, so a timestamp inside one is read the same way (Arrow threw there too), and
// DuckDB's intervals are read here (intervalAt). Every other value is as `vector.get` gives it.
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

/** The value as stored (a timestamp's 64-bit count in its type's unit), or null. */
function storedAt(vector: Vector, row: number): unknown {
	const place = locate(vector, row);
	if (!place || !place.data.getValid(place.at)) return null;
	return (place.data.values as ArrayLike<unknown>)[place.at];
}

/** A map's entries in order, [key, value] each, both read as a column's values are (a timestamp
 * in a map threw in Arrow's own reader too); arrow-decode.ts decodes them by their types. */
function mapAt(vector: Vector, row: number): [unknown, unknown][] | null {
	const place = locate(vector, row);
	if (!place || !place.data.getValid(place.at)) return null;
	// The entries of every chunk, one after another; a chunk's offsets count from its own first.
	let before = 0;
	for (const data of vector.data) {
		if (data === place.data) break;
		before += data.children[0].length;
	}
	const offsets = place.data.valueOffsets;
	const [begin, end] = [before + offsets[place.at], before + offsets[place.at + 1]];
	const entries = vector.getChildAt(0)!.slice(begin, end);
	const key = valueReader(entries.getChildAt(0)!);
	const value = valueReader(entries.getChildAt(1)!);
	return Array.from({ length: end - begin }, (_, i) => [key(i), value(i)]);
}

function isList(type: DataType): boolean {
	return DataType.isList(type) || DataType.isFixedSizeList(type);
}

/** How to read the values of `vector`, decided once for its type (a column's every cell is read
 * through it): lists as arrays and structs as objects of values read the same way. */
export function valueReader(vector: Vector): (row: number) => unknown {
	const type = vector.type;
	if (DataType.isInterval(type) && type.unit === IntervalUnit.MONTH_DAY_NANO)
		return (row) => intervalAt(vector, row);
	if (DataType.isTimestamp(type)) return (row) => storedAt(vector, row);
	if (isList(type)) {
		return (row) => {
			const items = vector.get(row) as Vector | null;
			if (items == null) return null;
			const read = valueReader(items);
			return Array.from({ length: items.length }, (_, i) => read(i));
		};
	}
	if (DataType.isMap(type)) return (row) => mapAt(vector, row);
	if (DataType.isStruct(type)) {
		const fields = type.children.map(
			(field, i) => [field.name, valueReader(vector.getChildAt(i)!)] as const
		);
		return (row) =>
			vector.isValid(row)
				? Object.fromEntries(fields.map(([name, read]) => [name, read(row)]))
				: null;
	}
	return (row) => vector.get(row);
}
