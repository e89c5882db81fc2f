import { DataType } from 'apache-arrow';
import { decimalValue } from './decimal-value.ts';
import { instantMicros, microsIso, microsToMs, parquetMicros } from './instant.ts';
import { timeText } from './interval-text.ts';
import { dateText, instantText, isoText, plainText } from './plain-text.ts';
import { toPlain, type Plain } from './plain-value.ts';

// Arrow values (what DuckDB-WASM returns) as JS values. The decoder is chosen once per column
// from its type, as Observable Framework's DuckDB client casts BigInt and timestamps once rather
// than guessing per cell: Arrow gives dates and timestamps as epoch milliseconds and decimals as
// raw 128-bit words, so only the type says what a value is.

/**
 * What the values are for:
 * - `rows`: the dashboard's rows, shaped as the build-time JSON answers are: numbers (BigInt
 *   too), dates as `YYYY-MM-DD`, timestamps as ISO instants, lists as arrays, structs as objects;
 * - `chart`: what Plot draws: as `rows`, but dates and timestamps as Date objects;
 * - `exact`: an exported file's values as JSON: integers beyond 2^53 and non-finite numbers as
 *   text, so no digit is lost, dates as in `rows`, timestamps to the microsecond; decimals
 *   become doubles (DECIMAL(38, x) keeps only about 16 significant digits), or exact text where a double
 *   cannot take them (decimal-value.ts);
 * - `parquet`: what hyparquet-writer takes for the Parquet export's types (export/parquet-schema):
 *   wide integers as BigInt, narrow ones as numbers, dates as days and timestamps as
 *   microseconds since 1970 (DuckDB's infinities as DuckDB stores them: a Date cannot hold
 *   them), types Parquet has no match for as `exact`'s JSON values;
 * - `text`: a result-table cell as it reads (`exact`, written out; timestamps with a space).
 */
export type DecodeMode = 'rows' | 'chart' | 'exact' | 'parquet' | 'text';

type ValueMode = Exclude<DecodeMode, 'text'>;

export type Decoder = (value: unknown) => unknown;

const isoDay = (ms: unknown) => dateText(ms, false);
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(Number(value)));
const asNumber = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);
const asBigInt = (value: unknown) => (typeof value === 'bigint' ? value : BigInt(value as number));
const same = (value: unknown) => value;
/** Arrow's TimeUnit (SECOND, MILLISECOND, MICROSECOND, NANOSECOND) as units per second. */
const TIME_UNITS_PER_SECOND = [1, 1e3, 1e6, 1e9];
const MS_PER_DAY = 86_400_000;

/** Timestamps come as their stored count in `unit` (vector-value.ts), or as milliseconds. */
function timestampDecoder(unit: number, mode: ValueMode): Decoder {
	const micros = (value: unknown) => instantMicros(value as bigint | number, unit);
	if (mode === 'chart') return (value) => new Date(microsToMs(micros(value)));
	if (mode === 'parquet') return (value) => parquetMicros(micros(value));
	if (mode === 'exact') return (value) => microsIso(micros(value));
	return (value) => instantText(microsToMs(micros(value)));
}

/** Integers a signed 32-bit one cannot hold (64-bit, unsigned 32-bit): Parquet's INT64. */
export function isWideInt(type: DataType): boolean {
	return DataType.isInt(type) && (type.bitWidth > 32 || (type.bitWidth === 32 && !type.isSigned));
}

/** Types Parquet stores as they come (booleans, floats, text). */
function isParquetPlain(type: DataType): boolean {
	return (
		DataType.isBool(type) ||
		DataType.isFloat(type) ||
		DataType.isUtf8(type) ||
		DataType.isLargeUtf8(type)
	);
}

function parquetLeaf(type: DataType): Decoder {
	if (DataType.isInt(type)) return isWideInt(type) ? asBigInt : Number;
	return isParquetPlain(type) ? same : toPlain;
}

function leafDecoder(type: DataType, mode: ValueMode): Decoder {
	if (DataType.isDecimal(type)) {
		const [scale, exact] = [type.scale, mode === 'exact'];
		return (value) => decimalValue(value, scale, exact);
	}
	if (DataType.isTime(type)) {
		const perSecond = TIME_UNITS_PER_SECOND[type.unit];
		return (value) => timeText(value as bigint | number, perSecond);
	}
	if (DataType.isDate(type)) {
		if (mode === 'parquet') return (ms) => Math.round(Number(ms) / MS_PER_DAY);
		return mode === 'chart' ? asDate : isoDay;
	}
	if (DataType.isTimestamp(type)) return timestampDecoder(type.unit, mode);
	if (mode === 'parquet') return parquetLeaf(type);
	if (mode === 'exact') return toPlain;
	if (DataType.isInt(type)) return asNumber;
	if (DataType.isFloat(type) || DataType.isUtf8(type) || DataType.isBool(type)) return same;
	// Maps, intervals, blobs…: whatever plain value they have.
	return mode === 'rows' ? toPlain : same;
}

function presentDecoder(type: DataType, mode: ValueMode): Decoder {
	if (DataType.isList(type) || DataType.isFixedSizeList(type)) {
		const element = decoderFor(type.children[0].type, mode);
		return (value) => Array.from(value as Iterable<unknown>, (v) => element(v));
	}
	if (DataType.isMap(type)) {
		// Entries as vector-value.ts reads them, to an object: key as text, value by its type (in
		// a Parquet file a map is JSON text, as `exact`). An object puts integer keys first.
		const [keyField, valueField] = type.children[0].type.children;
		const key = decoderFor(keyField.type, 'text');
		const value = decoderFor(valueField.type, mode === 'parquet' ? 'exact' : mode);
		return (entries) =>
			Object.fromEntries(
				(entries as [unknown, unknown][]).map(([k, v]) => [String(key(k)), value(v)])
			);
	}
	if (DataType.isStruct(type)) {
		const fields = type.children.map((c) => [c.name, decoderFor(c.type, mode)] as const);
		return (value) => {
			const row = value as Record<string, unknown>;
			return Object.fromEntries(fields.map(([name, decode]) => [name, decode(row[name])]));
		};
	}
	return leafDecoder(type, mode);
}

function textDecoder(type: DataType): Decoder {
	if (DataType.isDate(type)) return (value) => (value == null ? '' : dateText(value, false));
	if (DataType.isTimestamp(type)) {
		const exact = timestampDecoder(type.unit, 'exact');
		return (value) => (value == null ? '' : isoText(exact(value) as string, true));
	}
	const exact = decoderFor(type, 'exact');
	return (value) => plainText(exact(value) as Plain);
}

/** The decoder of values of `type` for `mode`; null stays null (in `text`: empty). */
export function decoderFor(type: DataType, mode: DecodeMode): Decoder {
	if (mode === 'text') return textDecoder(type);
	const decode = presentDecoder(type, mode);
	return (value) => (value == null ? null : decode(value));
}
