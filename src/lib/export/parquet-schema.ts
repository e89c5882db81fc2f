import { DataType, type Field } from 'apache-arrow';
import type { SchemaElement } from 'hyparquet';
import { isWideInt } from '$lib/db/arrow-decode';

// Arrow (what DuckDB returns) → Parquet schema, for hyparquet-writer; the values for it are
// decoded in $lib/db's `parquet` mode.
// DuckDB-WASM cannot write Parquet offline (the parquet extension is downloaded on demand), so
// the browser writes it. Lists become standard 3-level LIST groups, structs become groups;
// decimals are written as DOUBLE, and types Parquet has no plain match for (intervals, maps,
// blobs…) as JSON text, so every result can be saved.

type Leaf = Pick<SchemaElement, 'type' | 'converted_type' | 'logical_type'>;

function leafFor(type: DataType): Leaf {
	if (DataType.isBool(type)) return { type: 'BOOLEAN' };
	if (DataType.isInt(type)) {
		if (!isWideInt(type)) return { type: 'INT32' };
		return { type: 'INT64', ...(type.isSigned ? {} : { converted_type: 'UINT_64' as const }) };
	}
	if (DataType.isFloat(type)) return { type: type.precision === 2 ? 'DOUBLE' : 'FLOAT' };
	if (DataType.isDecimal(type)) return { type: 'DOUBLE' };
	if (DataType.isUtf8(type) || DataType.isLargeUtf8(type))
		return { type: 'BYTE_ARRAY', converted_type: 'UTF8' };
	if (DataType.isDate(type)) return { type: 'INT32', converted_type: 'DATE' };
	if (DataType.isTimestamp(type)) {
		// Microseconds, DuckDB's precision. Only a time-zone-aware one is adjusted to UTC: the
		// legacy TIMESTAMP_MICROS says it is, so a plain TIMESTAMP names its logical type alone.
		const utc = Boolean(type.timezone);
		return {
			type: 'INT64',
			...(utc ? { converted_type: 'TIMESTAMP_MICROS' as const } : {}),
			logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: utc, unit: 'MICROS' }
		};
	}
	return { type: 'BYTE_ARRAY', converted_type: 'JSON' };
}

function isList(type: DataType): boolean {
	return DataType.isList(type) || DataType.isFixedSizeList(type);
}

/** Schema elements for one field, depth first, as Parquet's flat schema list wants them. */
function fieldElements(name: string, type: DataType): SchemaElement[] {
	if (isList(type)) {
		const element = type.children[0].type;
		return [
			{ name, repetition_type: 'OPTIONAL', num_children: 1, converted_type: 'LIST' },
			{ name: 'list', repetition_type: 'REPEATED', num_children: 1 },
			...fieldElements('element', element)
		];
	}
	if (DataType.isStruct(type)) {
		return [
			{ name, repetition_type: 'OPTIONAL', num_children: type.children.length },
			...type.children.flatMap((child) => fieldElements(child.name, child.type))
		];
	}
	return [{ name, repetition_type: 'OPTIONAL', ...leafFor(type) }];
}

export function parquetSchema(fields: readonly Field[]): SchemaElement[] {
	if (fields.length === 0) throw new Error('cannot write a Parquet file with no columns');
	return [
		{ name: 'root', num_children: fields.length },
		...fields.flatMap((f) => fieldElements(f.name, f.type))
	];
}
