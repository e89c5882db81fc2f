import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { formatCell, formatDateCell } from '$lib/sql/format-value';
import { columnInfo, quoteIdentifier, sampleSql, type TableInfo } from '$lib/sql/schema';

// Reads the live schema (every table and view, with an example value per column) and the
// corpus facts a figure caption cites. Each column's example comes from its own row, the first
// where it is set: one row would leave most columns empty (1 paper in 498 states a gain, a model
// size and a coined name at once), so the panel labels them as examples, not as a row.

export interface CorpusFacts {
	papers: number;
}

export async function loadSchema(conn: AsyncDuckDBConnection): Promise<TableInfo[]> {
	const names = (
		await conn.query(
			`SELECT table_name AS name FROM information_schema.tables
		 WHERE table_schema = 'main' ORDER BY table_name = 'papers' DESC, table_name`
		)
	)
		.toArray()
		.map((row) => String(row.name));
	const tables: TableInfo[] = [];
	for (const name of names) {
		const described = await conn.query(`DESCRIBE ${quoteIdentifier(name)}`);
		const table: TableInfo = {
			name,
			columns: described
				.toArray()
				.map((row) => columnInfo(String(row.column_name), String(row.column_type)))
		};
		const sample = (await conn.query(sampleSql(table))).get(0);
		if (sample) {
			for (const column of table.columns) {
				const value = sample[column.name];
				const type = column.type.toUpperCase();
				column.sample =
					value == null
						? null
						: type === 'DATE' || type.startsWith('TIMESTAMP')
							? formatDateCell(value, type !== 'DATE')
							: formatCell(value, 80);
			}
		}
		tables.push(table);
	}
	return tables;
}

export async function loadCorpusFacts(conn: AsyncDuckDBConnection): Promise<CorpusFacts> {
	const row = (await conn.query(`SELECT count(*)::INTEGER AS papers FROM papers`)).get(0);
	return { papers: Number(row?.papers ?? 0) };
}
