// Expected numbers for the browser tests come from DuckDB over the same Parquet file, never hard-coded.
import { DuckDBInstance } from '@duckdb/node-api';

export const PARQUET = 'static/data/papers.parquet';

export async function sql<T = Record<string, unknown>>(
	query: string,
	parquet = PARQUET,
	entities?: string
): Promise<T[]> {
	const instance = await DuckDBInstance.create(':memory:');
	const connection = await instance.connect();
	try {
		await connection.run(
			`CREATE VIEW papers AS SELECT * FROM read_parquet('${parquet.replaceAll("'", "''")}')`
		);
		if (entities) {
			await connection.run(
				`CREATE VIEW entities AS SELECT * FROM read_parquet('${entities.replaceAll("'", "''")}')`
			);
		}
		return (await connection.runAndReadAll(query)).getRowObjectsJson() as T[];
	} finally {
		connection.closeSync();
		instance.closeSync();
	}
}

/** The most named algorithm, and what a filter on it leaves: its distinct benchmarks and the
 * papers naming one (the overview's numbers after a click on its bar). */
export async function topAlgorithmFiltered(): Promise<{
	top: { a: string; n: number };
	filtered: { b: number; naming: number };
}> {
	const [top] = await sql<{ a: string; n: number }>(
		'SELECT a, count(*)::INTEGER AS n FROM (SELECT DISTINCT paper_id, unnest(algorithms) AS a FROM papers) GROUP BY a ORDER BY n DESC, a LIMIT 1'
	);
	const [filtered] = await sql<{ b: number; naming: number }>(
		`SELECT count(DISTINCT b)::INTEGER AS b,
		(SELECT count(*)::INTEGER FROM papers WHERE list_contains(algorithms, '${top.a}') AND len(benchmarks) > 0) AS naming
		FROM (SELECT unnest(benchmarks) AS b FROM papers WHERE list_contains(algorithms, '${top.a}'))`
	);
	return { top, filtered };
}
