import { DataType, util } from 'apache-arrow';
import { dateText, plainText } from './plain-text.ts';
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
 * - `exact`: an exported file's values, JSON that loses nothing: integers beyond 2^53 and
 *   non-finite numbers as text, dates and timestamps as in `rows`;
 * - `text`: a result-table cell as it reads (`exact`, written out; timestamps with a space).
 */
export type DecodeMode = 'rows' | 'chart' | 'exact' | 'text';

export type Decoder = (value: unknown) => unknown;

const isoDay = (ms: unknown) => dateText(ms, false);
const isoInstant = (ms: unknown) => new Date(Number(ms)).toISOString();
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(Number(value)));
const asNumber = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);
const same = (value: unknown) => value;

function leafDecoder(type: DataType, mode: 'rows' | 'chart' | 'exact'): Decoder {
	if (DataType.isDecimal(type)) {
		const scale = type.scale;
		return (value) => util.bigNumToNumber(value as never, scale);
	}
	if (DataType.isDate(type)) return mode === 'chart' ? asDate : isoDay;
	if (DataType.isTimestamp(type)) return mode === 'chart' ? asDate : isoInstant;
	if (mode === 'exact') return toPlain;
	if (DataType.isInt(type)) return asNumber;
	if (DataType.isFloat(type) || DataType.isUtf8(type) || DataType.isBool(type)) return same;
	// Maps, intervals, blobs…: whatever plain value they have.
	return mode === 'rows' ? toPlain : same;
}

function presentDecoder(type: DataType, mode: 'rows' | 'chart' | 'exact'): Decoder {
	if (DataType.isList(type) || DataType.isFixedSizeList(type)) {
		const element = decoderFor(type.children[0].type, mode);
		return (value) => Array.from(value as Iterable<unknown>, (v) => element(v));
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
	if (DataType.isDate(type) || DataType.isTimestamp(type)) {
		const withTime = DataType.isTimestamp(type);
		return (value) => (value == null ? '' : dateText(value, withTime));
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
