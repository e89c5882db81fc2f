// The `entities` table as the browser builds it (src/lib/db/entities.ts), for tests in Node:
// the declared columns, filled from an entities.parquet when it exists, else left empty.
import type { DuckDBConnection } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { CREATE_ENTITIES, ENTITY_COLUMNS } from '../../../../src/lib/db/entities.ts';

/** Creates `entities`; true when it was filled from `parquet`. */
export async function loadEntitiesTable(
	connection: DuckDBConnection,
	parquet: string
): Promise<boolean> {
	await connection.run(CREATE_ENTITIES);
	if (!existsSync(parquet)) return false;
	const columns = ENTITY_COLUMNS.map(([c]) => `"${c}"`).join(', ');
	await connection.run(
		`INSERT INTO entities (${columns}) SELECT ${columns} FROM read_parquet('${parquet.replaceAll("'", "''")}')`
	);
	return true;
}
