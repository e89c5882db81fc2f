// The one place user values become SQL text: quoted and escaped, so the query shown is the query run.

export function sqlString(value: string): string {
	return `'${value.replaceAll("'", "''")}'`;
}

export function sqlNumber(value: number): string {
	if (!Number.isFinite(value)) throw new Error(`invalid number for SQL: ${value}`);
	return String(value);
}

/** A date as `DATE 'YYYY-MM-DD'`; anything else is refused. */
export function sqlDate(value: string): string {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`invalid date: ${value}`);
	return `DATE ${sqlString(value)}`;
}

/** `ILIKE` pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export function sqlContains(text: string): string {
	return `${sqlString('%' + text.replace(/[\\%_]/g, (c) => '\\' + c) + '%')} ESCAPE '\\'`;
}
