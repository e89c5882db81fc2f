// Every worked example of the console runs over data files the ETL writes and answers with rows.
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../../src/lib/sql/examples.ts';
import { writeFixtureData, type FixtureData } from '../../../fixtures/papers/fixture-data.ts';
import { loadEntitiesTable } from '../db/entities-table.ts';

let data: FixtureData;
beforeAll(async () => {
	data = await writeFixtureData();
});
afterAll(() => data?.remove());

describe('console examples', () => {
	it('run over papers and entities', async () => {
		const instance = await DuckDBInstance.create(':memory:');
		const connection = await instance.connect();
		try {
			await connection.run(`CREATE TABLE papers AS SELECT * FROM read_parquet('${data.papers}')`);
			expect(await loadEntitiesTable(connection, data.entities)).toBe(true);
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
