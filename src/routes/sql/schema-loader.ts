import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { columnReader, tableRows } from '$lib/db/table-rows';
import { columnInfo, quoteIdentifier, sampleSql, type TableInfo } from '$lib/sql/schema';
import { clip } from '$lib/text/clip';

// Reads the live schema (every table and view of the app's own database, not the chart file it
// attaches, with an example value per column) and the
// corpus facts a figure caption cites. Each column's example comes from its own row, the first
// where it is set: one row would leave most columns empty (1 paper in 498 states a gain, a model
// size and a coined name at once), so the panel labels them as examples, not as a row.

export interface CorpusFacts {
	papers: number;
}

export async function loadSchema(conn: AsyncDuckDBConnection): Promise<TableInfo[]> {
	const names = tableRows(
		await conn.query(
			`SELECT table_name AS name FROM information_schema.tables
		 WHERE table_catalog = current_database() AND table_schema = 'main'
		 ORDER BY table_name = 'papers' DESC, table_name`
		),
		'rows'
	).map((row) => String(row.name));
	const tables: TableInfo[] = [];
	for (const name of names) {
		const described = await conn.query(`DESCRIBE ${quoteIdentifier(name)}`);
		const table: TableInfo = {
			name,
			columns: tableRows(described, 'rows').map((row) =>
				columnInfo(String(row.column_name), String(row.column_type))
			)
		};
		const sample = await conn.query(sampleSql(table));
		if (sample.numRows > 0) {
			table.columns.forEach((column, i) => {
				const present = sample.getChildAt(i)?.isValid(0) ?? false;
				column.sample = present ? clip(columnReader(sample, i, 'text')(0) as string, 80) : null;
			});
		}
		tables.push(table);
	}
	return tables;
}

export async function loadCorpusFacts(conn: AsyncDuckDBConnection): Promise<CorpusFacts> {
	const [row] = tableRows(
		await conn.query(`SELECT count(*)::INTEGER AS papers FROM papers`),
		'rows'
	);
	return { papers: Number(row?.papers ?? 0) };
}
