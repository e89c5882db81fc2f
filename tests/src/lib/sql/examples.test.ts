// Every worked example of the console runs over the real data files and answers with rows.
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../../src/lib/sql/examples.ts';
import { loadEntitiesTable } from '../db/entities-table.ts';

describe('console examples', () => {
	it('run over papers and entities', async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			await connection.run(
				`CREATE TABLE papers AS SELECT * FROM read_parquet('static/data/papers.parquet')`
			);
			expect(await loadEntitiesTable(connection)).toBe(true);
			for (const example of EXAMPLES) {
				const rows = (await connection.runAndReadAll(example.sql)).getRowObjectsJson();
				expect(rows.length, example.title).toBeGreaterThan(0);
			}
		} finally {
			connection.closeSync();
			instance.closeSync();
		}
	});
});
