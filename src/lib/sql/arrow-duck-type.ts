import { DataType, DateUnit, TimeUnit, type Field } from 'apache-arrow';

// The DuckDB type name (as DESCRIBE and the schema panel print it) of a result column, read back
// from the Arrow type DuckDB-WASM returns it as. A few DuckDB types share an Arrow type (UUID and
// VARCHAR are both Utf8, HUGEINT is Decimal(38, 0)): those read as the common one.

// DuckDB quotes struct field names that are keywords; these are the ones seen as field names.
// (The full list is `SELECT keyword_name FROM duckdb_keywords()`.)
const KEYWORDS = new Set(
	'value key name text type start end family order from select where group by as in is null'.split(
		' '
	)
);

function fieldName(name: string): string {
	if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !KEYWORDS.has(name.toLowerCase())) return name;
	return `"${name.replace(/"/g, '""')}"`;
}

const INTS: Record<string, string> = {
	'true 8': 'TINYINT',
	'true 16': 'SMALLINT',
	'true 32': 'INTEGER',
	'true 64': 'BIGINT',
	'false 8': 'UTINYINT',
	'false 16': 'USMALLINT',
	'false 32': 'UINTEGER',
	'false 64': 'UBIGINT'
};

const TIMESTAMPS: Record<number, string> = {
	[TimeUnit.SECOND]: 'TIMESTAMP_S',
	[TimeUnit.MILLISECOND]: 'TIMESTAMP_MS',
	[TimeUnit.MICROSECOND]: 'TIMESTAMP',
	[TimeUnit.NANOSECOND]: 'TIMESTAMP_NS'
};

export function duckTypeName(type: DataType): string {
	if (DataType.isInt(type)) return INTS[`${type.isSigned} ${type.bitWidth}`] ?? String(type);
	if (DataType.isFloat(type)) return type.precision === 2 ? 'DOUBLE' : 'FLOAT';
	if (DataType.isDecimal(type)) return `DECIMAL(${type.precision},${type.scale})`;
	if (DataType.isUtf8(type) || DataType.isLargeUtf8(type)) return 'VARCHAR';
	if (DataType.isBool(type)) return 'BOOLEAN';
	if (DataType.isDate(type)) return type.unit === DateUnit.DAY ? 'DATE' : 'TIMESTAMP_MS';
	if (DataType.isTimestamp(type))
		return type.timezone ? 'TIMESTAMP WITH TIME ZONE' : (TIMESTAMPS[type.unit] ?? 'TIMESTAMP');
	if (DataType.isTime(type)) return 'TIME';
	if (DataType.isInterval(type)) return 'INTERVAL';
	if (DataType.isBinary(type) || DataType.isLargeBinary(type)) return 'BLOB';
	if (DataType.isNull(type)) return 'NULL';
	if (DataType.isDictionary(type)) return 'ENUM';
	if (DataType.isList(type)) return `${duckTypeName(type.children[0].type)}[]`;
	if (DataType.isFixedSizeList(type))
		return `${duckTypeName(type.children[0].type)}[${type.listSize}]`;
	if (DataType.isMap(type)) {
		const [key, value] = (type.children[0].type.children as Field[]).map((f) => f.type);
		return `MAP(${duckTypeName(key)}, ${duckTypeName(value)})`;
	}
	if (DataType.isStruct(type)) {
		const fields = type.children.map((f) => `${fieldName(f.name)} ${duckTypeName(f.type)}`);
		return `STRUCT(${fields.join(', ')})`;
	}
	return String(type);
}
