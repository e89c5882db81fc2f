import { DataType, type Field } from 'apache-arrow';
import { duckTypeName } from './arrow-duck-type';

// What each result column is, read from the Arrow schema DuckDB returns (its values are decoded
// by src/lib/db/arrow-decode.ts).

export type ColumnKind =
	'number' | 'date' | 'timestamp' | 'text' | 'boolean' | 'list' | 'struct' | 'other';

export interface ResultColumn {
	name: string;
	/** DuckDB type name, as the schema panel shows it, e.g. `BIGINT`, `VARCHAR[]`. */
	type: string;
	kind: ColumnKind;
}

function columnKind(type: DataType): ColumnKind {
	if (DataType.isInt(type) || DataType.isFloat(type) || DataType.isDecimal(type)) return 'number';
	if (DataType.isDate(type)) return 'date';
	if (DataType.isTimestamp(type)) return 'timestamp';
	if (DataType.isUtf8(type) || DataType.isLargeUtf8(type)) return 'text';
	if (DataType.isBool(type)) return 'boolean';
	if (DataType.isList(type) || DataType.isFixedSizeList(type)) return 'list';
	if (DataType.isStruct(type) || DataType.isMap(type)) return 'struct';
	return 'other';
}

export function resultColumns(fields: readonly Field[]): ResultColumn[] {
	return fields.map((f) => ({
		name: f.name,
		type: duckTypeName(f.type),
		kind: columnKind(f.type)
	}));
}
