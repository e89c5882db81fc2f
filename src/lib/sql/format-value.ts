import { toPlain, type Plain } from '$lib/export/plain-value';

// How a result cell reads in the table: lists as [a, b], structs as {key: value}, long text cut.

const MAX_CHARS = 200;

function formatPlain(value: Plain, top: boolean): string {
	if (value === null) return top ? '' : 'NULL';
	if (Array.isArray(value)) return `[${value.map((v) => formatPlain(v, false)).join(', ')}]`;
	if (typeof value === 'object') {
		return `{${Object.entries(value)
			.map(([k, v]) => `${k}: ${formatPlain(v, false)}`)
			.join(', ')}}`;
	}
	if (typeof value === 'string') return top ? value : `'${value}'`;
	return String(value);
}

/** The text of a cell, at most `max` characters (an ellipsis marks a cut). */
export function formatCell(value: unknown, max = MAX_CHARS): string {
	const text = formatPlain(toPlain(value), true);
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Arrow type names that should be right-aligned as numbers. */
export function isNumericType(typeName: string): boolean {
	return /^(Int|Uint|Float|Decimal)/i.test(typeName);
}

/** Dates arrive from DuckDB as epoch milliseconds; this shows them as dates. */
export function formatDateCell(value: unknown, withTime: boolean): string {
	if (value === null || value === undefined) return '';
	const ms = typeof value === 'bigint' ? Number(value) : Number(value);
	if (!Number.isFinite(ms)) return String(value);
	const iso = new Date(ms).toISOString();
	return withTime ? iso.replace('T', ' ').replace(/\.000Z$|Z$/, '') : iso.slice(0, 10);
}
