import type { Table } from 'apache-arrow';

const DAY_MS = 86_400_000;

/** Arrow values → plain JS: BigInt → number, dates → ISO day, lists → arrays, structs → objects. */
export function plain(value: unknown, typeName = ''): unknown {
	if (value === null || value === undefined) return null;
	if (typeof value === 'bigint') return Number(value);
	if (value instanceof Date) return value.toISOString().slice(0, 10);
	if (typeName.startsWith('Date') && typeof value === 'number') {
		return new Date(typeName.includes('Day') ? value * DAY_MS : value).toISOString().slice(0, 10);
	}
	if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
		return Array.from(value as unknown as ArrayLike<number | bigint>, (v) => plain(v));
	}
	if (typeof value === 'object') {
		// Arrow vectors and struct rows both have toJSON (struct rows hide it from `in`).
		const v = value as { toJSON?: () => unknown };
		if (typeof v.toJSON === 'function') {
			const json = v.toJSON();
			if (Array.isArray(json)) return json.map((x) => plain(x));
			if (json !== null && typeof json === 'object') {
				return Object.fromEntries(Object.entries(json).map(([k, x]) => [k, plain(x)]));
			}
			return json;
		}
		if (Array.isArray(value)) return value.map((x) => plain(x));
	}
	return value;
}

export function columnsOf(table: Table): { name: string; type: string }[] {
	return table.schema.fields.map((f) => ({ name: f.name, type: String(f.type) }));
}

/** All rows of a result as plain objects, converting each value once. */
export function rowsOf(table: Table): Record<string, unknown>[] {
	const fields = table.schema.fields;
	const columns = fields.map((f) => table.getChild(f.name)!);
	const rows: Record<string, unknown>[] = new Array(table.numRows);
	for (let i = 0; i < table.numRows; i++) {
		const row: Record<string, unknown> = {};
		for (let c = 0; c < fields.length; c++)
			row[fields[c].name] = plain(columns[c].get(i), String(fields[c].type));
		rows[i] = row;
	}
	return rows;
}
