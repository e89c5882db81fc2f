import { toPlain } from './plain-value';

// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, CRLF rows.

export function csvField(value: unknown): string {
	const plain = toPlain(value);
	if (plain === null) return '';
	const text =
		typeof plain === 'string'
			? plain
			: typeof plain === 'object'
				? JSON.stringify(plain)
				: String(plain);
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rowsToCsv(
	columns: readonly string[],
	rows: readonly Record<string, unknown>[]
): string {
	const lines = [columns.map(csvField).join(',')];
	for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
	return lines.join('\r\n') + '\r\n';
}
