import { DataType, util } from 'apache-arrow';
import { toPlain, type Plain } from './plain-value';

// An Arrow value as a plain JSON value, using its type where the value alone is ambiguous:
// decimals arrive as raw 128-bit words, dates and timestamps as epoch milliseconds.

export function arrowPlain(type: DataType, value: unknown): Plain {
	if (value === null || value === undefined) return null;
	if (DataType.isDecimal(type)) return util.bigNumToNumber(value as never, type.scale);
	if (DataType.isDate(type)) return new Date(Number(value)).toISOString().slice(0, 10);
	if (DataType.isTimestamp(type)) return new Date(Number(value)).toISOString();
	if (DataType.isList(type) || DataType.isFixedSizeList(type)) {
		const element = type.children[0].type;
		return Array.from(value as Iterable<unknown>, (v) => arrowPlain(element, v));
	}
	if (DataType.isStruct(type)) {
		const row = value as Record<string, unknown>;
		return Object.fromEntries(type.children.map((c) => [c.name, arrowPlain(c.type, row[c.name])]));
	}
	return toPlain(value);
}
