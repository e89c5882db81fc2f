// The `rows` shape of arrow-decode.ts for values a reader already parsed into JS (hyparquet),
// without Arrow types: a paper page read from papers.parquet looks like one from the pages file.

/** A value a reader already parsed (hyparquet: Date, BigInt, arrays, objects) in `rows` shape. */
export function parsedRowsValue(value: unknown): unknown {
	if (value instanceof Date) return value.toISOString().slice(0, 10);
	if (typeof value === 'bigint') return Number(value);
	if (Array.isArray(value)) return value.map(parsedRowsValue);
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parsedRowsValue(v)]));
	}
	return value;
}
