import { toPlain } from '$lib/db/plain-value';

// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, CRLF rows.
// Text that a spreadsheet would run as a formula is neutralised (the OWASP rule): a cell
// starting with = + - @, a tab or a carriage return gets a leading ' and is quoted. Numbers,
// and text that is only a number ("-3.5"), are left as they are.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A paper title like "=HYPERLINK(…)" opened in a spreadsheet must stay text. */
export function neutraliseFormula(text: string): string {
	return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const needsNeutralising = (text: string) => neutraliseFormula(text) !== text;

/**
 * The same rule over CSV another writer made (DuckDB's COPY): each field that would run as a
 * formula gets its leading ' and quotes; everything else is copied as it is. One pass.
 */
export function neutraliseCsv(csv: string): string {
	const out: string[] = [];
	let i = 0;
	let fieldStart = true;
	while (i < csv.length) {
		if (!fieldStart) {
			const c = csv[i++];
			out.push(c);
			fieldStart = c === ',' || c === '\n';
			continue;
		}
		fieldStart = false;
		if (csv[i] === '"') {
			let end = i + 1;
			for (;;) {
				end = csv.indexOf('"', end);
				if (end === -1) end = csv.length;
				if (csv[end + 1] === '"') end += 2;
				else break;
			}
			const content = csv.slice(i + 1, end).replace(/""/g, '"');
			out.push(
				needsNeutralising(content) ? `"'${csv.slice(i + 1, end + 1)}` : csv.slice(i, end + 1)
			);
			i = end + 1;
		} else {
			let end = i;
			while (end < csv.length && csv[end] !== ',' && csv[end] !== '\n' && csv[end] !== '\r') end++;
			const content = csv.slice(i, end);
			out.push(needsNeutralising(content) ? `"'${content}"` : content);
			i = end;
		}
	}
	return out.join('');
}

export function csvField(value: unknown): string {
	// Not only decoded query results come here: the export dialog writes a figure's own rows,
	// which may hold Date objects (console charts) or BigInt.
	const plain = toPlain(value);
	if (plain === null) return '';
	const text =
		typeof plain === 'string'
			? neutraliseFormula(plain)
			: typeof plain === 'object'
				? JSON.stringify(plain)
				: String(plain);
	const quote = /[",\r\n]/.test(text) || (typeof plain === 'string' && text !== plain);
	return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rowsToCsv(
	columns: readonly string[],
	rows: readonly Record<string, unknown>[]
): string {
	const lines = [columns.map(csvField).join(',')];
	for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
	return lines.join('\r\n') + '\r\n';
}
