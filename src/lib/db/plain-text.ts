import type { Plain } from './plain-value.ts';

// How a value reads as text in the SQL console: lists as [a, b], structs as {key: value}, text
// inside them quoted, a missing value empty at the top and NULL inside.

function nested(value: Plain, top: boolean): string {
	if (value === null) return top ? '' : 'NULL';
	if (Array.isArray(value)) return `[${value.map((v) => nested(v, false)).join(', ')}]`;
	if (typeof value === 'object') {
		return `{${Object.entries(value)
			.map(([k, v]) => `${k}: ${nested(v, false)}`)
			.join(', ')}}`;
	}
	if (typeof value === 'string') return top ? value : `'${value}'`;
	return String(value);
}

export function plainText(value: Plain): string {
	return nested(value, true);
}

/** Epoch milliseconds as `2025-01-02`, or with the time as `2025-01-02 03:04:05`. */
export function dateText(ms: unknown, withTime: boolean): string {
	const n = Number(ms);
	if (!Number.isFinite(n)) return String(ms);
	const iso = new Date(n).toISOString();
	return withTime ? iso.replace('T', ' ').replace(/\.000Z$|Z$/, '') : iso.slice(0, 10);
}
