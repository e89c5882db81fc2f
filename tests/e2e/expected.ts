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
