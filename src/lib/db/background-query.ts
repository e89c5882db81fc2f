// A query that gives way to the charts' queries. DuckDB-WASM runs a "pending" query in steps
// (each at most its polling interval) that the page asks for one by one; between two steps the
// worker answers whatever else was sent, and this waits for the charts' queries to be answered
// before asking for the next step. So a reader's click waits at most one step, not the whole
// query.
import type { AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';

export async function runInBackground(
	connection: AsyncDuckDBConnection,
	sql: string,
	idle: () => Promise<void>
): Promise<void> {
	await connection.useUnsafe(async (db, conn) => {
		await idle();
		let header = await db.startPendingQuery(conn, sql, false);
		while (header === null) {
			await idle();
			header = await db.pollPendingQuery(conn);
		}
		// The answer is dropped: read to its end (an empty chunk) so the connection is free for
		// the next query.
		for (;;) {
			const chunk = await db.fetchQueryResults(conn);
			if (!chunk || chunk.length === 0) break;
		}
	});
}
