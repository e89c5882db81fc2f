// Values from DuckDB/Arrow (BigInt, Date, Arrow vectors and structs, typed arrays) as plain JSON
// values, so CSV, JSON and the result table all print them the same way.

export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

interface JsonLike {
	toJSON(): unknown;
}

export function toPlain(value: unknown): Plain {
	if (value === null || value === undefined) return null;
	switch (typeof value) {
		case 'boolean':
		case 'string':
			return value;
		case 'number':
			return Number.isFinite(value) ? value : String(value);
		case 'bigint':
			// Exact integers stay numbers; larger ones become strings rather than lose digits.
			return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
	}
	if (value instanceof Date) return value.toISOString();
	if (Array.isArray(value)) return value.map(toPlain);
	if (ArrayBuffer.isView(value))
		return Array.from(value as unknown as ArrayLike<number>, (v) => toPlain(v));
	if (typeof value === 'object') {
		// Arrow list vectors give arrays, struct and map rows give objects.
		if (typeof (value as JsonLike).toJSON === 'function') {
			return toPlain((value as JsonLike).toJSON());
		}
		const out: { [key: string]: Plain } = {};
		for (const [k, v] of Object.entries(value)) out[k] = toPlain(v);
		return out;
	}
	return String(value);
}
