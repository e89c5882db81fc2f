// The learned names (entities.parquet, written by the ETL beside papers.parquet) as the `entities`
// table. The table always exists with the columns below, so every query and the SQL console see
// one schema whether the file is there, empty or missing; the file's values are cast into it.
import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import { ENTITY_COLUMN_NAMES, ENTITY_SCHEMA, type EntityColumn } from '$schema/entities.ts';
import { duckdbType } from '$schema/sql-type.ts';
import { tableRows } from './table-rows.ts';

/** The columns the app reads from entities.parquet, with the types it casts them to. */
export const ENTITY_COLUMNS: [EntityColumn, string][] = ENTITY_COLUMN_NAMES.map((c) => [
	c,
	duckdbType(ENTITY_SCHEMA[c].type)
]);

/** What became of the file: the Emerging view says which, the other views never care. */
export type EntitiesState =
	{ state: 'loaded'; rows: number } | { state: 'missing' } | { state: 'failed'; message: string };

export const CREATE_ENTITIES = `CREATE TABLE entities (${ENTITY_COLUMNS.map(([c, t]) => `"${c}" ${t}`).join(', ')})`;

/** Fills `entities` (CREATE_ENTITIES) with the columns the app reads from `source` (a table or a
 * read_parquet call), cast to its types: the app from the decoded file, the build from the file. */
export const fillEntitiesSql = (source: string) => {
	const columns = ENTITY_COLUMNS.map(([c]) => `"${c}"`).join(', ');
	return `INSERT INTO entities (${columns}) SELECT ${columns} FROM ${source}`;
};

/** Creates `entities` and fills it from the decoded file (null: no file). Never throws: a bad
 * file leaves the table empty and says why, and the papers views go on without it. */
export async function loadEntities(
	connection: AsyncDuckDBConnection,
	decoded: Promise<Uint8Array | null>
): Promise<EntitiesState> {
	await connection.query(CREATE_ENTITIES);
	return fillEntities(connection, decoded);
}

/** Fills the `entities` table CREATE_ENTITIES made, as loadEntities does. */
export async function fillEntities(
	connection: AsyncDuckDBConnection,
	decoded: Promise<Uint8Array | null>
): Promise<EntitiesState> {
	try {
		const ipc = await decoded;
		if (ipc === null) return { state: 'missing' };
		await connection.insertArrowFromIPCStream(ipc, { name: 'entities_file', create: true });
		const present = new Set(
			tableRows(
				await connection.query("SELECT name FROM pragma_table_info('entities_file')"),
				'rows'
			).map((row) => String(row.name))
		);
		const absent = ENTITY_COLUMNS.map(([c]) => c).filter((c) => !present.has(c));
		if (absent.length > 0) {
			throw new Error(`entities.parquet: no column ${absent.join(', ')}`);
		}
		await connection.query(fillEntitiesSql('entities_file'));
		const [counted] = tableRows(
			await connection.query('SELECT count(*)::INTEGER AS n FROM entities'),
			'rows'
		);
		return { state: 'loaded', rows: Number(counted?.n ?? 0) };
	} catch (error) {
		await connection.query('DELETE FROM entities');
		const message = String((error as Error)?.message ?? error);
		const named = message.startsWith('entities.parquet') ? message : `entities.parquet: ${message}`;
		return { state: 'failed', message: named };
	} finally {
		await connection.query('DROP TABLE IF EXISTS entities_file');
	}
}
