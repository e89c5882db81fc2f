import { parseDuckType, structFields } from './duck-type';

// The live schema as the console uses it: for the schema panel and for autocomplete.

export interface ColumnInfo {
	name: string;
	/** DuckDB type as DESCRIBE prints it. */
	type: string;
	/** Fields reachable with `.` (struct, or list of struct); empty otherwise. */
	fields: string[];
	/** A short sample value, already formatted; null when every value is null. */
	sample: string | null;
}

export interface TableInfo {
	name: string;
	columns: ColumnInfo[];
}

export function columnInfo(name: string, type: string, sample: string | null = null): ColumnInfo {
	let fields: string[] = [];
	try {
		fields = structFields(parseDuckType(type));
	} catch {
		// An exotic type we cannot parse still gets listed, just without fields.
	}
	return { name, type, fields, sample };
}

/** Quotes an identifier for DuckDB (names come from the catalog, not from the user). */
export function quoteIdentifier(name: string): string {
	return `"${name.replace(/"/g, '""')}"`;
}

/** One row of one non-null (and, for lists, non-empty) sample value per column. */
export function sampleSql(table: TableInfo): string {
	const parts = table.columns.map((c) => {
		const id = quoteIdentifier(c.name);
		const isList = /\[\d*\]$/.test(c.type.trim());
		const filter = isList ? `WHERE len(${id}) > 0` : `WHERE ${id} IS NOT NULL`;
		return `(SELECT ${id} FROM ${quoteIdentifier(table.name)} ${filter} LIMIT 1) AS ${id}`;
	});
	return `SELECT ${parts.join(', ')}`;
}
