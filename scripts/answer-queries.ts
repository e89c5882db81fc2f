// Queries answered at build time, each with its SQL: the page shows the rows for exactly that SQL
// (precomputedRows), so an answer can never stand for another query.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Precomputed } from '../src/lib/state/precomputed.ts';

export async function answerQueries(
	connection: DuckDBConnection,
	queries: Record<string, string>
): Promise<Precomputed['queries']> {
	const answered: Precomputed['queries'] = {};
	for (const [id, sql] of Object.entries(queries)) {
		const rows = (await connection.runAndReadAll(sql)).getRowObjectsJson();
		answered[id] = { sql, rows: rows as Record<string, unknown>[] };
	}
	return answered;
}
