import { DataType, util, type Field } from 'apache-arrow';
import type { SchemaElement } from 'hyparquet';
import { toPlain } from '$lib/db/plain-value';

// Arrow (what DuckDB returns) → Parquet schema and column values, for hyparquet-writer.
// DuckDB-WASM cannot write Parquet offline (the parquet extension is downloaded on demand), so
// the browser writes it. Lists become standard 3-level LIST groups, structs become groups;
// decimals are written as DOUBLE, and types Parquet has no plain match for (intervals, maps,
// blobs…) as JSON text, so every result can be saved.

type Leaf = Pick<SchemaElement, 'type' | 'converted_type'>;

function leafFor(type: DataType): Leaf {
	if (DataType.isBool(type)) return { type: 'BOOLEAN' };
	if (DataType.isInt(type)) {
		if (type.bitWidth < 32 || (type.bitWidth === 32 && type.isSigned)) return { type: 'INT32' };
		return { type: 'INT64', ...(type.isSigned ? {} : { converted_type: 'UINT_64' as const }) };
	}
	if (DataType.isFloat(type)) return { type: type.precision === 2 ? 'DOUBLE' : 'FLOAT' };
	if (DataType.isDecimal(type)) return { type: 'DOUBLE' };
	if (DataType.isUtf8(type) || DataType.isLargeUtf8(type))
		return { type: 'BYTE_ARRAY', converted_type: 'UTF8' };
	if (DataType.isDate(type)) return { type: 'INT32', converted_type: 'DATE' };
	if (DataType.isTimestamp(type)) return { type: 'INT64', converted_type: 'TIMESTAMP_MILLIS' };
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

/** One Arrow value as the JS value hyparquet-writer expects for the schema above. */
export function parquetValue(type: DataType, value: unknown): unknown {
	if (value === null || value === undefined) return null;
	if (isList(type)) {
		const element = type.children[0].type;
		return Array.from(value as Iterable<unknown>, (v) => parquetValue(element, v));
	}
	if (DataType.isStruct(type)) {
		const row = value as Record<string, unknown>;
		return Object.fromEntries(
			type.children.map((c) => [c.name, parquetValue(c.type, row[c.name])])
		);
	}
	const leaf = leafFor(type);
	if (DataType.isDecimal(type)) return util.bigNumToNumber(value as never, type.scale);
	if (leaf.type === 'INT64') return typeof value === 'bigint' ? value : BigInt(value as number);
	if (leaf.type === 'INT32' && leaf.converted_type !== 'DATE') return Number(value);
	if (leaf.converted_type === 'DATE' || leaf.converted_type === 'TIMESTAMP_MILLIS') {
		return value instanceof Date ? value : new Date(Number(value));
	}
	if (leaf.converted_type === 'JSON') return toPlain(value);
	return value;
}
